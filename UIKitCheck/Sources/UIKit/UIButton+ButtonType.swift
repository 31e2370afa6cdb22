extension UIButton {
    /// The look of a button.
    // SDK: UIKit/UIButton.h — typedef NS_ENUM(NSInteger, UIButtonType) { UIButtonTypeCustom = 0,
    //     UIButtonTypeSystem API_AVAILABLE(ios(7.0)), UIButtonTypeDetailDisclosure, UIButtonTypeInfoLight,
    //     UIButtonTypeInfoDark, UIButtonTypeContactAdd, UIButtonTypePlain API_AVAILABLE(ios(15.0)),
    //     UIButtonTypeClose API_AVAILABLE(ios(13.0)), UIButtonTypeRoundedRect = UIButtonTypeSystem };
    // (Swift: enum UIButton.ButtonType : Int, @unchecked Sendable)
    public enum ButtonType: Int, @unchecked Sendable {
        /// No style.
        case custom = 0
        /// The system style: the title in the tint colour.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button for light backgrounds.
        case infoLight = 3
        /// An information button for dark backgrounds.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A plain button, without background.
        @available(iOS 15.0, *)
        case plain = 6
        /// A close button.
        @available(iOS 13.0, *)
        case close = 7

        /// The old name of `system`.
        // SDK: UIButtonTypeRoundedRect = UIButtonTypeSystem (Swift: static var roundedRect: UIButton.ButtonType { get })
        public static var roundedRect: UIButton.ButtonType { .system }
    }
}
