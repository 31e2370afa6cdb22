extension UIActivityIndicatorView {
    /// The size and colour scheme of an activity indicator.
    // SDK: UIKit/UIActivityIndicatorView.h — typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle) {
    //     UIActivityIndicatorViewStyleMedium API_AVAILABLE(ios(13.0)) = 100, UIActivityIndicatorViewStyleLarge API_AVAILABLE(ios(13.0)) = 101,
    //     UIActivityIndicatorViewStyleWhiteLarge API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleLarge", ios(2.0, 13.0)) = 0,
    //     UIActivityIndicatorViewStyleWhite … = 1, UIActivityIndicatorViewStyleGray … = 2 };
    // (Swift: enum UIActivityIndicatorView.Style : Int, @unchecked Sendable)
    public enum Style: Int, @unchecked Sendable {
        /// The default size.
        @available(iOS 13.0, *)
        case medium = 100
        /// The large size.
        @available(iOS 13.0, *)
        case large = 101
        /// Large and white.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "large")
        case whiteLarge = 0
        /// White.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "medium")
        case white = 1
        /// Grey.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "medium")
        case gray = 2
    }
}
