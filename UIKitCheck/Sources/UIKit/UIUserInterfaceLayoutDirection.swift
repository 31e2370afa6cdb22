/// The direction a user interface reads in.
// SDK: UIKit/UIApplication.h — typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) {
//     UIUserInterfaceLayoutDirectionLeftToRight, UIUserInterfaceLayoutDirectionRightToLeft };
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    /// Left to right (English, German, Japanese).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}
