/// Character data, attribute values and the references inside them.
extension XMLScanner {
    /// Character data up to the next `<` or the end of the file, appended to `text`; a run of
    /// white space alone is skipped unless `keepingWhiteSpace`.
    mutating func characterData(into text: inout String, keepingWhiteSpace: Bool) throws(XMLSyntaxError) {
        if !keepingWhiteSpace {
            var end = index
            while end < bytes.count, Self.isSpace(bytes[end]) { end += 1 }
            if end == bytes.count || bytes[end] == UInt8(ascii: "<") {
                index = end
                return
            }
        }
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r") || Self.mayBeForbidden(byte) {
                append(runStart..<index, to: &text)
                try special(byte, quote: nil, into: &text)
                runStart = index
            } else {
                index += 1
            }
        }
        append(runStart..<index, to: &text)
    }

    /// A quoted attribute value at `index`, with references resolved and white space normalised.
    mutating func attributeValue() throws(XMLSyntaxError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw XMLSyntaxError("expected a quoted attribute value", at: index)
        }
        let open = index
        let quote = bytes[index]
        index += 1
        // Most values have nothing to replace: one string of their bytes.
        var end = index
        while end < bytes.count, bytes[end] != quote, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "<"),
            bytes[end] != UInt8(ascii: "&"), bytes[end] != 0xEF
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == quote {
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            index = end + 1
            return value
        }
        var value = ""
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                append(runStart..<index, to: &value)
                index += 1
                return value
            }
            if byte == UInt8(ascii: "<") {
                throw XMLSyntaxError("'<' in an attribute value: write '&lt;'", at: index)
            }
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\t") || Self.mayBeForbidden(byte)
            {
                append(runStart..<index, to: &value)
                try special(byte, quote: quote, into: &value)
                runStart = index
            } else {
                index += 1
            }
        }
        throw XMLSyntaxError("the attribute value is not closed", at: open)
    }

    /// A CDATA section at `index`: its content is character data, taken as written.
    mutating func cdata(into text: inout String) throws(XMLSyntaxError) {
        let start = index
        index += Self.cdataOpen.count
        guard let end = find(Self.cdataClose) else {
            throw XMLSyntaxError("the CDATA section is not closed with ']]>'", at: start)
        }
        var runStart = index
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r") || Self.mayBeForbidden(byte) {
                append(runStart..<index, to: &text)
                try special(byte, quote: nil, into: &text, allowReferences: false)
                runStart = index
            } else {
                index += 1
            }
        }
        append(runStart..<end, to: &text)
        index = end + Self.cdataClose.count
    }

    /// The byte at `index`, which plain copying stops at: a reference, a line end to normalise,
    /// white space to turn into a space in an attribute value, or a character XML forbids.
    private mutating func special(
        _ byte: UInt8, quote: UInt8?, into text: inout String, allowReferences: Bool = true
    ) throws(XMLSyntaxError) {
        switch byte {
        case UInt8(ascii: "&") where allowReferences:
            text.unicodeScalars.append(try reference())
        case UInt8(ascii: "\r"):
            // XML 1.0 §2.11: "\r\n" and a lone "\r" are each one line end.
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            text.append(quote == nil ? "\n" : " ")
        case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
            // Only reached inside an attribute value (XML 1.0 §3.3.3).
            index += 1
            text.append(" ")
        case 0xEF:
            if index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF {
                throw XMLSyntaxError("U+FFF\(bytes[index + 2] == 0xBE ? "E" : "F") is not a character XML allows", at: index)
            }
            text.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<min(index + 3, bytes.count)]), as: UTF8.self))
            index = min(index + 3, bytes.count)
        default:
            throw XMLSyntaxError("the control character \(Self.codePoint(UInt32(byte))) is not allowed in XML", at: index)
        }
    }

    /// The character a reference at `index` (`&amp;`, `&#10;`, `&#x2028;`) stands for.
    private mutating func reference() throws(XMLSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1
        // The longest reference XML can have that stands for one character: `&#x0010FFFF;`.
        let limit = min(bytes.count, index + 11)
        var end = index
        while end < limit, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < limit, end > index else {
            throw XMLSyntaxError("'&' starts a reference: write '&amp;' for an ampersand", at: start)
        }
        let body = Array(bytes[index..<end])
        index = end + 1
        if body[0] == UInt8(ascii: "#") {
            guard let scalar = Self.characterReference(body.dropFirst()) else {
                throw XMLSyntaxError(
                    "'&\(String(decoding: body, as: UTF8.self));' is not a character XML allows", at: start)
            }
            return scalar
        }
        switch String(decoding: body, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let name:
            throw XMLSyntaxError(
                "unknown entity '&\(name);': a xib has only '&amp;', '&lt;', '&gt;', '&quot;' and '&apos;'", at: start)
        }
    }

    /// The scalar of a character reference's digits (`10`, `x2028`), if XML allows it.
    private static func characterReference(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var digits = digits
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            guard let digitValue = hexValue(digit), digitValue < radix else { return nil }
            value = value * radix + digitValue
            guard value <= 0x10FFFF else { return nil }
        }
        // XML 1.0 §2.2, Char.
        let allowed =
            value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        return allowed ? Unicode.Scalar(value) : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Whether `byte` may start a character XML forbids: an ASCII control other than tab, line
    /// feed and carriage return, or the first byte of U+FFFE and U+FFFF.
    static func mayBeForbidden(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0xEF
    }

    /// `U+0001`, as a character is named in messages.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Appends the bytes of `range`, which are UTF-8 (the reader checked the file), to `text`.
    private func append(_ range: Range<Int>, to text: inout String) {
        guard !range.isEmpty else { return }
        text += String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
