/// Strings, numbers and flags, written as `JSONEncoder` writes them.
extension CompiledJSONWriter {
    /// `text` in quotes, escaped as `JSONWriter` escapes: `"` and `\` with a backslash; backspace,
    /// form feed, line feed, carriage return and tab as `\b`, `\f`, `\n`, `\r`, `\t`; every other
    /// byte below 0x20 as `\u00XX` in lowercase hexadecimal. Everything else is left as it is: `/`
    /// (`.withoutEscapingSlashes`), DEL, U+2028 and U+2029, and all other non-ASCII text, as UTF-8.
    mutating func writeString(_ text: String) {
        output.append(.quote)
        // Native strings (all but some bridged from Objective-C) hand out their UTF-8 in place.
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0) }
        }
        output.append(.quote)
    }

    /// The escaped bytes of `utf8`, copied in runs between the bytes that need an escape.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = utf8.startIndex
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == .quote || byte == .backslash else { continue }
            output.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            output.append(.backslash)
            switch byte {
            case .quote, .backslash: output.append(byte)
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            case .newline: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            default:
                append("u00")
                output.append(Self.hexDigit(byte >> 4))
                output.append(Self.hexDigit(byte & 0x0F))
            }
        }
        output.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// `true` or `false`.
    mutating func writeBool(_ value: Bool) {
        append(value ? "true" : "false")
    }

    /// An integer in decimal, as its `description`.
    mutating func writeInteger(_ value: Int) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var digits = 1
        var rest = value.magnitude
        while rest >= 10 {
            digits += 1
            rest /= 10
        }
        output.append(count: digits) { buffer in
            var magnitude = value.magnitude
            for index in buffer.indices.reversed() {
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
        }
    }

    /// A number as `JSONEncoder` writes a `Double`: its `description` without a trailing `.0`
    /// (`10`, `0.1`, `-0`, `1e-07`, `1e+21`, `1.7976931348623157e+308`).
    ///
    /// Frames and most sizes are whole numbers, which `description` writes as the integer and `.0`
    /// below 2^53 (above it, some in exponent form), so those are written as integers without
    /// making a string; negative zero keeps its sign through `description`.
    mutating func writeNumber(_ value: Double) throws(Declined) {
        if let integer = Int(exactly: value), integer.magnitude < Self.exactIntegers,
            integer != 0 || value.sign == .plus
        {
            writeInteger(integer)
            return
        }
        guard value.isFinite else { throw .nonFiniteNumber }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { output.append($0) }
    }

    /// 2^53: every whole `Double` of smaller magnitude is written in plain decimal digits.
    static let exactIntegers: UInt = 1 << 53
}
