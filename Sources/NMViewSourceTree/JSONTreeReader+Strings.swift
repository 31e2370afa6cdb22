/// Strings: escapes decoded, UTF-8 checked.
extension JSONTreeReader {
    /// A string at `index` (its opening quote): its raw inside, and whether it has escapes.
    mutating func scanString() throws(GiveUp) -> (raw: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        index += 1
        let start = index
        var escaped = false
        var ascii = true
        while let byte = peek, byte != UInt8(ascii: "\"") {
            guard byte >= 0x20 else { throw GiveUp() }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                index += 1
            } else if byte >= 0x80 {
                ascii = false
                if byte < 0xC0 { continuationBytes += 1 }
            }
            index += 1
        }
        guard peek == UInt8(ascii: "\"") else { throw GiveUp() }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        if !ascii, !Self.isValidUTF8(raw) { throw GiveUp() }
        return (raw, escaped)
    }

    /// Adds the string at `index` as a double-quoted string scalar, escapes decoded.
    mutating func string(line: Int, column: Int) throws(GiveUp) {
        let (raw, escaped) = try scanString()
        do {
            guard escaped else {
                try builder.scalar(raw, style: .doubleQuoted, type: .string, line: line, column: column)
                return
            }
            var text: [UInt8] = []
            swap(&text, &scratch)
            defer { swap(&text, &scratch) }
            text.removeAll(keepingCapacity: true)
            guard Self.unescape(raw, into: &text) else { throw GiveUp() }
            try text.withUnsafeBufferPointer { (text) throws(TreeBuildError) in
                try builder.scalar(text, style: .doubleQuoted, type: .string, line: line, column: column)
            }
        } catch {
            throw GiveUp()
        }
    }

    /// Appends the text of a string's inside with its escapes decoded; `false` for a bad escape
    /// or a lone surrogate.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into unescaped: inout [UInt8]) -> Bool {
        var position = 0
        while position < raw.count {
            let byte = raw[position]
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                unescaped.append(byte)
                continue
            }
            guard position < raw.count else { return false }
            let escape = raw[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(escape)
            case UInt8(ascii: "b"): unescaped.append(0x08)
            case UInt8(ascii: "f"): unescaped.append(0x0C)
            case UInt8(ascii: "n"): unescaped.append(0x0A)
            case UInt8(ascii: "r"): unescaped.append(0x0D)
            case UInt8(ascii: "t"): unescaped.append(0x09)
            case UInt8(ascii: "u"):
                guard let scalar = unicodeEscape(raw, &position) else { return false }
                unescaped.append(contentsOf: String(Character(scalar)).utf8)
            default: return false
            }
        }
        return true
    }

    /// After `\u`: one scalar, from a surrogate pair if need be; `nil` for a lone surrogate.
    private static func unicodeEscape(_ raw: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Unicode.Scalar? {
        guard let high = hex4(raw, &position) else { return nil }
        if high >= 0xD800 && high < 0xDC00 {
            guard position + 1 < raw.count, raw[position] == UInt8(ascii: "\\"), raw[position + 1] == UInt8(ascii: "u")
            else { return nil }
            position += 2
            guard let low = hex4(raw, &position), low >= 0xDC00 && low < 0xE000 else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(high)
    }

    private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> UInt32? {
        guard position + 4 <= raw.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = raw[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Whether the bytes are valid UTF-8.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Decoding replaces invalid sequences, so valid input is exactly what comes back.
        String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    }
}
