/// Names, white space, and the markup a xib's tree does not keep: the XML declaration, comments and
/// processing instructions.
extension XMLScanner {
    static let declarationOpen = Array("<?xml".utf8)
    static let instructionOpen = Array("<?".utf8)
    static let instructionClose = Array("?>".utf8)
    static let commentOpen = Array("<!--".utf8)
    static let commentClose = Array("-->".utf8)
    static let cdataOpen = Array("<![CDATA[".utf8)
    static let cdataClose = Array("]]>".utf8)
    static let endTagOpen = Array("</".utf8)
    static let emptyTagClose = Array("/>".utf8)

    /// The XML declaration at `index` (`<?xml version="1.0" encoding="UTF-8"?>`), whose encoding, if
    /// named, must be UTF-8.
    mutating func declaration() throws(XMLSyntaxError) {
        let start = index
        guard let end = find(Self.instructionClose, from: index + 2) else {
            throw XMLSyntaxError("the XML declaration is not closed with '?>'", at: start)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        if let encoding = Self.pseudoAttribute("encoding", in: text),
            !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased())
        {
            throw XMLSyntaxError("the XML declaration names the encoding '\(encoding)': a xib is UTF-8, as Xcode writes it", at: start)
        }
        index = end + Self.instructionClose.count
    }

    /// The value of `name="…"` (or `'…'`) in a declaration's text.
    private static func pseudoAttribute(_ name: String, in text: String) -> String? {
        guard let range = text.range(of: name) else { return nil }
        var rest = text[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// A processing instruction at `index` (`<?target data?>` or `<?target?>`), skipped: a xib has
    /// none, and no meaning depends on one.
    mutating func processingInstruction() throws(XMLSyntaxError) {
        let start = index
        index += Self.instructionOpen.count
        let target = try name(what: "a target name after '<?'")
        if target.lowercased() == "xml" {
            throw XMLSyntaxError("the XML declaration '<?xml …?>' is allowed only at the start of the file", at: start)
        }
        guard index < bytes.count, Self.isSpace(bytes[index]) || starts(with: Self.instructionClose) else {
            throw XMLSyntaxError("expected white space or '?>' after '<?\(target)'", at: index)
        }
        guard let end = find(Self.instructionClose) else {
            throw XMLSyntaxError("the processing instruction '<?\(target)' is not closed with '?>'", at: start)
        }
        index = end + Self.instructionClose.count
    }

    /// A comment at `index`, skipped.
    mutating func comment() throws(XMLSyntaxError) {
        let start = index
        guard let end = find(Self.commentClose, from: index + Self.commentOpen.count) else {
            throw XMLSyntaxError("the comment is not closed with '-->'", at: start)
        }
        index = end + Self.commentClose.count
    }

    /// A name at `index` (an element, attribute or instruction target); `what` says what was
    /// expected when there is none (made only then: building it for every attribute was a
    /// twentieth of a read). Non-ASCII letters are taken as XML takes them, without the
    /// finer classes of its grammar: the reader has checked the bytes are UTF-8.
    mutating func name(what: @autoclosure () -> String) throws(XMLSyntaxError) -> String {
        let start = index
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { throw XMLSyntaxError("expected \(what())", at: index) }
        index += 1
        while index < bytes.count, Self.isNameStart(bytes[index]) || Self.isNameContinuation(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Moves past white space; whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    /// Whether the bytes at `index` are `prefix`.
    func starts(with prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    /// The offset of the first `needle` at or after `from` (default: `index`).
    func find(_ needle: [UInt8], from: Int? = nil) -> Int? {
        var offset = from ?? index
        guard let head = needle.first else { return offset }
        while offset + needle.count <= bytes.count {
            if bytes[offset] == head, (1..<needle.count).allSatisfy({ bytes[offset + $0] == needle[$0] }) { return offset }
            offset += 1
        }
        return nil
    }

    /// XML's white space: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isNameContinuation(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
