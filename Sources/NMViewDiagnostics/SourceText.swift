/// The text of a source file, split into lines the way libyaml counts them, for excerpts and for
/// turning a byte offset into a line and column.
///
/// Line breaks are LF, CR, CRLF, NEL (U+0085), LS (U+2028) and PS (U+2029), as in YAML 1.1; a UTF-8
/// byte order mark at the start is not part of line 1. Invalid UTF-8 is tolerated: each bad byte
/// counts as one column.
public struct SourceText: Sendable {
    /// The raw bytes of the file.
    public let bytes: [UInt8]
    /// Byte offset of the start of each line; `lineStarts[0]` is after the BOM, if any.
    private let lineStarts: [Int]

    /// Indexes the lines of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts)
    }

    /// Where each line starts. Over raw memory: a large file with findings is indexed on every
    /// lint, and bounds checks per byte were most of the cost.
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 32 + 1)
        let bomLength = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        starts.append(bomLength)
        var index = bomLength
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Every byte that can start a break is LF, CR or a lead byte of 0xC2 or 0xE2.
            if byte != 0x0A && byte != 0x0D && byte != 0xC2 && byte != 0xE2 {
                index += 1
            } else if byte == 0x0A {
                index += 1
                starts.append(index)
            } else if byte == 0x0D {
                index += (index + 1 < count && bytes[index + 1] == 0x0A) ? 2 : 1
                starts.append(index)
            } else if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
                index += 2
                starts.append(index)
            } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                index += 3
                starts.append(index)
            } else {
                index += 1
            }
        }
        return starts
    }

    /// Decodes `string` as the text of a file.
    public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    /// Whether the bytes begin with a UTF-8 byte order mark.
    public static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The number of lines (a final line break starts an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The text of 1-based `line` without its line break, or `nil` when out of range.
    public func line(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        // Strip the break that ends this line (LF, CR, CRLF, NEL, LS, PS).
        if end > start, line < lineStarts.count {
            if bytes[end - 1] == 0x0A {
                end -= 1
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            } else if bytes[end - 1] == 0x0D {
                end -= 1
            } else if bytes[end - 1] == 0x85, end - 2 >= start {
                end -= 2
            } else if end - 3 >= start {
                end -= 3
            }
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    public func position(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let start = min(lineStarts[low], clamped)
        var column = 1
        for byte in bytes[start..<clamped] where byte & 0xC0 != 0x80 {
            column += 1
        }
        return (low + 1, column)
    }
}
