/// One node of a source tree as stored: 16 bytes, no references, so a tree of a million nodes is
/// three flat arrays and builds without per-node allocations.
///
/// Size matters here: a 100,000-view file has about two million nodes, and every byte of a
/// record is a page the kernel must fault in and zero. Parents are therefore not stored but
/// derived once, on first use (``ParentTable``).
///
/// `@usableFromInline` so that ``RawTree``'s inlinable accessors can read records from other modules.
@usableFromInline
struct NodeRecord: Sendable {
    /// 1-based line and column (Unicode scalars) where the node starts.
    @usableFromInline var line: UInt32
    @usableFromInline var column: UInt32
    /// Scalar: offset of its text in the text buffer. Container: first index in the children array.
    /// Alias: index of the anchored node.
    @usableFromInline var start: Int32
    /// Low 24 bits: the count (scalar: byte length; sequence: elements; mapping: 2 × entries, keys
    /// and values alternating). Then 2 bits of kind, 3 of style, 3 of type.
    @usableFromInline var packed: UInt32

    /// The largest count a record can hold; the builder keeps every limit below it.
    static let maximumCount = (1 << 24) - 1

    init(kind: NodeKind, style: ScalarStyle, type: ScalarType, line: Int, column: Int, start: Int32, count: Int) {
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
        self.start = start
        self.packed = UInt32(truncatingIfNeeded: count) & 0x00FF_FFFF
            | UInt32(kind.rawValue) << 24 | UInt32(style.rawValue) << 26 | UInt32(type.rawValue) << 29
    }

    @inlinable @inline(__always) var count: Int {
        get { Int(packed & 0x00FF_FFFF) }
        set { packed = packed & 0xFF00_0000 | UInt32(truncatingIfNeeded: newValue) & 0x00FF_FFFF }
    }

    @inlinable @inline(__always) var kind: NodeKind { NodeKind(rawValue: UInt8(packed >> 24 & 0x3)) ?? .scalar }
    @inlinable @inline(__always) var style: ScalarStyle { ScalarStyle(rawValue: UInt8(packed >> 26 & 0x7)) ?? .plain }
    @inlinable @inline(__always) var type: ScalarType { ScalarType(rawValue: UInt8(packed >> 29 & 0x7)) ?? .string }
}
