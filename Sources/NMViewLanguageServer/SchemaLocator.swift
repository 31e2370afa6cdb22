import NMViewSourceTree

/// Which part of the schema a mapping of a layout is checked against, from where it sits: the
/// document, the root view, a view by its class or template, an alternative layout or its nodes,
/// or a property's own object (a size, a font).
struct SchemaLocator {
    let catalog: SchemaCatalog

    private enum Place {
        case schema(LSPAny)
        case templates
        case views
        case layouts
        case layoutNodes
    }

    /// The schema of `mapping`, or `nil` where the schema says nothing about it.
    func schema(of mapping: SourceNode) -> LSPAny? {
        var steps: [(key: String?, node: SourceNode)] = []
        var node = mapping
        while let parent = node.parent {
            let key = parent.kind == .mapping ? parent.entries.first { $0.value.index == node.index }?.key.scalar : nil
            steps.append((key, node))
            node = parent
        }
        var place = Place.schema(catalog.root)
        var isDocument = true
        for (key, node) in steps.reversed() {
            switch place {
            case .schema(let schema):
                guard let key else { return nil }
                if isDocument, key == "templates" {
                    place = .templates
                } else if isDocument, key == "layouts" {
                    place = .layouts
                } else if key == "subviews" {
                    place = isLayout(schema) ? .layoutNodes : .views
                } else if isDocument, key == "root", let rootView = catalog.definition("RootView") {
                    place = .schema(rootView)
                } else if let property = catalog.property(key, of: schema) {
                    place = .schema(property)
                } else {
                    return nil
                }
            case .templates, .views:
                guard let view = viewSchema(node) else { return nil }
                place = .schema(view)
            case .layouts:
                guard let layout = catalog.definition("AlternativeLayout") else { return nil }
                place = .schema(layout)
            case .layoutNodes:
                guard let layoutNode = catalog.definition("LayoutNode") else { return nil }
                place = .schema(layoutNode)
            }
            isDocument = false
        }
        if case .schema(let schema) = place { return schema }
        return nil
    }

    /// Whether `schema` is an alternative layout or one of its nodes, whose subviews are layout nodes.
    private func isLayout(_ schema: LSPAny) -> Bool {
        schema == catalog.definition("AlternativeLayout") || schema == catalog.definition("LayoutNode")
    }

    private func viewSchema(_ node: SourceNode) -> LSPAny? {
        catalog.viewDefinition(
            viewClass: node["class"]?.scalar, base: node["base"]?.scalar, isTemplateInstance: node["template"] != nil)
    }
}
