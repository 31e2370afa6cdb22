import NMViewModel

/// The headless NMView: a view that builds itself from a compiled layout and switches layouts as
/// its bounds change, on the same ``LayoutHostCore`` the UIKit `NMView` runs.
///
/// The layout's root describes this view itself: its properties are applied to the host and its
/// subviews are built onto the host, never into a second instance inside it (the classic
/// nib-in-a-view mistake that leaves outlets and delegates on the wrong object).
public final class LayoutHost: HeadlessView {
    /// What a layout change reports.
    public typealias LayoutChange = NMViewEngine.LayoutChange

    /// The shared host logic. Made after the views' own initialisation, since its system sends
    /// the controls' actions back to this host.
    private var core: LayoutHostCore<HeadlessViewSystem>
    /// The layout in use.
    public private(set) var layout: CompiledLayout
    /// Methods by name, for the controls' actions; a method written `name` in the layout is found
    /// under `name:` or `name`, as UIKit finds `@objc func name(_ sender:)` or `func name()`.
    public var actionHandlers: [String: (HeadlessControl) -> Void] = [:]
    /// The actions that found no handler: the UIKit host shows these in a red box in DEBUG
    /// builds, where UIKit itself would crash with an unrecognized selector.
    public private(set) var problems: [HostProblem] = []

    /// A host of `layout` with `frame` (from the containing layout, as `initWithFrame:` kept it);
    /// views whose class has a layout in `library` are nested hosts of their own. Localized text
    /// shows as `text` looks it up: by default its source text, as in the development language.
    public init(
        layout: CompiledLayout, frame: Rect, library: (any LayoutLibrary)? = nil,
        text: @escaping TextLookup = LocalizedText.sourceLookup
    ) {
        self.layout = layout
        core = LayoutHostCore(system: HeadlessViewSystem(library: library, text: text))
        super.init(className: layout.viewClass)
        core = LayoutHostCore(system: HeadlessViewSystem(library: library, actionTarget: self, text: text))
        apply(frame: frame)
        core.install(layout, on: self, keepingIdentity: false)
    }

    /// The views built from the layout, in its view order; `nil` where a nested host builds
    /// that part itself.
    public var views: [HeadlessView?] { core.views }
    /// Whether a change of bounds picks the closest layout by itself (the original's property).
    public var automaticLayoutChangeEnabled: Bool {
        get { core.automaticLayoutChangeEnabled }
        set { core.automaticLayoutChangeEnabled = newValue }
    }
    /// The layout applied last, as an index into `layout.variants`.
    public var currentVariant: Int { core.currentVariant }
    /// Called when the applied layout changes to another one.
    public var layoutDidChange: ((LayoutChange) -> Void)? {
        get { core.layoutDidChange }
        set { core.layoutDidChange = newValue }
    }
    /// How many views the last update moved: only those whose frame changed.
    public var lastUpdateCount: Int { core.lastUpdateCount }
    /// How many times a layout was built onto this host: once, plus once per reload.
    public var builds: Int { core.builds }

    /// Lays out after a size change: with automatic changes, the closest layout; otherwise the
    /// current one adapted to the new size.
    public override func layoutSubviews() {
        core.layoutSubviews(of: self)
    }

    /// Applies the layout closest to the current bounds, telling `layoutDidChange` if it changed.
    public func changeLayoutIfNecessary() {
        core.changeLayoutIfNecessary(of: self)
    }

    /// Applies layout `variant` (index into `layout.variants`) at the current bounds.
    public func applyLayout(_ variant: Int) {
        core.applyLayout(variant, to: self)
    }

    /// Applies the layout called `name` and keeps it (automatic changes turn off); whether it exists.
    @discardableResult
    public func applyLayout(named name: String) -> Bool {
        core.applyLayout(named: name, to: self)
    }

    /// A new view made from the layout's template `name`, with its subviews; controls send their
    /// actions to this host. `nil` if there is no such template.
    public func makeView(fromTemplate name: String) -> HeadlessView? {
        core.makeView(fromTemplate: name)
    }

    /// The view with `id`, if it has that type.
    public func outlet<View: HeadlessView>(_ id: String, as type: View.Type = View.self) -> View? {
        core.view(withID: id) as? View
    }

    /// Replaces the layout (after a live reload) and rebuilds the views, keeping the handlers,
    /// this host's own frame, tag and mask, and a layout chosen by hand if the new one has it.
    public func reload(_ newLayout: CompiledLayout) {
        layout = newLayout
        core.install(newLayout, on: self, keepingIdentity: true)
    }

    /// Runs the handler for `method` with `sender`; whether one ran.
    func dispatch(_ method: String, for event: String, from sender: HeadlessControl) -> Bool {
        for name in ActionSelector.candidates(for: method) {
            if let handler = actionHandlers[name] {
                handler(sender)
                return true
            }
        }
        problems.append(.actionNotFound(method: method, event: event, viewID: sender.id, layout: layout.viewClass))
        return false
    }
}
