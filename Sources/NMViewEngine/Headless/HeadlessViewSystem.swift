import NMViewModel

/// The headless view tree as a ``LayoutViewSystem``: views made by ``ViewFactory``, placed by
/// centre and bounds as UIKit places them, controls sending their actions to the host.
///
/// A view whose class has a layout in `library` becomes a nested ``LayoutHost`` that builds its
/// own subviews and switches its own layouts, as a nested NMView does in an app.
public struct HeadlessViewSystem: LayoutViewSystem {
    /// Where the layouts of nested view classes are found; none when `nil`.
    public var library: (any LayoutLibrary)?
    /// The host whose handlers the controls' actions go to.
    weak var actionTarget: LayoutHost?
    /// What localized text shows: by default its source text; a tool passes a lookup in a
    /// String Catalog, as the device looks it up in its bundle.
    public var text: TextLookup

    /// A system finding nested layouts in `library`, showing localized text as `text` gives it.
    public init(library: (any LayoutLibrary)? = nil, text: @escaping TextLookup = LocalizedText.sourceLookup) {
        self.library = library
        self.text = text
    }

    /// A system whose controls send their actions to `actionTarget`.
    init(library: (any LayoutLibrary)?, actionTarget: LayoutHost, text: @escaping TextLookup) {
        self.library = library
        self.actionTarget = actionTarget
        self.text = text
    }

    public func makeView(for node: ViewNode) -> MadeView<HeadlessView> {
        if let library, node.composedSubviews > 0, let nested = try? library.layout(for: node.resolvedClass) {
            let host = LayoutHost(
                layout: nested, frame: node.frame ?? Rect(x: 0, y: 0, width: 0, height: 0), library: library, text: text)
            host.id = node.id
            ViewFactory.configure(host, with: node, text: text)
            return MadeView(host, buildsOwnSubviews: true)
        }
        let view = ViewFactory.make(node, text: text)
        if let control = view as? HeadlessControl {
            control.dispatcher = { [weak actionTarget] method, event, sender in
                actionTarget?.dispatch(method, for: event, from: sender) ?? false
            }
        }
        return MadeView(view)
    }

    public func update(_ view: HeadlessView, from old: ViewNode, to new: ViewNode) -> MadeView<HeadlessView>? {
        guard let changes = new.propertyUpdate(from: old), (view as? HeadlessControl != nil) == (ViewFactory.isControl(new))
        else { return nil }
        view.autoresizingMask = new.autoresizing ?? []
        view.properties = new.properties
        for (property, value) in changes { view.apply(property, value, text: text) }
        (view as? HeadlessControl)?.actions = new.actions
        return MadeView(view, buildsOwnSubviews: view is LayoutHost)
    }

    public func configureHost(_ host: HeadlessView, with root: ViewNode, keepingIdentity: Bool) {
        let tag = host.tag
        let mask = host.autoresizingMask
        ViewFactory.configure(host, with: root, text: text)
        host.autoresizingMask = mask
        if keepingIdentity { host.tag = tag }
    }

    public func addSubview(_ subview: HeadlessView, to parent: HeadlessView) { parent.addSubview(subview) }

    public func insertSubview(_ subview: HeadlessView, at index: Int, in parent: HeadlessView) {
        parent.insertSubview(subview, at: index)
    }

    public func subviews(of parent: HeadlessView) -> [HeadlessView] { parent.subviews }

    public func removeFromSuperview(_ view: HeadlessView) { view.removeFromSuperview() }

    @inline(__always)
    public func place(_ view: HeadlessView, at frame: Rect) { view.apply(frame: frame) }

    public func boundsSize(of view: HeadlessView) -> Size { view.bounds.size }

    public func safeAreaInsets(of view: HeadlessView) -> EdgeInsets { view.safeAreaInsets }

    public func layoutDirection(of view: HeadlessView) -> LayoutDirection { view.effectiveLayoutDirection }

    public func keepContentLeftToRight(_ view: HeadlessView, _ keeps: Bool) { view.forcesLeftToRight = keeps }

    public func isHidden(_ view: HeadlessView) -> Bool { view.isHidden }

    public func setContentSize(_ size: Size, of view: HeadlessView) {
        if KitClass.isKind(view.kitClass, of: "UIScrollView") { view.contentSize = size }
    }
}
