/// Strings: escapes decoded, UTF-8 checked.
extension JSONReader {
    /// A string after its opening quote has been seen; escapes decoded.
    mutating func string() -> String? {
        index += 1
        let start = index
        var plain = true
        while let byte = peek, byte != UInt8(ascii: "\"") {
            guard byte >= 0x20 else { return nil }
            if byte == UInt8(ascii: "\\") {
                plain = false
                index += 1
            }
            index += 1
        }
        guard peek == UInt8(ascii: "\"") else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        if plain { return Self.validUTF8(raw) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(raw.count)
        var position = 0
        while position < raw.count {
            let byte = raw[position]
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                unescaped.append(byte)
                continue
            }
            guard position < raw.count else { return nil }
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
                guard let scalar = Self.unicodeEscape(raw, &position) else { return nil }
                unescaped.append(contentsOf: String(Character(scalar)).utf8)
            default: return nil
            }
        }
        return unescaped.withUnsafeBufferPointer { Self.validUTF8($0) }
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

    /// The text, or `nil` if the bytes are not valid UTF-8.
    private static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces invalid sequences, so valid input is exactly what comes back.
        if bytes.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(bytes) { return text }
        return nil
    }
}
