#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

/// A class's layout built onto a view it owns but is not: a cell's content view, a view
/// controller's view. The owner is the actions' target, as a nib's File's Owner was; the views
/// are built once, from the layout in memory, and laid out for the view's own size.
@MainActor
final class LayoutContent: LiveReloading {
    /// The shared host logic.
    let core: LayoutHostCore<UIKitViewSystem>
    /// The view the layout is built onto; nil once it is freed, as a controller's view is when the
    /// controller replaces it or sets it to nil: there is then nothing to lay out or reload.
    private(set) weak var view: UIView?
    /// The class whose layout this is, for messages.
    private let className: String
    /// What the owner is, which the layout's kind must say.
    private let kind: DocumentKind
    /// Called with each layout installed, the first and every reload: what the owner sets on
    /// itself from the layout (a cell's own properties).
    private let didInstall: (@MainActor (CompiledLayout) -> Void)?

    /// Builds the layout of `className` onto `view` for `owner`, telling `layoutDidChange` (the
    /// owner's method of that name) when the layout shown changes and `didInstall` each layout
    /// it installs; `view` stays empty if the class has none. A layout whose `kind` is not `kind`
    /// is built, and reported.
    init(
        owner: UIResponder, view: UIView, className: String, kind: DocumentKind,
        didInstall: (@MainActor (CompiledLayout) -> Void)? = nil,
        layoutDidChange: @escaping @MainActor (_ name: String, _ aspectRatio: CGFloat) -> Void
    ) {
        self.view = view
        self.className = className
        self.kind = kind
        self.didInstall = didInstall
        core = LayoutHostCore(system: UIKitViewSystem(owner: owner, view: view, layoutName: className))
        core.layoutDidChange = { change in layoutDidChange(change.name, CGFloat(change.aspectRatio)) }
        if let layout = ReusableLayouts.cache.layout(for: className) {
            // The view is the layout's root, as a nib's top view was: it takes the root's tag;
            // its frame and mask stay UIKit's.
            core.install(layout, on: view, keepingIdentity: false)
            checkKind(of: layout, on: view)
            didInstall?(layout)
        }
        // Live reload follows the class from the first instance on, whether or not it has a
        // layout yet: a save can bring one.
        LiveReload.register(self, viewClass: className)
    }

    private func checkKind(of layout: CompiledLayout, on view: UIView) {
        if let problem = HostProblem.kind(layout.document.kind, loadedAs: kind, layout: className) {
            core.system.problems.report(problem, on: view)
        }
    }

    /// A reloaded layout, installed in place: the views whose ids both layouts have are kept
    /// and updated, so a visible cell changes where it is and keeps what the user typed.
    func installReloaded(_ layout: CompiledLayout) {
        guard let view else { return }
        core.install(layout, on: view, keepingIdentity: true)
        checkKind(of: layout, on: view)
        didInstall?(layout)
    }

    /// The view a live reload's problems cover.
    var reloadedView: UIView? { view }

    /// A layout pass: the layout closest to the view's bounds.
    func layoutSubviews() {
        guard let view else { return }
        core.layoutSubviews(of: view)
    }
}
#endif
