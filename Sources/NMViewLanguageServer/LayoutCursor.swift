import NMViewSourceTree
import NMViewYAML

/// A document's tree read for an editor request, and the node under the cursor.
///
/// The tree keeps only where each node starts; a scalar's end is worked out from its text.
struct LayoutCursor {
    /// The document as read.
    let tree: SourceTree
    /// Positions of the text the tree was read from.
    let map: PositionMap

    /// Reads `text`; `nil` when it does not read as one document (a syntax error while typing).
    init?(text: String, path: String) {
        let result = YAMLReader().read(SourceFile(path: path, bytes: Array(text.utf8)))
        guard let tree = result.tree else { return nil }
        self.tree = tree
        self.map = PositionMap(text: text)
    }

    /// The scalar offsets a scalar node spans: a plain one its text's length, a quoted one to its
    /// closing quote.
    func span(of node: SourceNode) -> Range<Int> {
        let location = node.location
        let start = map.offset(line: location.line ?? 1, column: location.column ?? 1)
        let text = node.scalar ?? ""
        if node.style == .plain, !text.contains(where: \.isNewline) {
            return start..<start + text.unicodeScalars.count
        }
        return start..<max(map.tokenEnd(from: start), start)
    }

    /// The scalar (not an alias) whose text holds `offset`, or ends at it; the latest starting one.
    func scalar(at offset: Int) -> SourceNode? {
        var best: (node: SourceNode, start: Int)?
        for index in 0..<tree.nodeCount {
            let node = tree.node(Int32(index))
            guard !node.isAlias, node.kind == .scalar else { continue }
            let span = span(of: node)
            guard span.lowerBound <= offset, offset <= span.upperBound else { continue }
            if best == nil || span.lowerBound > (best?.start ?? 0) { best = (node, span.lowerBound) }
        }
        return best?.node
    }

    /// The first scalar whose text contains `marker`.
    func scalar(containing marker: String) -> SourceNode? {
        for index in 0..<tree.nodeCount {
            let node = tree.node(Int32(index))
            if !node.isAlias, let text = node.scalar, text.contains(marker) { return node }
        }
        return nil
    }

    /// The mapping `node` is a key of, or `nil` when it is a value or an element.
    static func mapping(whereKey node: SourceNode) -> SourceNode? {
        guard let parent = node.parent, parent.kind == .mapping else { return nil }
        return parent.entries.contains { $0.key.index == node.index } ? parent : nil
    }

    /// The mapping entry whose value is `node`.
    static func entry(whereValue node: SourceNode) -> (key: SourceNode, mapping: SourceNode)? {
        guard let parent = node.parent, parent.kind == .mapping,
            let entry = parent.entries.first(where: { $0.value.index == node.index })
        else { return nil }
        return (entry.key, parent)
    }

    /// The ids of the views under `node`, in document order.
    static func ids(under node: SourceNode) -> [SourceNode] {
        var result: [SourceNode] = []
        if node.kind == .mapping, let id = node["id"], id.scalar != nil { result.append(id) }
        for child in node.kind == .mapping ? node.entries.map(\.value) : node.elements where child.kind != .scalar {
            result += ids(under: child)
        }
        return result
    }
}
