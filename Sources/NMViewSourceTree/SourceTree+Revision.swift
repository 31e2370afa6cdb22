/// What a reader needs to revise a tree it built after an edit, instead of reading the whole
/// file again: which node starts where, whether a node is a key, and copies with one scalar's text
/// or one subtree replaced.
extension SourceTree {
    /// Whether any node was written as an alias; an edit of an anchored value would change them.
    public var containsAliases: Bool { records.contains { $0.kind == .alias } }

    /// Bytes of scalar text stored, including text a revision replaced (it stays, unreferenced).
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

extension SourceTree {
    /// One past the index of the last node in `node`'s subtree: a subtree's nodes are stored
    /// together, in document order, starting with its root.
    public func subtreeEnd(_ node: SourceNode) -> Int32 {
        var index = Int(node.index)
        while true {
            let record = records[index]
            guard record.kind == .sequence || record.kind == .mapping, record.count > 0 else { return Int32(index + 1) }
            index = Int(children[Int(record.start) + record.count - 1])
        }
    }

    /// The line of the node stored at `index`.
    public func line(ofNode index: Int32) -> Int { Int(records[Int(index)].line) }

    /// A copy in which `node`'s subtree is replaced by the whole of `replacement` (a tree whose
    /// root is its first node, without aliases), its lines moved down `lineOffset` lines, and the
    /// nodes after the subtree moved down `followingLineShift` lines (up when negative).
    public func replacingSubtree(
        _ node: SourceNode, with replacement: SourceTree, lineOffset: Int, followingLineShift: Int
    ) -> SourceTree {
        precondition(replacement.rootIndex == 0, "the replacement's root must be its first node")
        let first = Int(node.index)
        let end = Int(subtreeEnd(node))
        let added = replacement.records.count
        let shift = added - (end - first)
        var newRecords: [NodeRecord] = []
        newRecords.reserveCapacity(records.count + shift)
        newRecords.append(contentsOf: records[0..<first])
        let textBase = Int32(truncatingIfNeeded: text.count)
        for var record in replacement.records {
            record.line = UInt32(truncatingIfNeeded: Int(record.line) + lineOffset)
            if record.kind == .scalar { record.start += textBase }
            newRecords.append(record)
        }
        for var record in records[end...] {
            record.line = UInt32(truncatingIfNeeded: Int(record.line) + followingLineShift)
            newRecords.append(record)
        }
        // Every container's children again, in the new numbering.
        var newChildren: [Int32] = []
        newChildren.reserveCapacity(children.count + replacement.children.count)
        for index in newRecords.indices where newRecords[index].kind == .sequence || newRecords[index].kind == .mapping {
            let record = newRecords[index]
            let start = Int(record.start)
            let listStart = Int32(truncatingIfNeeded: newChildren.count)
            if index >= first, index < first + added {
                for child in replacement.children[start..<start + record.count] { newChildren.append(child + Int32(first)) }
            } else {
                for child in children[start..<start + record.count] {
                    newChildren.append(Int(child) >= end ? child + Int32(shift) : child)
                }
            }
            newRecords[index].start = listStart
        }
        var newText = text
        newText.append(contentsOf: replacement.text)
        return SourceTree(file: file, records: newRecords, children: newChildren, text: newText, rootIndex: rootIndex)
    }
}
