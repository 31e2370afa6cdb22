#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

/// A view controller whose view is built, in `loadView()`, from the layout named after the
/// controller's class, with the controller as the layout's owner, as a nib's File's Owner was:
/// the layout's actions go to the controller's methods, its views are the controller's outlets
/// (``NMLayoutOwner/outlet(_:as:)``), and `viewDidLoad()` comes after they exist.
///
/// The view switches between the layout's alternatives by its aspect ratio as its bounds change
/// (a rotation, a split view), as `NMView` does; ``layoutDidChange(to:aspectRatio:)`` tells.
open class NMViewController: UIViewController, NMLayoutOwner {
    /// The layout built onto ``view``, once it is loaded.
    private var content: LayoutContent?

    /// Makes a view of the primary layout's design size (its container resizes it) and builds
    /// the layout onto it; a class without a layout gets an empty view.
    open override func loadView() {
        let className = String(describing: type(of: self))
        let design = ReusableLayouts.cache.layout(for: className)?.variants.first?.size
        let root = LayoutRootView(frame: CGRect(x: 0, y: 0, width: design?.width ?? 0, height: design?.height ?? 0))
        view = root
        let content = LayoutContent(owner: self, view: root, className: className, kind: .controller) {
            [unowned self] in layoutDidChange(to: $0, aspectRatio: $1)
        }
        root.content = content
        self.content = content
    }

    /// Called after the layout changed to another one; never for the same one twice.
    open func layoutDidChange(to name: String, aspectRatio: CGFloat) {}

    /// The shared host logic of the view's layout; loads the view first, as `view` does, so
    /// that asking for an outlet (``NMLayoutOwner/outlet(_:as:)``) builds the views.
    public var layoutHost: LayoutHostCore<UIKitViewSystem>? {
        loadViewIfNeeded()
        return content?.core
    }

    /// Applies the layout called `name` and keeps it: automatic changes turn off. Whether the
    /// layout exists.
    @discardableResult
    public func applyLayout(named name: String) -> Bool {
        loadViewIfNeeded()
        guard let content, let view = content.view else { return false }
        return content.core.applyLayout(named: name, to: view)
    }
}

/// A controller's view, laying out the controller's layout on every layout pass, whatever the
/// controller's own layout callbacks do.
final class LayoutRootView: UIView {
    /// The layout built onto this view; the controller owns it too.
    weak var content: LayoutContent?

    override func layoutSubviews() {
        super.layoutSubviews()
        content?.layoutSubviews()
    }

    /// A layout that declares a safe area places the root's subviews in the safe area: lay out
    /// again when it changes (rotation, a bar shown or hidden), as UIKit calls this then.
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// The layout's layer colours follow light and dark, as `NMView`'s do.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if content?.core.system.traitCollectionDidChange(previousTraitCollection) == true { setNeedsLayout() }
    }
}
#endif
