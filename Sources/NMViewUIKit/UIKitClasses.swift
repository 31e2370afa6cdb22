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

    /// The classes the format declares, each before those it inherits from (a table view is a
    /// scroll view), so the first a view is a kind of is the most derived.
    static let kinds: [(name: String, isKind: @MainActor (UIView) -> Bool)] = [
        ("UITableView", { $0 is UITableView }), ("UICollectionView", { $0 is UICollectionView }),
        ("UITextView", { $0 is UITextView }), ("UIScrollView", { $0 is UIScrollView }), ("UILabel", { $0 is UILabel }),
        ("UIButton", { $0 is UIButton }), ("UIImageView", { $0 is UIImageView }), ("UITextField", { $0 is UITextField }),
        ("UISwitch", { $0 is UISwitch }), ("UISlider", { $0 is UISlider }),
        ("UISegmentedControl", { $0 is UISegmentedControl }), ("UIActivityIndicatorView", { $0 is UIActivityIndicatorView }),
        ("UIProgressView", { $0 is UIProgressView }), ("UIStackView", { $0 is UIStackView }),
    ]

    /// The most derived class the format declares that `view` is a kind of: UIView for any other.
    static func kitClass(of view: UIView) -> String {
        kinds.first { $0.isKind(view) }?.name ?? ViewNode.viewClassDefault
    }

    /// A view of `node`'s class when it is one of UIKit's, at `frame`; `nil` for any other class.
    static func make(_ node: ViewNode, frame: CGRect) -> UIView? {
        make(node, as: node.resolvedClass, frame: frame)
    }

    /// A view of UIKit's class `name` with `node`'s fixed properties, at `frame`; `nil` when
    /// `name` is not one of UIKit's.
    static func make(_ node: ViewNode, as name: String, frame: CGRect) -> UIView? {
        switch name {
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
