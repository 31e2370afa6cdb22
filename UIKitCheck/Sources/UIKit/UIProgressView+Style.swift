extension UIProgressView {
    /// The look of a progress view.
    // SDK: UIKit/UIProgressView.h — typedef NS_ENUM(NSInteger, UIProgressViewStyle) { UIProgressViewStyleDefault,
    //     UIProgressViewStyleBar API_UNAVAILABLE(tvos) }; (Swift: enum UIProgressView.Style : Int, @unchecked Sendable)
    public enum Style: Int, @unchecked Sendable {
        /// The standard style.
        case `default` = 0
        /// For toolbars.
        case bar = 1
    }
}
