import NMViewSourceTree

/// An edit that changed the text of one scalar and nothing else, applied to the tree read before
/// it instead of reading the whole file again: typing in a label's text or a frame's number
/// costs a copy of the tree's arrays, not a parse of the file.
///
/// Only edits whose result is certain are taken: the bytes before and after one single-line
/// value (plain, or quoted without escapes) are unchanged, the value is not a key, the new value
/// is one of the same style that ends where the old one did, and no line breaks move. Anything
/// else (`nil`) is read from the start, so a tree from here always equals a fresh read.
enum ScalarEdit {
    /// The tree of `new`, given the tree `tree` read from `old` without any finding, or `nil`
    /// when the difference is not such an edit.
    static func apply(old: [UInt8], new: [UInt8], tree: SourceTree, limits: ReaderLimits) -> SourceTree? {
        guard old != new, !tree.containsAliases, tree.storedTextCount <= 2 * new.count + 4096 else { return nil }
        return old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in
                apply(oldBytes, newBytes, tree: tree, limits: limits)
            }
        }
    }

    private static func apply(
        _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, tree: SourceTree, limits: ReaderLimits
    ) -> SourceTree? {
        // A byte order mark shifts libyaml's first column; leave such files to the reader.
        if old.starts(with: [0xEF, 0xBB, 0xBF]) || new.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        let (prefix, oldEnd) = SourceOffsets.changedRange(old, new)
        let delta = new.count - old.count

        // The line and column of the first changed byte, counted as libyaml counts them.
        guard let start = SourceOffsets.position(of: prefix, in: old),
            let node = tree.lastNode(startingAtOrBefore: start.line, column: start.column),
            node.kind == .scalar, !node.isAlias, node.line == start.line,
            node.parent != nil, !tree.isMappingKey(node)
        else { return nil }
        let nodeStart = start.lineStart + SourceOffsets.byteOffset(ofColumn: node.column, from: start.lineStart, in: old)
        let value = node.withScalarBytes { Array($0) }
        let style = node.style
        let quote: UInt8?
        switch style {
        case .plain: quote = nil
        case .doubleQuoted: quote = UInt8(ascii: "\"")
        case .singleQuoted: quote = UInt8(ascii: "'")
        default: return nil
        }
        // A value written (an empty one is implied, and may sit anywhere), after a space or a
        // flow indicator (after a `:` it may have been read as part of a key).
        guard !value.isEmpty || quote != nil, nodeStart > 0,
            [0x20, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(old[nodeStart - 1])
        else { return nil }
        // The old token, its value written out with nothing in between (no escapes, no folding).
        let open = quote == nil ? 0 : 1
        let tokenEnd = nodeStart + open + value.count + open
        guard tokenEnd <= old.count,
            quote.map({ old[nodeStart] == $0 && old[tokenEnd - 1] == $0 }) ?? true,
            old[(nodeStart + open)..<(tokenEnd - open)].elementsEqual(value)
        else { return nil }
        // The change lies inside the value (a plain one may also grow at either end).
        guard prefix >= nodeStart + open, oldEnd <= tokenEnd - open else { return nil }

        let newValueEnd = tokenEnd - open + delta
        guard newValueEnd >= nodeStart + open else { return nil }
        let newValue = UnsafeBufferPointer(rebasing: new[(nodeStart + open)..<newValueEnd])
        guard newValue.count <= limits.maxScalarLength, new.count <= limits.maxFileSize,
            let newScalars = scalarCount(ifValid: newValue, quote: quote),
            let oldScalars = scalarCount(ifValid: UnsafeBufferPointer(rebasing: old[(nodeStart + open)..<(tokenEnd - open)]), quote: quote, checking: false)
        else { return nil }
        if quote == nil, !isSafePlain(newValue) { return nil }
        let type = quote == nil ? CoreSchema.type(ofPlain: newValue) : .string
        return tree.replacingScalar(node, with: newValue, type: type, columnShift: newScalars - oldScalars)
    }

    /// The number of Unicode scalars in `value` when it is valid UTF-8 of printable characters
    /// with no line break, and without the quote that would end it; else `nil`.
    private static func scalarCount(ifValid value: UnsafeBufferPointer<UInt8>, quote: UInt8?, checking: Bool = true) -> Int? {
        guard let text = String(validating: value, as: UTF8.self) else { return nil }
        if !checking { return text.unicodeScalars.count }
        var count = 0
        for scalar in text.unicodeScalars {
            let code = scalar.value
            let printable = (0x20...0x7E).contains(code) || (0xA0...0xD7FF).contains(code)
                || ((0xE000...0xFFFD).contains(code) && code != 0xFEFF) || (0x10000...0x10FFFF).contains(code)
            guard printable, code != 0x2028, code != 0x2029 else { return nil }
            if let quote, code == UInt32(quote) || code == 0x5C { return nil }
            count += 1
        }
        return count
    }

    /// Whether `value` reads as a plain scalar of exactly these bytes wherever a plain scalar
    /// stood, in a block or a flow collection: no indicator that could start something else,
    /// nothing that could end it early (`:`, `#`, and the flow indicators, even in a block).
    private static func isSafePlain(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = value.first, let last = value.last, last != 0x20 else { return false }
        switch first {
        case UInt8(ascii: "-"):
            // `- x` would start a sequence entry; `-5` is a number.
            guard value.count > 1, value[1] != 0x20 else { return false }
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
            UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""),
            UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), 0x20:
            return false
        default:
            break
        }
        for byte in value {
            switch byte {
            case UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
                UInt8(ascii: "{"), UInt8(ascii: "}"):
                return false
            default: break
            }
        }
        return true
    }
}
