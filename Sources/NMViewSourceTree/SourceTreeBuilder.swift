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
        self.limits = limits
        // About one node per 12 bytes of typical layout YAML.
        records.reserveCapacity(expectedSize / 12 + 16)
        children.reserveCapacity(expectedSize / 12 + 16)
        text.reserveCapacity(expectedSize / 2 + 16)
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
                kind: .scalar, style: style, type: type, line: UInt32(truncatingIfNeeded: line),
                column: UInt32(truncatingIfNeeded: column), parent: stack.last?.node ?? -1,
                start: offset, count: Int32(truncatingIfNeeded: bytes.count)))
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
        records[node].count = Int32(truncatingIfNeeded: children.count - start)
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
            NodeRecord(
                kind: .alias, style: .plain, type: .string, line: UInt32(truncatingIfNeeded: line),
                column: UInt32(truncatingIfNeeded: column), parent: stack.last?.node ?? -1,
                start: anchored.node, count: 0))
        if isAtKeyPosition {
            let target = records[Int(anchored.node)]
            if target.kind == .scalar {
                checkKey(index, textStart: Int(target.start), length: Int(target.count))
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
        records.append(
            NodeRecord(
                kind: kind, style: .plain, type: .string, line: UInt32(truncatingIfNeeded: line),
                column: UInt32(truncatingIfNeeded: column), parent: stack.last?.node ?? -1, start: 0, count: 0))
        pending.append(index)
        expandedCount += 1
        stack.append(
            Frame(
                node: index, isMapping: kind == .mapping, pendingStart: pending.count,
                expandedStart: expandedCount - 1, anchor: anchor, keyIndex: nil))
    }

    /// Records a duplicate-key problem if an earlier key of the innermost mapping has the same text.
    private mutating func checkKey(_ key: Int32, textStart: Int, length: Int) {
        guard let frameIndex = stack.indices.last else { return }
        let start = stack[frameIndex].pendingStart
        let keyCount = (pending.count - start) / 2
        let hash = text.withUnsafeBufferPointer { Self.hash($0, textStart, length) }
        if keyCount < Self.linearKeyScanLimit {
            for position in stride(from: start, to: pending.count, by: 2) {
                if let first = sameText(pending[position], textStart: textStart, length: length) {
                    reportDuplicate(key, first: first)
                    return
                }
            }
            if keyCount + 1 == Self.linearKeyScanLimit {
                // The next key would make scanning quadratic: index every key seen so far.
                var index: [UInt64: [Int32]] = [:]
                for position in stride(from: start, to: pending.count, by: 2) {
                    let node = pending[position]
                    if let range = keyText(node) {
                        index[text.withUnsafeBufferPointer { Self.hash($0, range.start, range.length) }, default: []]
                            .append(node)
                    }
                }
                index[hash, default: []].append(key)
                stack[frameIndex].keyIndex = index
            }
            return
        }
        for candidate in stack[frameIndex].keyIndex?[hash] ?? [] {
            if let first = sameText(candidate, textStart: textStart, length: length) {
                reportDuplicate(key, first: first)
                return
            }
        }
        stack[frameIndex].keyIndex?[hash, default: []].append(key)
    }

    /// The text range of a key node (through an alias), `nil` for a non-scalar key.
    private func keyText(_ node: Int32) -> (start: Int, length: Int)? {
        var record = records[Int(node)]
        if record.kind == .alias { record = records[Int(record.start)] }
        guard record.kind == .scalar else { return nil }
        return (Int(record.start), Int(record.count))
    }

    /// `node` if its key text equals the given bytes of the text buffer.
    private func sameText(_ node: Int32, textStart: Int, length: Int) -> Int32? {
        guard let range = keyText(node), range.length == length else { return nil }
        let equal = text.withUnsafeBufferPointer { buffer in
            for offset in 0..<length where buffer[range.start + offset] != buffer[textStart + offset] {
                return false
            }
            return true
        }
        return equal ? node : nil
    }

    private mutating func reportDuplicate(_ key: Int32, first: Int32) {
        let duplicate = records[Int(key)]
        let original = records[Int(first)]
        let keyRecord = duplicate.kind == .alias ? records[Int(duplicate.start)] : duplicate
        let name = String(
            decoding: text[Int(keyRecord.start)..<Int(keyRecord.start) + Int(keyRecord.count)], as: UTF8.self)
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
