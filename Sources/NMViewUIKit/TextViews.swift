#if canImport(UIKit)
import UIKit

/// The text properties UILabel, UITextField and UITextView share without a common type, and a
/// button's title label.
@MainActor
enum TextViews {
    static func setText(_ text: String?, on view: UIView) {
        if let label = view as? UILabel {
            label.text = text
        } else if let field = view as? UITextField {
            field.text = text
        } else if let textView = view as? UITextView {
            textView.text = text
        }
    }

    static func font(of view: UIView) -> UIFont? {
        if let label = view as? UILabel { return label.font }
        if let field = view as? UITextField { return field.font }
        if let textView = view as? UITextView { return textView.font }
        if let button = view as? UIButton { return button.titleLabel?.font }
        return nil
    }

    /// Sets `font`; `followsTextSize` for a Dynamic Type font, which then grows and shrinks with
    /// the user's text size setting.
    static func setFont(_ font: UIFont, followsTextSize: Bool, on view: UIView) {
        if let label = view as? UILabel {
            label.font = font
            label.adjustsFontForContentSizeCategory = followsTextSize
        } else if let field = view as? UITextField {
            field.font = font
            field.adjustsFontForContentSizeCategory = followsTextSize
        } else if let textView = view as? UITextView {
            textView.font = font
            textView.adjustsFontForContentSizeCategory = followsTextSize
        } else if let button = view as? UIButton {
            button.titleLabel?.font = font
            button.titleLabel?.adjustsFontForContentSizeCategory = followsTextSize
        }
    }

    static func setTextColor(_ color: UIColor, on view: UIView) {
        if let label = view as? UILabel {
            label.textColor = color
        } else if let field = view as? UITextField {
            field.textColor = color
        } else if let textView = view as? UITextView {
            textView.textColor = color
        }
    }

    static func setTextAlignment(_ alignment: NSTextAlignment, on view: UIView) {
        if let label = view as? UILabel {
            label.textAlignment = alignment
        } else if let field = view as? UITextField {
            field.textAlignment = alignment
        } else if let textView = view as? UITextView {
            textView.textAlignment = alignment
        }
    }
}
#endif
