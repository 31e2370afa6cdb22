/// What a reader needs to apply an edit of one scalar to a tree it built, instead of reading the
/// whole file again: which node starts where, whether a node is a key, and a copy with one
/// scalar's text replaced.
extension SourceTree {
    /// Whether any node was written as an alias; an edit of an anchored value would change them.
    public var containsAliases: Bool { records.contains { $0.kind == .alias } }

    /// Bytes of scalar text stored, those replaced by ``replacingScalar(_:with:type:columnShift:)`` included.
    public var storedTextCount: Int { text.count }

    /// The last node, in document order, that starts at or before `line`:`column`.
    public func lastNode(startingAtOrBefore line: Int, column: Int) -> SourceNode? {
        // Records are stored in the order their nodes start in the file.
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            let record = records[middle]
            if (Int(record.line), Int(record.column)) <= (line, column) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : SourceNode(tree: self, index: Int32(low - 1))
    }

    /// Whether `node` is a key of the mapping holding it.
    public func isMappingKey(_ node: SourceNode) -> Bool {
        guard let parent = node.parent else { return false }
        let record = records[Int(parent.index)]
        guard record.kind == .mapping else { return false }
        let start = Int(record.start)
        guard let position = children[start..<start + record.count].firstIndex(of: node.index) else { return false }
        return (position - start) % 2 == 0
    }

    /// A copy of the tree in which the scalar `node` holds `bytes` typed `type`, and the nodes
    /// after it on its line start `columnShift` columns later (an edit that made it longer or
    /// shorter). Everything else, lines included, stays as it was.
    public func replacingScalar(
        _ node: SourceNode, with bytes: UnsafeBufferPointer<UInt8>, type: ScalarType, columnShift: Int
    ) -> SourceTree {
        var newRecords = records
        let index = Int(node.index)
        var edited = newRecords[index]
        precondition(edited.kind == .scalar, "only a scalar's text can be replaced")
        // The old text stays where it is, unreferenced; the new text goes at the end.
        var newText = text
        edited.start = Int32(truncatingIfNeeded: newText.count)
        newText.append(contentsOf: bytes)
        edited.count = bytes.count
        edited = NodeRecord(
            kind: .scalar, style: edited.style, type: type, line: Int(edited.line), column: Int(edited.column),
            start: edited.start, count: bytes.count)
        newRecords[index] = edited
        if columnShift != 0 {
            var next = index + 1
            while next < newRecords.count, newRecords[next].line == edited.line {
                newRecords[next].column = UInt32(truncatingIfNeeded: Int(newRecords[next].column) + columnShift)
                next += 1
            }
        }
        return SourceTree(file: file, records: newRecords, children: children, text: newText, rootIndex: rootIndex)
    }
}

extension SourceNode {
    /// The 1-based line where the node starts.
    public var line: Int { Int(record.line) }

    /// The 1-based column (Unicode scalars) where the node starts.
    public var column: Int { Int(record.column) }
}
