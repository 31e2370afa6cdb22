/// The YAML 1.2 core schema's rules for typing plain scalars, on raw UTF-8 bytes.
public enum CoreSchema {
    /// The type of a plain scalar with this text.
    ///
    /// null: `null`, `Null`, `NULL`, `~` or empty; bool: `true`/`false` in three casings;
    /// int: `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`; float:
    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` and `.nan` in three casings.
    public static func type(ofPlain text: UnsafeBufferPointer<UInt8>) -> ScalarType {
        guard let first = text.first else { return .null }
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
            return isOneOf(text, ["null", "Null", "NULL", "~"]) ? .null : .string
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return isOneOf(text, ["true", "True", "TRUE", "false", "False", "FALSE"]) ? .bool : .string
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return numberType(text)
        default:
            return .string
        }
    }

    /// The type of a plain scalar given as a string.
    public static func type(ofPlain text: String) -> ScalarType {
        var copy = text
        return copy.withUTF8 { type(ofPlain: $0) }
    }

    private static func isOneOf(_ text: UnsafeBufferPointer<UInt8>, _ words: [StaticString]) -> Bool {
        for word in words where word.utf8CodeUnitCount == text.count {
            if memcmpEqual(word.utf8Start, text) { return true }
        }
        return false
    }

    private static func memcmpEqual(_ start: UnsafePointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<text.count where start[index] != text[index] { return false }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func numberType(_ text: UnsafeBufferPointer<UInt8>) -> ScalarType {
        let count = text.count
        // 0o and 0x forms take no sign.
        if count > 2, text[0] == UInt8(ascii: "0") {
            if text[1] == UInt8(ascii: "o") {
                return text[2...].allSatisfy { $0 >= 0x30 && $0 <= 0x37 } ? .int : .string
            }
            if text[1] == UInt8(ascii: "x") {
                return text[2...].allSatisfy { isDigit($0) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) } ? .int : .string
            }
        }
        var index = 0
        if text[0] == UInt8(ascii: "-") || text[0] == UInt8(ascii: "+") { index = 1 }
        // [-+]?.inf, .nan (unsigned only)
        if index < count, text[index] == UInt8(ascii: "."), count - index == 4 {
            let rest = UnsafeBufferPointer(rebasing: text[index...])
            if isOneOf(rest, [".inf", ".Inf", ".INF"]) { return .float }
            if index == 0, isOneOf(rest, [".nan", ".NaN", ".NAN"]) { return .float }
        }
        var integerDigits = 0
        while index < count, isDigit(text[index]) {
            index += 1
            integerDigits += 1
        }
        var isFloat = false
        if index < count, text[index] == UInt8(ascii: ".") {
            isFloat = true
            index += 1
            var fractionDigits = 0
            while index < count, isDigit(text[index]) {
                index += 1
                fractionDigits += 1
            }
            // `.` alone, or `.e5`, is not a number; `1.` is.
            if integerDigits == 0 && fractionDigits == 0 { return .string }
        } else if integerDigits == 0 {
            return .string
        }
        if index < count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            isFloat = true
            index += 1
            if index < count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index += 1 }
            var exponentDigits = 0
            while index < count, isDigit(text[index]) {
                index += 1
                exponentDigits += 1
            }
            if exponentDigits == 0 { return .string }
        }
        guard index == count else { return .string }
        return isFloat ? .float : .int
    }
}
