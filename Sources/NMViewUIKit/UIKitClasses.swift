#if canImport(UIKit)
import NMViewModel
import UIKit

/// The UIKit classes the layout format declares, made directly rather than looked up by name,
/// each with the initialiser that fixes what cannot change later.
@MainActor
enum UIKitClasses {
    /// How to make every class the format declares properties for, by name.
    static let factories: [String: @MainActor (CGRect) -> UIView] = [
        "UIView": { UIView(frame: $0) }, "UILabel": { UILabel(frame: $0) }, "UIImageView": { UIImageView(frame: $0) },
        "UIScrollView": { UIScrollView(frame: $0) }, "UITextField": { UITextField(frame: $0) },
        "UITextView": { UITextView(frame: $0) }, "UISwitch": { UISwitch(frame: $0) }, "UISlider": { UISlider(frame: $0) },
        "UISegmentedControl": { UISegmentedControl(frame: $0) }, "UIProgressView": { UIProgressView(frame: $0) },
        "UITableView": { UITableView(frame: $0, style: .plain) }, "UIStackView": { UIStackView(frame: $0) },
        // A flow layout, which the format's item size and spacing are set on.
        "UICollectionView": { UICollectionView(frame: $0, collectionViewLayout: UICollectionViewFlowLayout()) },
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
            return factories[name].map { $0(frame) }
        }
    }
}
#endif
