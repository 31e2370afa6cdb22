#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

/// UIKit as the shared host's view system: views made by class, their properties set with
/// UIKit's semantics, their actions bound to the layout's owner, and placed by centre and bounds.
@MainActor
public struct UIKitViewSystem: @MainActor LayoutViewSystem {
    /// Whose layout this is (an NMView, a cell, a view controller): the actions' target, and
    /// where classes are looked for by module.
    unowned let host: UIResponder
    /// The view the layout is built onto (the NMView itself, a cell's content view, a
    /// controller's view), whose appearance colours are resolved for.
    unowned let hostView: UIView
    /// The view class whose layout this is, for messages.
    let hostLayoutName: String
    /// Layer colours to resolve again when the appearance changes between light and dark.
    let layerColors = LayerColors()
    /// What could not be done, reported once each.
    let problems = ProblemReporter()
    /// Views handed out for outlets the layout in use lacks.
    let standIns = StandInViews()

    /// A system building `owner`'s layout onto `view`; actions go to `owner`.
    init(owner: UIResponder, view: UIView, layoutName: String) {
        host = owner
        hostView = view
        hostLayoutName = layoutName
    }

    /// What the host's `traitCollectionDidChange(_:)` calls: layer colours are CGColors, fixed
    /// when set, so they are resolved again when light or dark changed from `previous`. Whether
    /// the host must lay out again: a mirrored layout flips when the layout direction changed
    /// (the user chose another language, or an ancestor overrides the trait).
    func traitCollectionDidChange(_ previous: UITraitCollection?) -> Bool {
        let traits = hostView.traitCollection
        if traits.hasDifferentColorAppearance(comparedTo: previous) { layerColors.resolve(for: traits) }
        return traits.layoutDirection != previous?.layoutDirection
    }

    public func makeView(for node: ViewNode) -> MadeView<UIView> {
        let view = makeInstance(of: node)
        // The engine adapts every frame itself; UIKit autoresizing them too would move them twice.
        view.autoresizingMask = []
        applyProperties(of: node, to: view)
        if view.accessibilityIdentifier == nil { view.accessibilityIdentifier = node.id }
        bindActions(of: node, to: view)
        let buildsItself = (view as? NMView)?.layout != nil
        return MadeView(view, buildsOwnSubviews: buildsItself)
    }

    public func update(_ view: UIView, from old: ViewNode, to new: ViewNode) -> MadeView<UIView>? {
        // A view with a red box stands in for something that failed; it is made again, so the
        // problem is reported again if it still stands.
        guard let changes = new.propertyUpdate(from: old), !view.subviews.contains(where: { $0 is ProblemBox })
        else { return nil }
        for (property, value) in changes { apply(property, value, to: view, of: new) }
        if let control = view as? UIControl {
            control.removeTarget(host, action: nil, for: .allEvents)
            for event in old.actions.keys.compactMap(ControlEvent.init(rawValue:)).map(UIKitValues.controlEvent) {
                control.removeAction(identifiedBy: layoutActionIdentifier(for: event), for: event)
            }
        }
        bindActions(of: new, to: view)
        return MadeView(view, buildsOwnSubviews: (view as? NMView)?.layout != nil)
    }

    public func configureHost(_ host: UIView, with root: ViewNode, keepingIdentity: Bool) {
        problems.removeAll()
        let (tag, mask) = (host.tag, host.autoresizingMask)
        applyProperties(of: root, to: host)
        host.autoresizingMask = mask
        if keepingIdentity { host.tag = tag }
    }

    // A stack view's subviews in a layout are its arranged subviews: the stack view places them
    // (by Auto Layout), so they are arranged, never given frames (see `place`).
    public func addSubview(_ subview: UIView, to parent: UIView) {
        if let stack = parent as? UIStackView {
            stack.addArrangedSubview(subview)
        } else {
            parent.addSubview(subview)
        }
    }

    public func insertSubview(_ subview: UIView, at index: Int, in parent: UIView) {
        if let stack = parent as? UIStackView {
            stack.insertArrangedSubview(subview, at: index)
        } else {
            parent.insertSubview(subview, at: index)
        }
    }

