/// How text lines up. The raw values are iOS's (macOS numbers `right` and `center` the other way).
// SDK: UIKit/NSText.h — typedef NS_ENUM(NSInteger, NSTextAlignment) { NSTextAlignmentLeft = 0,
//     NSTextAlignmentCenter = 1, NSTextAlignmentRight = 2, NSTextAlignmentJustified = 3,
//     NSTextAlignmentNatural = 4 }; (iOS values)
public enum NSTextAlignment: Int, @unchecked Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
}
