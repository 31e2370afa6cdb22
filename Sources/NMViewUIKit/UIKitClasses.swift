#if canImport(UIKit)
import NMViewModel
import UIKit

/// The UIKit classes the layout format declares, made directly rather than looked up by name,
/// each with the initialiser that fixes what cannot change later.
@MainActor
enum UIKitClasses {
    /// Every class the format declares properties for, by name.
    static let types: [String: UIView.Type] = [
        "UIView": UIView.self, "UILabel": UILabel.self, "UIButton": UIButton.self, "UIImageView": UIImageView.self,
        "UIScrollView": UIScrollView.self, "UITextField": UITextField.self, "UITextView": UITextView.self,
        "UISwitch": UISwitch.self, "UISlider": UISlider.self, "UISegmentedControl": UISegmentedControl.self,
        "UIActivityIndicatorView": UIActivityIndicatorView.self, "UIProgressView": UIProgressView.self,
    ]

    /// A view of `node`'s class when it is one of UIKit's, at `frame`; `nil` for any other class.
    static func make(_ node: ViewNode, frame: CGRect) -> UIView? {
        switch node.resolvedClass {
        case "UIButton":
            // buttonType is fixed here: UIButton(type:) is the only way to set it.
            let type = node[.buttonType]?.enumerationValue(ButtonType.self) ?? .system
            let button = UIButton(type: UIKitValues.buttonType(type))
            button.frame = frame
            return button
        case "UIActivityIndicatorView":
            let style = node[.style]?.enumerationValue(ActivityIndicatorStyle.self) ?? .medium
            let indicator = UIActivityIndicatorView(style: UIKitValues.activityIndicatorStyle(style))
            indicator.frame = frame
            return indicator
        case let name:
            return types[name].map { $0.init(frame: frame) }
        }
    }
}
#endif
