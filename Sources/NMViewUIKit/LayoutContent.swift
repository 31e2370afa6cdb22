#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

/// A class's layout built onto a view it owns but is not: a cell's content view, a view
/// controller's view. The owner is the actions' target, as a nib's File's Owner was; the views
/// are built once, from the layout in memory, and laid out for the view's own size.
@MainActor
final class LayoutContent {
    /// The shared host logic.
    let core: LayoutHostCore<UIKitViewSystem>
    /// The view the layout is built onto.
    unowned let view: UIView

    /// Builds the layout of `className` onto `view` for `owner`, telling `layoutDidChange` (the
    /// owner's method of that name) when the layout shown changes; `view` stays empty if the
    /// class has none. A layout whose `kind` is not `kind` is built, and reported.
    init(
        owner: UIResponder, view: UIView, className: String, kind: DocumentKind,
        layoutDidChange: @escaping @MainActor (_ name: String, _ aspectRatio: CGFloat) -> Void
    ) {
        self.view = view
        core = LayoutHostCore(system: UIKitViewSystem(owner: owner, view: view, layoutName: className))
        core.layoutDidChange = { change in layoutDidChange(change.name, CGFloat(change.aspectRatio)) }
        if let layout = ReusableLayouts.cache.layout(for: className) {
            // The view is the layout's root, as a nib's top view was: it takes the root's tag;
            // its frame and mask stay UIKit's.
            core.install(layout, on: view, keepingIdentity: false)
            if let problem = HostProblem.kind(layout.document.kind, loadedAs: kind, layout: className) {
                core.system.problems.report(problem, on: view)
            }
        }
    }

    /// A layout pass: the layout closest to the view's bounds.
    func layoutSubviews() {
        core.layoutSubviews(of: view)
    }
}
#endif
