/// One node of a source tree as stored: 24 bytes, no references, so a tree of a million nodes is
/// three flat arrays and builds without per-node allocations.
struct NodeRecord: Sendable {
    var kind: NodeKind
    var style: ScalarStyle
    var type: ScalarType
    /// 1-based line and column (Unicode scalars) where the node starts.
    var line: UInt32
    var column: UInt32
    /// Index of the containing node, -1 for the root.
    var parent: Int32
    /// Scalar: offset of its text in the text buffer. Container: first index in the children array.
    /// Alias: index of the anchored node.
    var start: Int32
    /// Scalar: byte length of its text. Sequence: element count. Mapping: 2 × entry count (keys and
    /// values alternate).
    var count: Int32
}
