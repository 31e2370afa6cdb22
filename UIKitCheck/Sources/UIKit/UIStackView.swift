/// A view that lines its arranged subviews up along an axis. The arrangement is kept and
/// recorded; the layout itself is Auto Layout's on a device and is not modelled here.
// SDK: UIKit/UIStackView.h — @interface UIStackView : UIView (Swift: @MainActor open class UIStackView : UIView)
@MainActor
open class UIStackView: UIView {
    private var storedArrangedSubviews: [UIView] = []

    /// The views the stack view arranges, a subset of its subviews, in order.
    // SDK: UIKit/UIStackView.h — @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *arrangedSubviews;
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Arranges `view` last, adding it as a subview if it is not one.
    // SDK: UIKit/UIStackView.h — - (void)addArrangedSubview:(UIView *)view;
    open func addArrangedSubview(_ view: UIView) {
        record("addArrangedSubview(_:)", view, in: "UIStackView")
        arrange(view, at: storedArrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex`, adding it as a subview if it is not one.
    // SDK: UIKit/UIStackView.h — - (void)insertArrangedSubview:(UIView *)view atIndex:(NSUInteger)stackIndex;
    // (Swift: open func insertArrangedSubview(_ view: UIView, at stackIndex: Int))
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        record("insertArrangedSubview(_:at:)", (view, stackIndex), in: "UIStackView")
        arrange(view, at: stackIndex)
    }

    /// Stops arranging `view`; it stays a subview, as UIKit documents.
    // SDK: UIKit/UIStackView.h — - (void)removeArrangedSubview:(UIView *)view;
    open func removeArrangedSubview(_ view: UIView) {
        record("removeArrangedSubview(_:)", view, in: "UIStackView")
        storedArrangedSubviews.removeAll { $0 === view }
    }

    /// A subview that leaves the stack view is no longer arranged either, as UIKit documents for
    /// `removeFromSuperview`.
    // SDK: UIKit/UIView.h — - (void)willRemoveSubview:(UIView *)subview;
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        storedArrangedSubviews.removeAll { $0 === subview }
    }

    /// The axis the views are lined up along; horizontal by default.
    // SDK: UIKit/UIStackView.h — @property(nonatomic) UILayoutConstraintAxis axis;
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { record("axis", axis, in: "UIStackView") }
    }

    /// How the views are sized along the axis; `fill` by default.
    // SDK: UIKit/UIStackView.h — @property(nonatomic) UIStackViewDistribution distribution;
    open var distribution: UIStackView.Distribution = .fill {
        didSet { record("distribution", distribution, in: "UIStackView") }
    }

    /// How the views are placed across the axis; `fill` by default.
    // SDK: UIKit/UIStackView.h — @property(nonatomic) UIStackViewAlignment alignment;
    open var alignment: UIStackView.Alignment = .fill {
        didSet { record("alignment", alignment, in: "UIStackView") }
    }

    /// The gap between neighbouring views; 0 by default.
    // SDK: UIKit/UIStackView.h — @property(nonatomic) CGFloat spacing;
    open var spacing: CGFloat = 0 {
        didSet { record("spacing", spacing, in: "UIStackView") }
    }

    private func arrange(_ view: UIView, at index: Int) {
        storedArrangedSubviews.removeAll { $0 === view }
        storedArrangedSubviews.insert(view, at: min(max(index, 0), storedArrangedSubviews.count))
        if view.superview !== self { InterfaceRecorder.withoutRecording { addSubview(view) } }
    }
}
