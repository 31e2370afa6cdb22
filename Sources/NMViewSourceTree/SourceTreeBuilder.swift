/// Builds a ``SourceTree`` from a stream of parse events (scalar, begin and end of containers,
/// alias), checking the invariants every reader shares: unique scalar keys, the nesting, node,
/// scalar and alias-expansion limits, and aliases that name an earlier complete anchor.
///
/// The builder allocates nothing per node: records, children and scalar text go into flat arrays.
/// Children of open containers wait on one shared stack and are copied into place when their
/// container ends.
public struct SourceTreeBuilder {
    private struct Frame {
        var node: Int32
        var isMapping: Bool
        var pendingStart: Int
        var expandedStart: Int
        var anchor: String?
        /// Key hash → key node indexes, built once a mapping has more keys than a linear scan suits.
        var keyIndex: [UInt64: [Int32]]?
    }

    private let file: String
    private let limits: ReaderLimits
    private var records: [NodeRecord] = []
    private var children: [Int32] = []
    private var text: [UInt8] = []
    private var pending: [Int32] = []
    private var stack: [Frame] = []
    private var anchors: [String: (node: Int32, expandedSize: Int)] = [:]
    /// Nodes so far, counting each alias as the size of what it stands for.
    private var expandedCount = 0
    private var aliasExpansion = 0
    /// Problems found so far; the build goes on after each.
    public private(set) var problems: [TreeProblem] = []

    private static let linearKeyScanLimit = 16

    /// A builder for a tree read from `file`; `expectedSize` (bytes of input) sizes the buffers.
    public init(file: String, limits: ReaderLimits = .default, expectedSize: Int = 0) {
        self.file = file
        // A record holds counts below 2^24; no limit may let a scalar or container outgrow that.
        var limits = limits
        limits.maxScalarLength = min(limits.maxScalarLength, NodeRecord.maximumCount)
        limits.maxNodes = min(limits.maxNodes, NodeRecord.maximumCount)
        self.limits = limits
        // Reserve generously: growing an array mid-read copies it, while capacity never touched
        // costs no memory (the pages are not faulted in). Layout YAML has one node per 7–8 bytes;
        // a quarter of the size covers dense flow lists too. Scalar text never exceeds the input.
        records.reserveCapacity(expectedSize / 4 + 16)
        children.reserveCapacity(expectedSize / 4 + 16)
        text.reserveCapacity(expectedSize + 16)
        pending.reserveCapacity(64)
        stack.reserveCapacity(32)
    }

    /// How deep the innermost open container is (0 at document level).
    public var depth: Int { stack.count }

