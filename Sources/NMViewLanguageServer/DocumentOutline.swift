import NMViewSourceTree

/// The view tree of a layout as the editor's outline: the root view and its subviews, the
/// templates and the alternative layouts, each view named by its id, else its class.
struct DocumentOutline {
    /// LSP's DocumentSymbol, the fields used here.
    struct Symbol: Codable, Sendable {
        var name: String
        var detail: String?
        var kind: Int
        var range: LSPRange
        var selectionRange: LSPRange
        var children: [Symbol]
    }

    private static let classKind = 5
    private static let objectKind = 19
    private static let namespaceKind = 3

    /// The outline of `text`; empty when it does not read.
    func symbols(text: String, path: String) -> [Symbol] {
        guard let cursor = LayoutCursor(text: text, path: path) else { return [] }
        let document = cursor.tree.root
        var symbols: [Symbol] = []
        if let (key, root) = document.entry(forKey: "root") {
            let name = document["view"]?.scalar ?? (path.split(separator: "/").last.map { String($0.split(separator: ".")[0]) } ?? "root")
            symbols.append(symbol(name, detail: "root", kind: Self.classKind, key: key, node: root, cursor: cursor))
        }
        if let (key, templates) = document.entry(forKey: "templates") {
            let children = templates.entries.compactMap { entry in
                entry.key.scalar.map { symbol($0, detail: entry.value["class"]?.scalar, kind: Self.objectKind, key: entry.key, node: entry.value, cursor: cursor) }
            }
            symbols.append(group("templates", key: key, node: templates, children: children, cursor: cursor))
        }
        if let (key, layouts) = document.entry(forKey: "layouts") {
            let children = layouts.elements.map { layout in
                symbol(layout["name"]?.scalar ?? "layout", detail: nil, kind: Self.namespaceKind, key: layout["name"] ?? layout, node: layout, cursor: cursor)
            }
            symbols.append(group("layouts", key: key, node: layouts, children: children, cursor: cursor))
        }
        return symbols
    }

    private func symbol(_ name: String, detail: String?, kind: Int, key: SourceNode, node: SourceNode, cursor: LayoutCursor) -> Symbol {
        let children = (node["subviews"]?.elements ?? []).map { view in
            let label = view["id"]?.scalar ?? view["template"]?.scalar ?? view["class"]?.scalar ?? "view"
            return symbol(label, detail: view["class"]?.scalar ?? view["template"]?.scalar, kind: Self.objectKind, key: view["id"] ?? view, node: view, cursor: cursor)
        }
        return Symbol(
            name: name, detail: detail, kind: kind, range: range(from: key, through: node, cursor: cursor),
            selectionRange: range(from: key, through: key, cursor: cursor), children: children)
    }

    private func group(_ name: String, key: SourceNode, node: SourceNode, children: [Symbol], cursor: LayoutCursor) -> Symbol {
        Symbol(
            name: name, detail: nil, kind: Self.namespaceKind, range: range(from: key, through: node, cursor: cursor),
            selectionRange: range(from: key, through: key, cursor: cursor), children: children)
    }

    /// From where `first` or `last` starts, whichever is earlier, to the end of the last scalar within `last`.
    private func range(from first: SourceNode, through last: SourceNode, cursor: LayoutCursor) -> LSPRange {
        let start = [first, last].map { node in
            let location = node.location
            return cursor.map.offset(line: location.line ?? 1, column: location.column ?? 1)
        }.min() ?? 0
        var end = start
        var stack = [last]
        while let node = stack.popLast() {
            if node.kind == .scalar {
                end = max(end, cursor.span(of: node).upperBound)
            } else if !node.isAlias {
                stack += node.kind == .mapping ? node.entries.flatMap { [$0.key, $0.value] } : node.elements
            }
        }
        return LSPRange(start: cursor.map.lspPosition(offset: start), end: cursor.map.lspPosition(offset: end))
    }
}
