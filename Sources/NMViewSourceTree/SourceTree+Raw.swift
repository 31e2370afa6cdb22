/// A borrowed view of a tree's storage, for hot loops such as schema validation: nodes are plain
/// `Int32` indices and every accessor is a load from a buffer, with no reference counting and no
/// allocation. ``SourceNode`` retains the tree on every call, which is what a walk over a million
/// nodes cannot afford.
///
/// The view is valid only inside ``SourceTree/withRaw(_:)``. Accessors answer exactly as the
/// ``SourceNode`` accessors of the same name do: aliases are resolved one step, as
/// ``SourceNode/resolved`` does, and `node(_:)` gives the handle for anything slower.
public struct RawTree {
    @usableFromInline let records: UnsafeBufferPointer<NodeRecord>
    @usableFromInline let children: UnsafeBufferPointer<Int32>
    @usableFromInline let text: UnsafeBufferPointer<UInt8>
    // The tree outlives the view (`withRaw` holds it), so the view need not retain it.
    @usableFromInline unowned(unsafe) let tree: SourceTree
    /// The document's top-level node.
    public let root: Int32

    @usableFromInline
    init(
        records: UnsafeBufferPointer<NodeRecord>, children: UnsafeBufferPointer<Int32>,
        text: UnsafeBufferPointer<UInt8>, tree: SourceTree, root: Int32
    ) {
        self.records = records
        self.children = children
        self.text = text
        self.tree = tree
        self.root = root
    }

    /// The node an alias stands for; any other node itself (``SourceNode/resolved``).
    @inlinable @inline(__always) public func resolved(_ node: Int32) -> Int32 {
        let own = records[Int(node)]
        return own.kind == .alias ? own.start : node
    }

    /// Whether the node was written as an alias.
    @inlinable @inline(__always) public func isAlias(_ node: Int32) -> Bool {
        records[Int(node)].kind == .alias
    }

    /// Scalar, sequence or mapping, of the anchored node for an alias (``SourceNode/kind``).
    @inlinable @inline(__always) public func kind(_ node: Int32) -> NodeKind {
        records[Int(resolved(node))].kind
    }

    /// The core-schema type of a scalar, `string` for containers (``SourceNode/scalarType``).
    @inlinable @inline(__always) public func scalarType(_ node: Int32) -> ScalarType {
        records[Int(resolved(node))].type
    }

    /// Number of elements, or of entries for a mapping; 0 for a scalar (``SourceNode/count``).
    @inlinable @inline(__always) public func count(_ node: Int32) -> Int {
        let target = records[Int(resolved(node))]
        switch target.kind {
        case .sequence: return target.count
        case .mapping: return target.count / 2
        case .scalar, .alias: return 0
        }
    }

    /// The child indices of a sequence (its elements) or a mapping (keys and values alternating,
    /// keys at even offsets), in source order; empty for other nodes.
    @inlinable @inline(__always) public func children(_ node: Int32) -> UnsafeBufferPointer<Int32> {
        let target = records[Int(resolved(node))]
        guard target.kind == .sequence || target.kind == .mapping else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(rebasing: children[Int(target.start)..<Int(target.start) + target.count])
    }

    /// A scalar's UTF-8 text (of the anchored node, for an alias); empty for containers, as
    /// ``SourceNode/withScalarBytes(_:)`` gives it.
    @inlinable @inline(__always) public func scalarBytes(_ node: Int32) -> UnsafeBufferPointer<UInt8> {
        let target = records[Int(resolved(node))]
        guard target.kind == .scalar else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: text[Int(target.start)..<Int(target.start) + target.count])
    }

    /// Whether the node is a scalar whose text is exactly `utf8` (``SourceNode/scalarEquals(_:)``).
    @inlinable @inline(__always) public func scalarEquals(_ node: Int32, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let target = records[Int(resolved(node))]
        guard target.kind == .scalar, target.count == utf8.count else { return false }
        let start = Int(target.start)
        for offset in 0..<utf8.count where text[start + offset] != utf8[offset] { return false }
        return true
    }

    /// The value under the first key whose text is `utf8`, or -1 (``SourceNode/value(forKey:)``).
    @inlinable @inline(__always) public func value(_ node: Int32, forKey utf8: UnsafeBufferPointer<UInt8>) -> Int32 {
        let target = records[Int(resolved(node))]
        guard target.kind == .mapping else { return -1 }
        let start = Int(target.start)
        for offset in stride(from: 0, to: target.count, by: 2) where scalarEquals(children[start + offset], utf8) {
            return children[start + offset + 1]
        }
        return -1
    }

    /// The handle for a node, for whatever the raw view does not answer (messages, pointers).
    public func node(_ index: Int32) -> SourceNode {
        SourceNode(tree: tree, index: index)
    }
}

extension SourceTree {
    /// Calls `body` with a raw view of the tree's storage, valid until `body` returns.
    public func withRaw<Result>(_ body: (RawTree) throws -> Result) rethrows -> Result {
        try records.withUnsafeBufferPointer { records in
            try children.withUnsafeBufferPointer { children in
                try text.withUnsafeBufferPointer { text in
                    try body(RawTree(records: records, children: children, text: text, tree: self, root: rootIndex))
                }
            }
        }
    }
}

extension RawTree {
    /// The value under `key`, or -1 (``SourceNode/value(forKey:)``).
    public func value(_ node: Int32, forKey key: StaticString) -> Int32 {
        key.withUTF8Buffer { value(node, forKey: $0) }
    }

    /// The element at `index` of a sequence, `nil` when there is none (``SourceNode/element(at:)``).
    public func element(_ node: Int32, at index: Int) -> Int32? {
        let elements = children(node)
        guard kind(node) == .sequence, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
