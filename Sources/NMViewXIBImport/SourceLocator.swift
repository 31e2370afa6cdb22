/// Line and column arithmetic over a file's bytes: where each line starts, and where a start tag
/// whose end the parser reported begins.
struct SourceLocator: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// A locator over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// 1-based line and column (in Unicode scalars) of the byte at `offset`.
    func position(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        // Continuation bytes (10xxxxxx) do not start a scalar.
        let column = bytes[lineStarts[low]..<clamped].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (low + 1, column)
    }

    /// The position of the first occurrence of `needle`, if any.
    func firstOccurrence(of needle: String) -> (line: Int, column: Int)? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return position(ofByteOffset: start) }
        }
        return nil
    }

    /// The `<` opening the tag `name` whose end the parser reported at `line`:`column` (libxml2
    /// counts the column in bytes); the reported place when no such `<` is found.
    func startOfTag(_ name: String, endingAtLine line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count else { return (max(line, 1), max(column, 1)) }
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        var offset = min(lineStarts[line - 1] + max(column - 1, 0), lineEnd)
        let tag = Array(("<" + name).utf8)
        while offset >= 0 {
            if offset + tag.count <= bytes.count, bytes[offset] == UInt8(ascii: "<"),
                bytes[offset..<(offset + tag.count)].elementsEqual(tag)
            {
                return position(ofByteOffset: offset)
            }
            offset -= 1
        }
        return (line, max(column, 1))
    }
}
