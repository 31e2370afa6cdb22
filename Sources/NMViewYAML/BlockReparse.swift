import NMViewSourceTree

/// An edit inside one block mapping or sequence, applied to the tree read before it by reading
/// only that node's lines again: adding a property line to a view, deleting one, or writing a
/// new view into a list costs a parse of that view, not of the file.
///
/// The node's lines are read as a document of their own, with the text before the node on its
/// first line (indentation, `- `) turned into spaces, so every column stays where it was. The
/// result is taken only when it is certain to be what a fresh read gives: the lines read alone
/// without any finding, into a node of the same kind starting at the same place; no line of
/// them less indented than the node (which would end it in the file); no document marker or
/// directive; no alias anywhere. Otherwise the next enclosing node is tried, and then the reader
/// reads the file.
enum BlockReparse {
    /// The enclosing nodes tried, innermost first, before giving up.
    static let attempts = 3

    /// The tree of `new`, given the tree `tree` read from `old` without any finding, or `nil`.
    static func apply(old: [UInt8], new: [UInt8], tree: SourceTree, path: String, limits: ReaderLimits) -> SourceTree? {
        guard old != new, !tree.containsAliases, tree.storedTextCount <= 2 * new.count + 4096 else { return nil }
        return old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in
                apply(oldBytes, newBytes, tree: tree, path: path, limits: limits)
            }
        }
    }

    private static func apply(
        _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, tree: SourceTree, path: String,
        limits: ReaderLimits
    ) -> SourceTree? {
        if old.starts(with: [0xEF, 0xBB, 0xBF]) || new.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        guard new.count <= limits.maxFileSize else { return nil }
        let (prefix, oldEnd) = SourceOffsets.changedRange(old, new)
        let delta = new.count - old.count
        // Searched from the byte before the change: text inserted at the start of a line belongs
        // to what comes before it as much as to the node that starts there.
        guard let start = SourceOffsets.position(of: max(prefix - 1, 0), in: old) else { return nil }
        var candidate = tree.lastNode(startingAtOrBefore: start.line, column: start.column)
        var tried = 0
        while let node = candidate, node.parent != nil, tried < attempts {
            candidate = node.parent
            guard node.kind == .mapping || node.kind == .sequence, !node.isAlias else { continue }
            tried += 1
            if let revised = reparse(node, old, new, prefix: prefix, oldEnd: oldEnd, delta: delta, tree: tree, path: path, limits: limits) {
                return revised
            }
        }
        return nil
    }

    /// `node`'s lines of `new` read again and put in its place, or `nil`.
    private static func reparse(
        _ node: SourceNode, _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>,
        prefix: Int, oldEnd: Int, delta: Int, tree: SourceTree, path: String, limits: ReaderLimits
    ) -> SourceTree? {
        guard let spanStart = SourceOffsets.lineStart(ofLine: node.line, in: old) else { return nil }
        let nodeStart = spanStart + SourceOffsets.byteOffset(ofColumn: node.column, from: spanStart, in: old)
        // Only indentation and `- ` before the node on its line; a flow collection is not taken.
        guard nodeStart < old.count, old[nodeStart] != UInt8(ascii: "["), old[nodeStart] != UInt8(ascii: "{"),
            old[spanStart..<nodeStart].allSatisfy({ $0 == 0x20 || $0 == UInt8(ascii: "-") })
        else { return nil }
        // The node's lines end where the line of the next node after it starts.
        let end = tree.subtreeEnd(node)
        let spanEnd: Int
        if Int(end) < tree.nodeCount {
            let nextLine = tree.line(ofNode: end)
            guard nextLine > tree.line(ofNode: end - 1), let next = SourceOffsets.lineStart(ofLine: nextLine, in: old) else { return nil }
            spanEnd = next
        } else {
            spanEnd = old.count
        }
        // After the line where the node's last part starts, only blank and comment lines: an
        // indicator there (`-` before an entry on the next line, a block scalar's text) belongs
        // to something the node's lines alone do not show.
        guard let lastLineStart = SourceOffsets.lineStart(ofLine: tree.line(ofNode: end - 1), in: old) else { return nil }
        let afterLast = old[lastLineStart..<spanEnd].firstIndex(of: 0x0A).map { $0 + 1 } ?? spanEnd
        guard onlyBlankOrComments(UnsafeBufferPointer(rebasing: old[afterLast..<spanEnd])) else { return nil }
        // The edit lies within those lines, after the text before the node; and in a large file
        // they are at most half of it, or reading them first could cost more than it saves.
        guard prefix >= nodeStart, oldEnd <= spanEnd, spanEnd - spanStart <= max(old.count / 2, 16 << 10) else { return nil }
        let newSpan = UnsafeBufferPointer(rebasing: new[spanStart..<(spanEnd + delta)])
        let oldSpan = UnsafeBufferPointer(rebasing: old[spanStart..<spanEnd])
        // The lines end where a line ends in the new text too: text inserted before the next
        // node's line (indentation, say) would change how that line reads.
        guard spanEnd == old.count || newSpan.last == 0x0A else { return nil }
        guard !SourceOffsets.hasOtherLineBreaks(newSpan),
            linesStayInside(newSpan, column: node.column, isSequence: node.kind == .sequence)
        else { return nil }

        var text = Array(newSpan)
        for index in 0..<(nodeStart - spanStart) { text[index] = 0x20 }
        var depth = 0
        var ancestor = node.parent
        while let next = ancestor {
            depth += 1
            ancestor = next.parent
        }
        var nodeLimits = limits
        nodeLimits.maxDepth = limits.maxDepth - depth
        nodeLimits.maxNodes = limits.maxNodes - (tree.nodeCount - Int(end - node.index))
        guard nodeLimits.maxDepth > 0, nodeLimits.maxNodes > 0 else { return nil }
        var session = ParseSession(file: SourceFile(path: path, bytes: text), limits: nodeLimits)
        let result = text.withUnsafeBufferPointer { session.run($0) }
        guard result.diagnostics.isEmpty, let part = result.tree, !part.containsAliases,
            part.root.index == 0, part.root.kind == node.kind, part.root.line == 1, part.root.column == node.column
        else { return nil }
        let shift = newSpan.count(where: { $0 == 0x0A }) - oldSpan.count(where: { $0 == 0x0A })
        return tree.replacingSubtree(node, with: part, lineOffset: node.line - 1, followingLineShift: shift)
    }

    /// Whether `lines` hold nothing but spaces, line breaks and comments.
    private static func onlyBlankOrComments(_ lines: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < lines.count {
            let lineEnd = lines[index...].firstIndex(of: 0x0A) ?? lines.count
            let content = lines[index..<lineEnd].drop { $0 == 0x20 }
            if let first = content.first, first != UInt8(ascii: "#") { return false }
            index = lineEnd + 1
        }
        return true
    }

    /// Whether every line after the first that holds more than a comment is indented at least as
    /// far as the node (a line less indented would end it in the file), with spaces, and none is
    /// a document marker or a directive. In a sequence, a line as indented as its `-` must be
    /// another entry: anything else there ends it (a sequence may sit at its key's indentation).
    private static func linesStayInside(_ span: UnsafeBufferPointer<UInt8>, column: Int, isSequence: Bool) -> Bool {
        var index = 0
        var first = true
        while index < span.count {
            let lineEnd = span[index...].firstIndex(of: 0x0A) ?? span.count
            let line = UnsafeBufferPointer(rebasing: span[index..<lineEnd])
            if !first {
                if line.starts(with: Array("---".utf8)) || line.starts(with: Array("...".utf8)) || line.first == UInt8(ascii: "%") {
                    return false
                }
                let indentation = line.prefix { $0 == 0x20 }.count
                let rest = line.dropFirst(indentation)
                if let firstByte = rest.first {
                    if firstByte == 0x09 { return false }
                    if firstByte != UInt8(ascii: "#") {
                        if indentation < column - 1 { return false }
                        if isSequence, indentation == column - 1,
                            !(firstByte == UInt8(ascii: "-") && (rest.count == 1 || rest.dropFirst().first == 0x20))
                        {
                            return false
                        }
                    }
                }
            }
            first = false
            index = lineEnd + 1
        }
        return true
    }
}
