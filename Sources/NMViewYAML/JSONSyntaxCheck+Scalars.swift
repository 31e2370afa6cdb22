import NMViewDiagnostics

/// Strings, numbers and literals, and the white space between tokens.
extension JSONSyntaxCheck {
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The column of `index`, in Unicode scalars from the line's start.
    var column: Int {
        var count = 1
        var position = lineStart
        while position < index {
            if bytes[position] & 0xC0 != 0x80 { count += 1 }
            position += 1
        }
        return count
    }

    mutating func advance() { index += 1 }

    /// Skips JSON's white space; a comment is a slip.
    mutating func skipSpace() throws(Diagnostic) {
        while let byte = peek {
            switch byte {
            case 0x20, 0x09, 0x0D: advance()
            case 0x0A:
                advance()
                line += 1
                lineStart = index
            case UInt8(ascii: "#"), UInt8(ascii: "/"):
                throw slip("JSON has no comments", note: "write the layout in YAML (.nmview.yaml) to keep comments")
            default: return
            }
        }
    }

    /// A string, literal or number.
    mutating func scalar() throws(Diagnostic) {
        guard let byte = peek else { throw slip("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "."):
            throw slip("a number in JSON starts with a digit", note: "write 0\(word()) instead of \(word())")
        case UInt8(ascii: "'"):
            throw slip("strings in JSON use double quotes, not single quotes", note: "write \"…\"")
        default:
            let found = word()
            switch found {
            case "true", "false", "null": index += found.utf8.count
            case "True", "False", "TRUE", "FALSE", "Null", "NULL", "None", "yes", "no", "on", "off":
                throw slip("'\(found)' is not a JSON value", note: "JSON writes true, false and null in lowercase, and nothing else")
            case "NaN", "nan", "Infinity", "infinity", "inf", ".inf":
                throw slip("'\(found)' is not a JSON value", note: "JSON numbers are finite: it has no NaN or infinity")
            default:
                throw slip(
                    found.isEmpty ? "expected a value" : "'\(found)' is not a JSON value",
                    note: "a value is a \"string\", a number, true, false, null, an object or an array")
            }
        }
    }

    /// `"…"` with JSON's escapes and no control characters.
    mutating func string() throws(Diagnostic) {
        advance()  // the opening quote
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return
            case UInt8(ascii: "\\"):
                let backslash = index
                advance()
                guard let escaped = peek else { break }
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        advance()
                        guard let digit = peek, digit.isHexDigit else {
                            throw slip("'\\u' takes four hexadecimal digits", note: "write a character as \\u00e9, for example")
                        }
                    }
                } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
                    index = backslash
                    throw slip(
                        "'\\\(Character(Unicode.Scalar(escaped)))' is not an escape in JSON",
                        note: "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
                }
                advance()
            case 0x0A:
                throw slip("a string in JSON cannot span lines", note: "close it with \" on the same line, or write \\n")
            case 0x00..<0x20:
                throw slip("a control character in a string", note: "write it as an escape such as \\t or \\u0001")
            default:
                advance()
            }
        }
        throw slip("the string is not closed before the end of the file")
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func number() throws(Diagnostic) {
        let start = index
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, first.isDigit else {
            throw slip("'-' must be followed by a digit", note: "a negative number is written -1 or -0.5")
        }
        advance()
        if first == UInt8(ascii: "0"), let next = peek, next.isDigit {
            index = start
            throw slip("a number in JSON has no leading zero: '\(word())'", note: "write it without the leading 0")
        }
        while let digit = peek, digit.isDigit { advance() }
        if peek == UInt8(ascii: ".") {
            advance()
            guard let digit = peek, digit.isDigit else { throw slip("a decimal point must be followed by a digit", note: "write 1.0 or 1") }
            while let digit = peek, digit.isDigit { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let digit = peek, digit.isDigit else { throw slip("an exponent must have digits", note: "write 1e3, for example") }
            while let digit = peek, digit.isDigit { advance() }
        }
    }

    /// The run of letters, digits and `._+-` at `index`, to name what was found.
    func word() -> String {
        var end = index
        while end < bytes.count, end - index < 40,
            bytes[end].isDigit || bytes[end].isASCIILetter || [UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[end])
        {
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isHexDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
}
