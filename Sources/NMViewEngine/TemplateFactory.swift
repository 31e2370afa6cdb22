import NMViewModel

/// Makes views from a layout's templates in memory: each template is flattened once, and every
/// copy is built from that, with no file read or parse per copy (the original's view templates).
public struct TemplateFactory: Sendable {
    private let blueprints: [String: CompiledLayout]

    /// A factory for the templates of a resolved document.
    public init(_ document: LayoutDocument) {
        var blueprints: [String: CompiledLayout] = [:]
        for (name, template) in document.templates {
            let wrapper = ViewNode(subviews: [template])
            let size = template.frame?.size ?? Size(width: 0, height: 0)
            blueprints[name] = CompiledLayout(LayoutDocument(viewClass: name, size: size, root: wrapper))
        }
        self.blueprints = blueprints
    }

    /// The template names.
    public var names: [String] { blueprints.keys.sorted() }

    /// A new copy of template `name` with its subviews, or `nil` if there is no such template.
    public func instantiate(_ name: String) -> HeadlessView? {
        guard let blueprint = blueprints[name], !blueprint.nodes.isEmpty else { return nil }
        let frames = blueprint.variants[0].frames
        var views: [HeadlessView] = []
        views.reserveCapacity(blueprint.nodes.count)
        for (index, node) in blueprint.nodes.enumerated() {
            let view = ViewFactory.make(node)
            view.apply(frame: frames[index])
            let parent = Int(blueprint.parents[index])
            if parent >= 0 { views[parent].addSubview(view) }
            views.append(view)
        }
        return views.first
    }
}
