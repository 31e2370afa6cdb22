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

    /// A new headless copy of template `name` with its subviews, or `nil` if there is no such template.
    public func instantiate(_ name: String) -> HeadlessView? {
        instantiate(name, with: HeadlessViewSystem())
    }

    /// A new copy of template `name` with its subviews, made in `system` and placed at the
    /// template's design frames; `nil` if there is no such template.
    public func instantiate<System: LayoutViewSystem>(_ name: String, with system: System) -> System.View? {
        guard let blueprint = blueprints[name], !blueprint.nodes.isEmpty else { return nil }
        let frames = blueprint.variants[0].frames
        let views = ViewTreeBuilder.build(blueprint, with: system, onto: nil)
        for (view, frame) in zip(views, frames) {
            if let view { system.place(view, at: frame) }
        }
        return views.first ?? nil
    }
}
