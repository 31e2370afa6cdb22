import NMViewModel

/// Makes headless views from layout nodes: the class (or its base) decides the kind of view, the properties
/// every view has are set on it, and the rest are kept by name.
enum ViewFactory {
    /// One view for `node`, without subviews.
    static func make(_ node: ViewNode, text: TextLookup = LocalizedText.sourceLookup) -> HeadlessView {
        let className = node.resolvedClass
        let kitClass = node.kitClass
        let view: HeadlessView
        if kitClass == "UILabel" {
            view = HeadlessLabel(className: className, kitClass: kitClass)
        } else if isControl(node) {
            let control = HeadlessControl(className: className, kitClass: kitClass)
            control.actions = node.actions
            view = control
        } else {
            view = HeadlessView(className: className, kitClass: kitClass)
        }
        view.id = node.id
        configure(view, with: node, text: text)
        return view
    }

    /// Whether `node` is made as a control: a control class (or a class based on one), or any
    /// view with actions.
    static func isControl(_ node: ViewNode) -> Bool {
        node.kitClass != "UILabel" && (ViewNode.controlClasses.contains(node.kitClass) || !node.actions.isEmpty)
    }

    /// Sets what every view has from the node's properties (also used for the host's own root).
    /// Localized text is shown as `text` looks it up.
    static func configure(_ view: HeadlessView, with node: ViewNode, text: TextLookup = LocalizedText.sourceLookup) {
        view.autoresizingMask = node.autoresizing ?? []
        view.properties = node.properties
        for (property, value) in node.appliedProperties { view.apply(property, value, text: text) }
    }
}
