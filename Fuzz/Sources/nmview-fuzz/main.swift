import Foundation
import FuzzSupport

exit(runFuzzer { fuzzOneInput($0, $1) })
