import Foundation
import FuzzSupport

exit(runFuzzer { fuzzOneXIB($0, $1) })
