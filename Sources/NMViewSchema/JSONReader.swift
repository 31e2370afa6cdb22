/// The direct parser behind ``JSONParser``: RFC 8259 JSON in UTF-8, read into ``JSONValue``s;
/// `nil` for anything it leaves to `JSONDecoder`.
struct JSONReader {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where reading is.
    var index = 0

    /// A reader at the start of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private static let maximumDepth = 500

    /// The one value `bytes` holds, with nothing but whitespace around it.
    mutating func document() -> JSONValue? {
        skipWhitespace()
        guard let value = value(depth: 0) else { return nil }
        skipWhitespace()
        return index == bytes.count ? value : nil
    }

    /// The byte at `index`, if any.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past JSON whitespace (space, tab, line feed, carriage return).
    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) -> JSONValue? {
        guard depth < Self.maximumDepth, let byte = peek else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return nil }
            index += 1
            skipWhitespace()
            // A repeated key is left to the decoder, whichever way it takes it.
            guard let member = value(depth: depth + 1), members.updateValue(member, forKey: key) == nil else {
                return nil
            }
            skipWhitespace()
            guard let next = peek else { return nil }
            index += 1
            if next == UInt8(ascii: "}") { return .object(members) }
            guard next == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
            guard let next = peek else { return nil }
            index += 1
            if next == UInt8(ascii: "]") { return .array(elements) }
            guard next == UInt8(ascii: ",") else { return nil }
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, read by `Double(_:)` (correctly rounded, as the decoder's
    /// reading is).
    private mutating func number() -> JSONValue? {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { return nil }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        // Exponents are where the decoder has quirks of its own (it refuses `0e5` but not `0E0`):
        // it decides those documents. Schemas rarely write one.
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") { return nil }
        let digits = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard let value = Double(String(decoding: digits, as: UTF8.self)), value.isFinite else { return nil }
        // Underflow to zero or a subnormal (only from hundreds of fraction digits): the decoder decides.
        if value != 0 && value.magnitude < Double.leastNormalMagnitude { return nil }
        return .number(value)
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }
}
