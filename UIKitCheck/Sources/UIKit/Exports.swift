// SDK: UIKit/UIKit.h — #import <Foundation/Foundation.h> (the SDK's UIKit module re-exports
// Foundation, so code that imports only UIKit sees Foundation's types too).
@_exported import Foundation
