/// Converts between the reader's positions and LSP's for one document's text.
///
/// The reader counts 1-based lines broken as YAML 1.1 breaks them (LF, CR, CRLF, NEL, LS, PS)
/// and 1-based columns in Unicode scalars, after a byte order mark; LSP counts 0-based lines
/// broken at LF, CR and CRLF only and characters in UTF-16 code units. Both are mapped through
/// the scalar offset in the text, so an 'é' (one scalar, one unit) and a '😀' (one scalar, two
/// units) land where the editor shows them.
struct PositionMap: Sendable {
    private let scalars: [Unicode.Scalar]
    private let readerLineStarts: [Int]
    private let lspLineStarts: [Int]

    /// Indexes `text`.
    init(text: String) {
        let scalars = Array(text.unicodeScalars)
        var readerStarts = [scalars.first == "\u{FEFF}" ? 1 : 0]
        var lspStarts = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\r":
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
                readerStarts.append(index)
                lspStarts.append(index)
            case "\n":
                readerStarts.append(index)
                lspStarts.append(index)
            case "\u{85}", "\u{2028}", "\u{2029}":
                readerStarts.append(index)
            default:
                break
            }
        }
        self.scalars = scalars
        self.readerLineStarts = readerStarts
        self.lspLineStarts = lspStarts
    }

    /// The scalar offset of the reader's 1-based `line` and `column`, clamped to the text.
    func offset(line: Int, column: Int) -> Int {
        let lineIndex = min(max(line - 1, 0), readerLineStarts.count - 1)
        let start = readerLineStarts[lineIndex]
        let end = lineIndex + 1 < readerLineStarts.count ? readerLineStarts[lineIndex + 1] : scalars.count
        return min(start + max(column - 1, 0), end)
    }

    /// The LSP position of a scalar offset.
    func lspPosition(offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), scalars.count)
        let line = Self.lineIndex(of: offset, in: lspLineStarts)
        var units = 0
        for index in lspLineStarts[line]..<offset { units += scalars[index].utf16.count }
        return LSPPosition(line: line, character: units)
    }

    /// The LSP position of the reader's `line` and `column`.
    func lspPosition(line: Int, column: Int) -> LSPPosition {
        lspPosition(offset: offset(line: line, column: column))
    }

    /// The scalar offset of an LSP position; a character inside a surrogate pair or past the line's
    /// end is taken as the end of that scalar or line.
    func offset(of position: LSPPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lspLineStarts.count else { return scalars.count }
        var offset = lspLineStarts[position.line]
        var units = 0
        while offset < scalars.count, units < position.character, !Self.isLSPBreak(scalars[offset]) {
            units += scalars[offset].utf16.count
            offset += 1
        }
        return offset
    }

    /// The reader's 1-based line and column of a scalar offset.
    func readerPosition(offset: Int) -> (line: Int, column: Int) {
        let line = Self.lineIndex(of: offset, in: readerLineStarts)
        return (line + 1, offset - readerLineStarts[line] + 1)
    }

    /// The scalars of the text from `start` up to `end`.
    func text(from start: Int, to end: Int) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[max(start, 0)..<min(end, scalars.count)])
        return String(result)
    }

    /// The offset of the start of the LSP line holding `offset`.
    func lineStart(of offset: Int) -> Int {
        lspLineStarts[Self.lineIndex(of: offset, in: lspLineStarts)]
    }

    /// The end of the token starting at `offset`: a quoted string to its closing quote, else up
    /// to the next blank or YAML/JSON punctuation; at least one scalar where the line has one.
    func tokenEnd(from offset: Int) -> Int {
        guard offset < scalars.count, !Self.isAnyBreak(scalars[offset]) else { return offset }
        let first = scalars[offset]
        var end = offset + 1
        if first == "\"" || first == "'" {
            while end < scalars.count, !Self.isAnyBreak(scalars[end]) {
                end += 1
                if scalars[end - 1] == first { break }
            }
            return end
        }
        while end < scalars.count, !Self.isAnyBreak(scalars[end]), !" \t,:[]{}#".unicodeScalars.contains(scalars[end]) {
            end += 1
        }
        return end
    }

    private static func isLSPBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

    private static func isAnyBreak(_ scalar: Unicode.Scalar) -> Bool {
        isLSPBreak(scalar) || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// The index of the last line start at or before `offset`.
    private static func lineIndex(of offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
