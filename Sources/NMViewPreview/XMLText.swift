/// Escaping for text and attribute values in SVG and HTML.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped.
    static func escape(_ text: String) -> String {
        // Most text (ids, class names, font families, labels) has nothing to escape: returned as
        // it is, it is neither copied nor walked character by character.
        guard text.utf8.contains(where: Self.isEscaped) else { return text }
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The bytes ``escape(_:)`` replaces: `&`, `<`, `>`, `"` and `'`.
    private static func isEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// `text` with the escapes ``escape(_:)`` writes turned back.
    static func unescape(_ text: String) -> String {
        // Bytes, not Foundation's search for a substring, which took longer than the rest of the work.
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
