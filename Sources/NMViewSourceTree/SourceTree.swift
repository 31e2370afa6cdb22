/// A parsed document in which every node knows where it came from.
///
/// Built by a reader (YAML or JSON) through ``SourceTreeBuilder``; immutable afterwards and safe to
/// share between threads. Nodes are reached through ``SourceNode`` values.
public final class SourceTree: Sendable {
    /// The file the tree was read from, as the user named it.
    public let file: String
    let records: [NodeRecord]
    let children: [Int32]
    let text: [UInt8]
    let rootIndex: Int32
    let parents = ParentTable()

    init(file: String, records: [NodeRecord], children: [Int32], text: [UInt8], rootIndex: Int32) {
        self.file = file
        self.records = records
        self.children = children
        self.text = text
        self.rootIndex = rootIndex
    }

    /// The document's top-level node.
    public var root: SourceNode { SourceNode(tree: self, index: rootIndex) }

    /// How many nodes the tree stores (aliases count once, not expanded).
    public var nodeCount: Int { records.count }
}

extension SourceTree {
    /// The node stored at `index` (a ``SourceNode/index`` of this tree).
    public func node(_ index: Int32) -> SourceNode {
        precondition(index >= 0 && Int(index) < records.count, "no node \(index) in this tree")
        return SourceNode(tree: self, index: index)
    }
}
