import NMViewDiagnostics

/// A node of a ``SourceTree``: a cheap handle (the tree and an index) with typed access and its
/// source position.
///
/// Aliases are resolved on access: `kind`, `scalar`, `elements` and `entries` of an alias node
/// answer for the anchored node, while `location` and `pointer` stay the alias's own.
public struct SourceNode: Sendable {
    /// The tree this node belongs to.
    public let tree: SourceTree
    /// The node's index in the tree.
    public let index: Int32

    init(tree: SourceTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    var record: NodeRecord { tree.records[Int(index)] }

    /// The node an alias stands for; any other node itself.
    public var resolved: SourceNode {
        let own = record
        return own.kind == .alias ? SourceNode(tree: tree, index: own.start) : self
    }

    /// Whether the node was written as an alias (`*name`).
    public var isAlias: Bool { record.kind == .alias }

    /// Scalar, sequence or mapping (of the anchored node, for an alias).
    public var kind: NodeKind { resolved.record.kind }

    /// Where the node starts in its file.
    public var location: SourceLocation {
        let own = record
        return SourceLocation(file: tree.file, line: Int(own.line), column: Int(own.column))
    }

    /// The node containing this one, `nil` for the root.
    public var parent: SourceNode? {
        let parentIndex = tree.parents.parent(of: index, in: tree)
        return parentIndex < 0 ? nil : SourceNode(tree: tree, index: parentIndex)
    }

    /// A scalar's text exactly as the reader gave it (after quoting and escapes), or `nil`.
    public var scalar: String? {
        let target = resolved.record
        guard target.kind == .scalar else { return nil }
        let start = Int(target.start)
        return String(decoding: tree.text[start..<start + target.count], as: UTF8.self)
    }

    /// How a scalar was written.
    public var style: ScalarStyle { resolved.record.style }

    /// The core-schema type of a scalar (`string` for containers).
    public var scalarType: ScalarType { resolved.record.type }

    /// A sequence's elements; empty for other nodes.
    public var elements: [SourceNode] {
        let target = resolved.record
        guard target.kind == .sequence else { return [] }
        return childNodes(of: target)
    }

    /// A mapping's entries in source order; empty for other nodes.
    public var entries: [(key: SourceNode, value: SourceNode)] {
        let target = resolved.record
        guard target.kind == .mapping else { return [] }
        let nodes = childNodes(of: target)
        return stride(from: 0, to: nodes.count, by: 2).map { (nodes[$0], nodes[$0 + 1]) }
    }

    /// Number of elements, or of entries for a mapping; 0 for a scalar.
    public var count: Int {
        let target = resolved.record
        switch target.kind {
        case .sequence: return target.count
        case .mapping: return target.count / 2
        case .scalar, .alias: return 0
        }
    }

    /// The value stored under `key` in a mapping.
    public subscript(key: String) -> SourceNode? {
        var copy = key
        return copy.withUTF8 { value(forKey: $0) }
    }

    private func childNodes(of target: NodeRecord) -> [SourceNode] {
        let start = Int(target.start)
        return tree.children[start..<start + target.count].map { SourceNode(tree: tree, index: $0) }
    }
}
