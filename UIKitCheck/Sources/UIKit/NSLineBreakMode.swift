/// What happens to text that does not fit.
// SDK: UIKit/NSParagraphStyle.h — typedef NS_ENUM(NSInteger, NSLineBreakMode) { NSLineBreakByWordWrapping = 0,
//     NSLineBreakByCharWrapping, NSLineBreakByClipping, NSLineBreakByTruncatingHead,
//     NSLineBreakByTruncatingTail, NSLineBreakByTruncatingMiddle };
public enum NSLineBreakMode: Int, @unchecked Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Clips at the edge.
    case byClipping = 2
    /// Truncates the start: "…xyz".
    case byTruncatingHead = 3
    /// Truncates the end: "abc…".
    case byTruncatingTail = 4
    /// Truncates the middle: "ab…yz".
    case byTruncatingMiddle = 5
}