    /// A stack view's are its arranged subviews, the order `insertSubview` keeps; its `subviews`
    /// keep the order they were first added in, so comparing against them would move views on
    /// every reload.
    public func subviews(of parent: UIView) -> [UIView] {
        (parent as? UIStackView)?.arrangedSubviews ?? parent.subviews
    }

    public func removeFromSuperview(_ view: UIView) { view.removeFromSuperview() }

    public func place(_ view: UIView, at frame: Rect) {
        // The stack view places its arranged subviews; a frame set here would be overridden on
        // its next layout pass, and fight it until then.
        if view.superview is UIStackView { return }
        // Centre and bounds, not frame, so a view with a transform keeps it.
        view.center = CGPoint(x: frame.center.x, y: frame.center.y)
        view.bounds.size = CGSize(width: frame.width, height: frame.height)
    }

    public func boundsSize(of view: UIView) -> Size {
        Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
    }

    public func safeAreaInsets(of view: UIView) -> EdgeInsets {
        let insets = view.safeAreaInsets
        return EdgeInsets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }

    public func layoutDirection(of view: UIView) -> LayoutDirection {
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    public func keepContentLeftToRight(_ view: UIView, _ keeps: Bool) {
        let attribute: UISemanticContentAttribute = keeps ? .forceLeftToRight : .unspecified
        if view.semanticContentAttribute != attribute { view.semanticContentAttribute = attribute }
    }

    public func isHidden(_ view: UIView) -> Bool { view.isHidden }

    public func setContentSize(_ size: Size, of view: UIView) {
        (view as? UIScrollView)?.contentSize = CGSize(width: size.width, height: size.height)
    }

    /// A view of the node's class: UIKit's own classes directly, with the initialiser that fixes
    /// what cannot change later (a button's type); other classes looked up by name, with a problem
    /// reported when one is not the UIKit class its layout treats it as (its base); a view of that
    /// base with a problem reported when there is none.
    private func makeInstance(of node: ViewNode) -> UIView {
        let frame = node.frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero
        if let made = UIKitClasses.make(node, frame: frame) { return made }
        if let make = ViewClassResolver.factory(for: node.resolvedClass, host: host) {
            let view = make(frame)
            let found = UIKitClasses.kitClass(of: view)
            if let problem = HostProblem.base(
                of: node.resolvedClass, declared: node.kitClass, found: found, viewID: node.id, layout: hostLayoutName)
            {
                problems.report(problem, on: view)
            }
            return view
        }
        let view = UIKitClasses.make(node, as: node.kitClass, frame: frame) ?? UIView(frame: frame)
        problems.report(
            .classNotFound(className: node.resolvedClass, viewID: node.id, layout: hostLayoutName), on: view)
        return view
    }

    /// Binds each action to the host's method: through the code generated for the host's class
    /// when it has some (a `UIAction` calling the method, checked by the compiler), else by
    /// selector, `name:` or `name` as the host implements it.
    func bindActions(of node: ViewNode, to view: UIView) {
        guard !node.actions.isEmpty else { return }
        guard let control = view as? UIControl else {
            problems.report(
                .actionsOnNonControl(className: node.resolvedClass, viewID: node.id, layout: hostLayoutName), on: view)
            return
        }
        let generated = host as? any NMViewGeneratedActions
        for (event, method) in node.actions.sorted(by: { $0.key < $1.key }) {
            guard let controlEvent = ControlEvent(rawValue: event) else { continue }  // the schema allows no other
            let uikitEvent = UIKitValues.controlEvent(controlEvent)
            if let generated, generated.bindLayoutAction(method, for: uikitEvent, on: control) { continue }
            let selector = ActionSelector.candidates(for: method).lazy.map(NSSelectorFromString)
                .first { host.responds(to: $0) }
            guard let selector else {
                problems.report(
                    .actionNotFound(method: method, event: event, viewID: node.id, layout: hostLayoutName), on: view)
                continue
            }
            control.addTarget(host, action: selector, for: uikitEvent)
        }
    }
}
#endif