    /// Adds a scalar with its text, style and core-schema type.
    public mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, type: ScalarType,
        line: Int, column: Int, anchor: String? = nil
    ) throws(TreeBuildError) {
        guard bytes.count <= limits.maxScalarLength else {
            throw TreeBuildError(
                reason: .scalarTooLong(length: bytes.count, limit: limits.maxScalarLength), line: line, column: column)
        }
        let index = try newIndex(line: line, column: column)
        let offset = Int32(truncatingIfNeeded: text.count)
        text.append(contentsOf: bytes)
        records.append(
            NodeRecord(
                kind: .scalar, style: style, type: type, line: line, column: column, start: offset, count: bytes.count))
        if isAtKeyPosition { checkKey(index, textStart: Int(offset), length: bytes.count) }
        pending.append(index)
        expandedCount += 1
        if let anchor { anchors[anchor] = (index, 1) }
    }

    /// Opens a sequence; its elements follow until ``end()``.
    public mutating func beginSequence(line: Int, column: Int, anchor: String? = nil) throws(TreeBuildError) {
        try begin(.sequence, line: line, column: column, anchor: anchor)
    }

    /// Opens a mapping; keys and values alternate until ``end()``.
    public mutating func beginMapping(line: Int, column: Int, anchor: String? = nil) throws(TreeBuildError) {
        try begin(.mapping, line: line, column: column, anchor: anchor)
    }

    /// Closes the innermost open sequence or mapping.
    public mutating func end() {
        guard let frame = stack.popLast() else { return }
        let start = children.count
        children.append(contentsOf: pending[frame.pendingStart...])
        pending.removeSubrange(frame.pendingStart...)
        let node = Int(frame.node)
        records[node].start = Int32(truncatingIfNeeded: start)
        records[node].count = children.count - start
        if let anchor = frame.anchor {
            anchors[anchor] = (frame.node, expandedCount - frame.expandedStart)
        }
    }

    /// Adds an alias to the node anchored `name`, charging its expanded size to the alias budget.
    public mutating func alias(_ name: String, line: Int, column: Int) throws(TreeBuildError) {
        guard let anchored = anchors[name] else {
            throw TreeBuildError(reason: .undefinedAlias(name: name), line: line, column: column)
        }
        aliasExpansion += anchored.expandedSize
        guard aliasExpansion <= limits.maxAliasExpansion else {
            throw TreeBuildError(reason: .aliasExpansion(limit: limits.maxAliasExpansion), line: line, column: column)
        }
        let index = try newIndex(line: line, column: column)
        records.append(
            NodeRecord(kind: .alias, style: .plain, type: .string, line: line, column: column, start: anchored.node, count: 0))
        if isAtKeyPosition {
            let target = records[Int(anchored.node)]
            if target.kind == .scalar {
                checkKey(index, textStart: Int(target.start), length: target.count)
            } else {
                problems.append(.nonScalarKey(line: line, column: column))
            }
        }
        pending.append(index)
        expandedCount += anchored.expandedSize
    }

    /// The finished tree, or `nil` when no node was added. Containers still open are closed.
    public mutating func finish() -> SourceTree? {
        while !stack.isEmpty { end() }
        guard let root = pending.first else { return nil }
        return SourceTree(file: file, records: records, children: children, text: text, rootIndex: root)
    }

    // MARK: - Helpers

    private var isAtKeyPosition: Bool {
        guard let frame = stack.last, frame.isMapping else { return false }
        return (pending.count - frame.pendingStart) % 2 == 0
    }

    private mutating func newIndex(line: Int, column: Int) throws(TreeBuildError) -> Int32 {
        guard records.count < limits.maxNodes else {
            throw TreeBuildError(reason: .tooManyNodes(limit: limits.maxNodes), line: line, column: column)
        }
        return Int32(truncatingIfNeeded: records.count)
    }

    private mutating func begin(_ kind: NodeKind, line: Int, column: Int, anchor: String?) throws(TreeBuildError) {
        guard stack.count < limits.maxDepth else {
            throw TreeBuildError(reason: .tooDeep(limit: limits.maxDepth), line: line, column: column)
        }
        let index = try newIndex(line: line, column: column)
        if isAtKeyPosition { problems.append(.nonScalarKey(line: line, column: column)) }
        records.append(NodeRecord(kind: kind, style: .plain, type: .string, line: line, column: column, start: 0, count: 0))
        pending.append(index)
        expandedCount += 1
        stack.append(
            Frame(
                node: index, isMapping: kind == .mapping, pendingStart: pending.count,
                expandedStart: expandedCount - 1, anchor: anchor, keyIndex: nil))
    }

    /// Records a duplicate-key problem if an earlier key of the innermost mapping has the same text.
    ///
    /// Small mappings are scanned; from `linearKeyScanLimit` keys on, a hash index is kept. The
    /// comparisons work on borrowed buffers: calling methods on `self` from here would copy the
    /// builder (and retain every array) per comparison.
    private mutating func checkKey(_ key: Int32, textStart: Int, length: Int) {
        guard let frameIndex = stack.indices.last else { return }
        let start = stack[frameIndex].pendingStart
        let keyCount = (pending.count - start) / 2
        if keyCount < Self.linearKeyScanLimit {
            let first = records.withUnsafeBufferPointer { records in
                text.withUnsafeBufferPointer { text in
                    pending.withUnsafeBufferPointer { pending in
                        Self.firstKey(
                            among: stride(from: start, to: pending.count, by: 2).lazy.map { pending[$0] },
                            equalTo: textStart, length: length, records: records, text: text)
                    }
                }
            }
            if let first {
                reportDuplicate(key, first: first)
            } else if keyCount + 1 == Self.linearKeyScanLimit {
                // The next key would make scanning quadratic: index every key seen so far.
                stack[frameIndex].keyIndex = buildKeyIndex(from: start, adding: key)
            }
            return
        }
        let hash = text.withUnsafeBufferPointer { Self.hash($0, textStart, length) }
        let candidates = stack[frameIndex].keyIndex?[hash] ?? []
        let first = records.withUnsafeBufferPointer { records in
            text.withUnsafeBufferPointer { text in
                Self.firstKey(among: candidates, equalTo: textStart, length: length, records: records, text: text)
            }
        }
        if let first {
            reportDuplicate(key, first: first)
        } else {
            stack[frameIndex].keyIndex?[hash, default: []].append(key)
        }
    }

    /// A hash index of the keys of the innermost mapping, plus `key`.
    private func buildKeyIndex(from start: Int, adding key: Int32) -> [UInt64: [Int32]] {
        var index: [UInt64: [Int32]] = [:]
        records.withUnsafeBufferPointer { records in
            text.withUnsafeBufferPointer { text in
                for node in stride(from: start, to: pending.count, by: 2).map({ pending[$0] }) + [key] {
                    if let range = Self.keyText(node, records) {
                        index[Self.hash(text, range.start, range.length), default: []].append(node)
                    }
                }
            }
        }
        return index
    }

    /// The text range of a key node (through an alias), `nil` for a non-scalar key.
    private static func keyText(_ node: Int32, _ records: UnsafeBufferPointer<NodeRecord>) -> (start: Int, length: Int)? {
        var record = records[Int(node)]
        if record.kind == .alias { record = records[Int(record.start)] }
        guard record.kind == .scalar else { return nil }
        return (Int(record.start), record.count)
    }

    /// The first of `candidates` whose key text equals `length` bytes of the text at `textStart`.
    private static func firstKey(
        among candidates: some Sequence<Int32>, equalTo textStart: Int, length: Int,
        records: UnsafeBufferPointer<NodeRecord>, text: UnsafeBufferPointer<UInt8>
    ) -> Int32? {
        candidateLoop: for node in candidates {
            guard let range = keyText(node, records), range.length == length else { continue }
            for offset in 0..<length where text[range.start + offset] != text[textStart + offset] {
                continue candidateLoop
            }
            return node
        }
        return nil
    }

    private mutating func reportDuplicate(_ key: Int32, first: Int32) {
        let duplicate = records[Int(key)]
        let original = records[Int(first)]
        let keyRecord = duplicate.kind == .alias ? records[Int(duplicate.start)] : duplicate
        let name = String(
            decoding: text[Int(keyRecord.start)..<Int(keyRecord.start) + keyRecord.count], as: UTF8.self)
        problems.append(
            .duplicateKey(
                key: name, line: Int(duplicate.line), column: Int(duplicate.column),
                firstLine: Int(original.line), firstColumn: Int(original.column)))
    }

    /// FNV-1a over a range of the text buffer.
    private static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in start..<start + length {
            hash = (hash ^ UInt64(buffer[offset])) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
