/// Reads JSON text into a ``CatalogJSON``, refusing text that nests deeper than a limit before
/// the stack does: a catalog is untrusted input from a checked-out project.
struct CatalogJSONParser {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var offset = 0

    init(_ bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// The single value `bytes` holds, with only white space around it.
    mutating func parse() throws(StringCatalogProblem) -> CatalogJSON {
        // A byte-order mark is not JSON, but an editor may put one in front.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        let value = try parseValue(depth: 0)
        skipSpace()
        guard offset == bytes.count else { throw problem("unexpected text after the catalog's object") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(StringCatalogProblem) -> CatalogJSON {
        skipSpace()
        guard offset < bytes.count else { throw problem("the text ends where a value was expected") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(parseNumber())
        default: throw problem("unexpected character where a value was expected")
        }
    }

    private mutating func parseObject(depth: Int) throws(StringCatalogProblem) -> CatalogJSON {
        guard depth <= maxDepth else { throw StringCatalogProblem.tooDeep(limit: maxDepth) }
        offset += 1
        var members: [String: CatalogJSON] = [:]
        skipSpace()
        if consume("}") { return .object(members) }
        while true {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw problem("expected a key in quotes") }
            let keyStart = position
            let key = try parseString()
            skipSpace()
            guard consume(":") else { throw problem("expected ':' after a key") }
            let value = try parseValue(depth: depth)
            guard members.updateValue(value, forKey: key) == nil else {
                throw .malformed(message: "the key '\(key)' appears twice in one object", line: keyStart.line, column: keyStart.column)
            }
            skipSpace()
            if consume("}") { return .object(members) }
            guard consume(",") else { throw problem("expected ',' or '}' in an object") }
        }
    }

    private mutating func parseArray(depth: Int) throws(StringCatalogProblem) -> CatalogJSON {
        guard depth <= maxDepth else { throw StringCatalogProblem.tooDeep(limit: maxDepth) }
        offset += 1
        var elements: [CatalogJSON] = []
        skipSpace()
        if consume("]") { return .array(elements) }
        while true {
            elements.append(try parseValue(depth: depth))
            skipSpace()
            if consume("]") { return .array(elements) }
            guard consume(",") else { throw problem("expected ',' or ']' in a list") }
        }
    }

    private mutating func parseString() throws(StringCatalogProblem) -> String {
        offset += 1
        var run = offset
        var text = ""
        func flush(_ end: Int) { text += String(decoding: bytes[run..<end], as: UTF8.self) }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                flush(offset)
                offset += 1
                return text
            }
            if byte < 0x20 { throw problem("a control character in a string must be escaped") }
            guard byte == UInt8(ascii: "\\") else {
                offset += 1
                continue
            }
            flush(offset)
            offset += 1
            guard offset < bytes.count else { break }
            let escape = bytes[offset]
            offset += 1
            switch escape {
            case UInt8(ascii: "\""): text += "\""
            case UInt8(ascii: "\\"): text += "\\"
            case UInt8(ascii: "/"): text += "/"
            case UInt8(ascii: "b"): text += "\u{08}"
            case UInt8(ascii: "f"): text += "\u{0C}"
            case UInt8(ascii: "n"): text += "\n"
            case UInt8(ascii: "r"): text += "\r"
            case UInt8(ascii: "t"): text += "\t"
            case UInt8(ascii: "u"): text.unicodeScalars.append(try parseUnicodeEscape())
            default: throw problem("unknown escape in a string")
            }
            run = offset
        }
        throw problem("a string is not closed")
    }

    /// The scalar of `\uXXXX` (the `\u` read), joining a surrogate pair written as two escapes.
    private mutating func parseUnicodeEscape() throws(StringCatalogProblem) -> Unicode.Scalar {
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first), bytes[offset...].starts(with: Array("\\u".utf8)) {
            offset += 2
            let second = try hexQuad()
            if (0xDC00..<0xE000).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            {
                return scalar
            }
        }
        // A lone surrogate is no character; Foundation reads it as the replacement character too.
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws(StringCatalogProblem) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { throw problem("'\\u' needs four hexadecimal digits") }
        offset += 4
        return value
    }

    private mutating func parseNumber() -> String {
        let start = offset
        while offset < bytes.count, Self.numberBytes.contains(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private static let numberBytes: Set<UInt8> = Set("0123456789+-.eE".utf8)

    private mutating func expect(_ word: String) throws(StringCatalogProblem) {
        guard bytes[offset...].starts(with: Array(word.utf8)) else { throw problem("unexpected word where a value was expected") }
        offset += word.utf8.count
    }

    private mutating func consume(_ character: Character) -> Bool {
        guard offset < bytes.count, let ascii = character.asciiValue, bytes[offset] == ascii else { return false }
        offset += 1
        return true
    }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    /// The 1-based line and column (in Unicode scalars) of the current offset.
    private var position: (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    private func problem(_ message: String) -> StringCatalogProblem {
        let (line, column) = position
        return .malformed(message: message, line: line, column: column)
    }
}
