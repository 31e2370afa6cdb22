/// The traits a view sets for itself and its subviews (iOS 17). Only the text size is modelled.
// SDK: UIKit (Swift overlay) — @available(iOS 17.0, *) @MainActor public struct UITraitOverrides : UIMutableTraits
//     (members from UIMutableTraits; the struct's stored form is UIKit's own, unconfirmed)
@MainActor
public struct UITraitOverrides {
    private let view: UIView

    init(view: UIView) {
        self.view = view
    }

    /// The text size, `unspecified` for the superview's.
    // SDK: UIKit/UITraitCollection.h — UIMutableTraits: @property (nonatomic, copy) UIContentSizeCategory preferredContentSizeCategory;
    //     (Swift: var preferredContentSizeCategory: UIContentSizeCategory { get set })
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { view.contentSizeOverride ?? .unspecified }
        nonmutating set { view.contentSizeOverride = newValue == .unspecified ? nil : newValue }
    }
}
