extension UITextField {
    /// The border of a text field.
    // SDK: UIKit/UITextField.h — typedef NS_ENUM(NSInteger, UITextBorderStyle) { UITextBorderStyleNone, UITextBorderStyleLine,
    //     UITextBorderStyleBezel, UITextBorderStyleRoundedRect }; (Swift: enum UITextField.BorderStyle : Int, @unchecked Sendable)
    public enum BorderStyle: Int, @unchecked Sendable {
        /// No border; the default.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    /// When an overlay view (such as the clear button) shows.
    // SDK: UIKit/UITextField.h — typedef NS_ENUM(NSInteger, UITextFieldViewMode) { UITextFieldViewModeNever,
    //     UITextFieldViewModeWhileEditing, UITextFieldViewModeUnlessEditing, UITextFieldViewModeAlways };
    // (Swift: enum UITextField.ViewMode : Int, @unchecked Sendable)
    public enum ViewMode: Int, @unchecked Sendable {
        /// Never; the default.
        case never = 0
        /// While editing.
        case whileEditing = 1
        /// Unless editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }
}
