import NMViewSourceTree

/// Where a name in a layout is defined: an alternative layout's or an outlet's id → the view it
/// names, a template instance's `template` → the template, a `class` → the layout file of that class.
struct DefinitionFinder {
    /// The layout file of each view class of the workspace.
    let classes: [String: String]

    /// The definition of the name at `position`, or `nil` when it names nothing known.
    func definition(text: String, uri: String, path: String, at position: LSPPosition) -> LSPLocation? {
        guard let cursor = LayoutCursor(text: text, path: path) else { return nil }
        guard let node = cursor.scalar(at: cursor.map.offset(of: position)), let name = node.scalar else { return nil }
        let root = cursor.tree.root
        let here = { (target: SourceNode) -> LSPLocation in
            let span = cursor.span(of: target)
            return LSPLocation(
                uri: uri,
                range: LSPRange(start: cursor.map.lspPosition(offset: span.lowerBound), end: cursor.map.lspPosition(offset: span.upperBound)))
        }
        if node.parent?.index == root["outlets"]?.index {
            return view(named: name, in: root).map(here)
        }
        guard let (key, _) = LayoutCursor.entry(whereValue: node) else { return nil }
        switch key.scalar {
        case "template":
            return root["templates"]?.entries.first { $0.key.scalar == name }.map { here($0.key) }
        case "class":
            guard let file = classes[name] else { return nil }
            let start = LSPPosition(line: 0, character: 0)
            return LSPLocation(uri: DocumentURI.uri(of: file), range: LSPRange(start: start, end: start))
        case "id" where isUnderLayouts(node, root: root):
            return view(named: name, in: root).map(here)
        default:
            return nil
        }
    }

    /// The `id` scalar of the primary layout's view named `name`.
    private func view(named name: String, in root: SourceNode) -> SourceNode? {
        root["root"].flatMap { LayoutCursor.ids(under: $0).first { $0.scalar == name } }
    }

    private func isUnderLayouts(_ node: SourceNode, root: SourceNode) -> Bool {
        guard let layouts = root["layouts"] else { return false }
        var current = node
        while let parent = current.parent {
            if parent.index == layouts.index { return true }
            current = parent
        }
        return false
    }
}
