/// Reads plain RFC 8259 JSON in UTF-8 straight into a ``SourceTree``, with the line and column of
/// every node, for documents this project writes itself (compiled layouts, the bundled schema)
/// and reads on every start: several times faster than `JSONDecoder`.
///
/// It gives up (returns `nil`) on anything where its reading and `JSONDecoder`'s could differ or
/// where the document is not plain JSON — a syntax error, duplicate keys, a number with an
/// exponent, one that is not a finite normal double, lone surrogates, invalid UTF-8, a byte order
/// mark, a limit of ``ReaderLimits`` exceeded — so a caller can hand exactly those documents to
/// `JSONDecoder`, which decides them as it always did.
///
/// Strings are double-quoted string scalars; numbers are plain scalars typed `int` (no fraction)
/// or `float`; `true`, `false` and `null` are plain `bool` and `null` scalars, as the YAML reader
/// types the same text.
public struct JSONTreeReader {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where reading is.
    var index = 0
    /// The 1-based line at `index`, and where that line starts.
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `index`: columns count Unicode scalars.
    var continuationBytes = 0
    var builder: SourceTreeBuilder
    /// Unescaped string bytes, reused from string to string.
    var scratch: [UInt8] = []

    /// The tree `bytes` holds, or `nil` when the reader leaves the document to `JSONDecoder`.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ReaderLimits = .default)
        -> SourceTree?
    {
        var reader = JSONTreeReader(
            bytes: bytes, builder: SourceTreeBuilder(file: file, limits: limits, expectedSize: bytes.count))
        do {
            try reader.skipWhitespace()
            try reader.value()
            try reader.skipWhitespace()
        } catch {
            return nil
        }
        guard reader.index == bytes.count, reader.builder.problems.isEmpty else { return nil }
        return reader.builder.finish()
    }

    /// Not plain JSON, or not read the way `JSONDecoder` reads it.
    struct GiveUp: Error {}

    /// The byte at `index`, if any.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The 1-based column at `index`.
    var column: Int { index - lineStart - continuationBytes + 1 }

    /// Moves past JSON whitespace (space, tab, line feed, carriage return), counting lines as the
    /// YAML reader does (LF, CR LF and a lone CR each end one).
    mutating func skipWhitespace() throws(GiveUp) {
        while let byte = peek {
            switch byte {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                index += 1
                newLine()
            case 0x0D:
                index += 1
                if peek == 0x0A { index += 1 }
                newLine()
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
        continuationBytes = 0
    }

    private mutating func value() throws(GiveUp) {
        guard let byte = peek else { throw GiveUp() }
        let (line, column) = (line, column)
        do {
            switch byte {
            case UInt8(ascii: "{"):
                try builder.beginMapping(line: line, column: column)
                try members()
            case UInt8(ascii: "["):
                try builder.beginSequence(line: line, column: column)
                try elements()
            case UInt8(ascii: "\""):
                try string(line: line, column: column)
            case UInt8(ascii: "t"): try literal("true", .bool, line: line, column: column)
            case UInt8(ascii: "f"): try literal("false", .bool, line: line, column: column)
            case UInt8(ascii: "n"): try literal("null", .null, line: line, column: column)
            default: try number(line: line, column: column)
            }
        } catch {
            throw GiveUp()
        }
    }

    private mutating func literal(_ word: StaticString, _ type: ScalarType, line: Int, column: Int) throws(GiveUp) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw GiveUp() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw GiveUp() }
        let text = UnsafeBufferPointer(rebasing: bytes[index..<index + count])
        index += count
        do {
            try builder.scalar(text, style: .plain, type: type, line: line, column: column)
        } catch {
            throw GiveUp()
        }
    }

    private mutating func members() throws(GiveUp) {
        index += 1
        try skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            builder.end()
            return
        }
        while true {
            try skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw GiveUp() }
            try value()
            try skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw GiveUp() }
            index += 1
            try skipWhitespace()
            try value()
            try skipWhitespace()
            guard let next = peek else { throw GiveUp() }
            index += 1
            if next == UInt8(ascii: "}") {
                builder.end()
                return
            }
            guard next == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    private mutating func elements() throws(GiveUp) {
        index += 1
        try skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            builder.end()
            return
        }
        while true {
            try skipWhitespace()
            try value()
            try skipWhitespace()
            guard let next = peek else { throw GiveUp() }
            index += 1
            if next == UInt8(ascii: "]") {
                builder.end()
                return
            }
            guard next == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?`: `int` without a fraction, `float` with one.
    private mutating func number(line: Int, column: Int) throws(GiveUp) {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw GiveUp() }
        }
        var type = ScalarType.int
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw GiveUp() }
            type = .float
        }
        // Exponents are where `JSONDecoder` has quirks of its own (it refuses `0e5` but not
        // `0E0`): it decides those documents.
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") { throw GiveUp() }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        // Long numbers may overflow to infinity or underflow to a subnormal: the decoder decides.
        if text.count > 15 {
            guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite,
                value == 0 || value.magnitude >= Double.leastNormalMagnitude
            else { throw GiveUp() }
        }
        do {
            try builder.scalar(text, style: .plain, type: type, line: line, column: column)
        } catch {
            throw GiveUp()
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }
}
