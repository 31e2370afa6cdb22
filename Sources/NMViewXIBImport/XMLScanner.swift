/// Reads the XML Interface Builder writes into an element tree, each element placed at its `<`,
/// and refuses everything else with the byte offset that shows it.
///
/// Ours rather than FoundationXML's `XMLParser`: on Linux that crashes on a processing instruction
/// without data (`<?pi?>`, a `strlen(NULL)` inside its libxml2 callback, out of reach of any
/// delegate), and it reports where a start tag ends, so every element's position had to be found
/// again by walking back over the bytes. Interface Builder writes a small part of XML: elements,
/// attributes, character data, the five predefined entities and character references, and the
/// XML declaration. What else XML has gets a defined behaviour here:
/// - comments and processing instructions are skipped, anywhere;
/// - a CDATA section is character data, as XML defines it;
/// - a DOCTYPE, and with it every entity of one's own, is refused (the reader refuses it first,
///   anywhere in the file; Xcode never writes one);
/// - a declared encoding other than UTF-8 is refused (the reader has checked that the bytes are
///   UTF-8, as Xcode writes them).
///
/// Line ends are normalised as XML says (`\r\n` and `\r` to `\n`), and white space inside an
/// attribute's value to spaces, so the tree is the one a conforming parser builds, less the
/// white space between child elements (see ``adopt(_:into:)``).
struct XMLScanner {
    /// Elements nested deeper than this are refused: libxml2's own default limit, which the
    /// importer's recursive walks have always been able to rely on.
    static let maximumDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    let locator: SourceLocator
    /// The offset of the next byte to read.
    var index = 0
    /// Where elements are, found as the scan goes forward.
    private var lines = ForwardLineCursor()
    /// The attributes of the start tag being read, with their offsets; one array for every tag.
    private var pending: [(name: String, value: String, offset: Int)] = []

    /// The root element of `bytes`, or the first place they stop being a xib's XML.
    static func parse(_ bytes: [UInt8], locator: SourceLocator) -> Result<XIBElement, XMLSyntaxError> {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = XMLScanner(bytes: buffer, locator: locator)
            do throws(XMLSyntaxError) {
                return .success(try scanner.document())
            } catch {
                return .failure(error)
            }
        }
    }

    /// The prolog, the root element and what may follow it.
    private mutating func document() throws(XMLSyntaxError) -> XIBElement {
        if starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        if starts(with: Self.declarationOpen), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) {
            try declaration()
        }
        try miscellany(before: true)
        guard index < bytes.count else { throw XMLSyntaxError("the file has no root element", at: index) }
        let root = try content()
        try miscellany(before: false)
        return root
    }

    /// Comments, processing instructions and white space before or after the root element.
    private mutating func miscellany(before: Bool) throws(XMLSyntaxError) {
        while true {
            skipSpace()
            guard index < bytes.count else { return }
            if starts(with: Self.commentOpen) {
                try comment()
            } else if starts(with: Self.instructionOpen) {
                try processingInstruction()
            } else if before, bytes[index] == UInt8(ascii: "<") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") else { return }
                throw XMLSyntaxError("'<!' starts only a comment before the root element of a xib", at: index)
            } else if before {
                throw XMLSyntaxError("text before the root element", at: index)
            } else {
                throw XMLSyntaxError("content after the root element: a xib has one root element", at: index)
            }
        }
    }

    /// The root element and everything in it, built on an explicit stack so that depth costs no
    /// call frames.
    private mutating func content() throws(XMLSyntaxError) -> XIBElement {
        var open: [(element: XIBElement, offset: Int)] = []
        while true {
            if !open.isEmpty {
                let innermost = open.count - 1
                try characterData(
                    into: &open[innermost].element.text, keepingWhiteSpace: open[innermost].element.children.isEmpty)
            }
            guard index < bytes.count else {
                let innermost = open[open.count - 1]
                throw XMLSyntaxError(
                    "the file ends inside '<\(innermost.element.name)>'", at: bytes.count,
                    note: .init(message: "'<\(innermost.element.name)>' opened here", offset: innermost.offset))
            }
            // characterData stops only at '<' or at the end.
            let start = index
            if starts(with: Self.endTagOpen) {
                guard let closed = open.popLast() else { throw XMLSyntaxError("an end tag with no element open", at: start) }
                try endTag(closing: closed.element.name, openedAt: closed.offset)
                if open.isEmpty { return closed.element }
                adopt(closed.element, into: &open[open.count - 1].element)
            } else if starts(with: Self.commentOpen) {
                try comment()
            } else if starts(with: Self.instructionOpen) {
                try processingInstruction()
            } else if starts(with: Self.cdataOpen), !open.isEmpty {
                try cdata(into: &open[open.count - 1].element.text)
            } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") {
                throw XMLSyntaxError("'<!' starts only a comment or a CDATA section in a xib", at: start)
            } else {
                let (element, isEmpty) = try startTag()
                if isEmpty {
                    guard !open.isEmpty else { return element }
                    adopt(element, into: &open[open.count - 1].element)
                } else {
                    guard open.count < Self.maximumDepth else {
                        throw XMLSyntaxError(
                            "elements nested more than \(Self.maximumDepth) deep: Interface Builder never nests so deep",
                            at: start)
                    }
                    open.append((element, start))
                }
            }
        }
    }

    /// A start tag at `index`: the element, placed at its `<`, and whether it closed itself (`/>`).
    private mutating func startTag() throws(XMLSyntaxError) -> (XIBElement, isEmpty: Bool) {
        let start = index
        index += 1
        let name = try self.name(what: "an element name after '<'")
        pending.removeAll(keepingCapacity: true)
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw XMLSyntaxError("the start tag '<\(name)' is not closed", at: start) }
            let isEmpty = starts(with: Self.emptyTagClose)
            if isEmpty || bytes[index] == UInt8(ascii: ">") {
                index += isEmpty ? 2 : 1
                return (element(name, try attributes(of: name), at: start), isEmpty)
            }
            guard hadSpace else { throw XMLSyntaxError("expected white space, '>' or '/>' in the start tag '<\(name)'", at: index) }
            let attributeStart = index
            let attribute = try self.name(what: "an attribute name, '>' or '/>' in the start tag '<\(name)'")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw XMLSyntaxError("expected '=' after the attribute name '\(attribute)'", at: index)
            }
            index += 1
            skipSpace()
            pending.append((attribute, try attributeValue(), attributeStart))
        }
    }

    /// The attributes read for the tag `name`, in a dictionary of their number: grown one by one,
    /// it was rehashed four times for a label's ten.
    private func attributes(of name: String) throws(XMLSyntaxError) -> [String: String] {
        var attributes = [String: String](minimumCapacity: pending.count)
        for (attribute, value, offset) in pending where attributes.updateValue(value, forKey: attribute) != nil {
            throw XMLSyntaxError("the attribute '\(attribute)' is given twice in '<\(name)>'", at: offset)
        }
        return attributes
    }

    private mutating func element(_ name: String, _ attributes: [String: String], at offset: Int) -> XIBElement {
        let position = lines.position(ofByteOffset: offset, in: bytes)
        return XIBElement(name: name, attributes: attributes, line: position.line, column: position.column)
    }

    /// Appends `child` to `parent`. White space beside child elements is indentation in every xib,
    /// and is not kept: a parent's text is the character data that is not (a `<string>`'s value
    /// has no children, so all of its text is kept). Building it cost more than the rest of a tag.
    private func adopt(_ child: XIBElement, into parent: inout XIBElement) {
        if parent.children.isEmpty, !parent.text.isEmpty, parent.text.utf8.allSatisfy(Self.isSpace) { parent.text = "" }
        parent.children.append(child)
    }

    /// An end tag at `index`, which must close `name`, opened at `openOffset`.
    private mutating func endTag(closing name: String, openedAt openOffset: Int) throws(XMLSyntaxError) {
        let start = index
        index += 2
        let closing = try self.name(what: "an element name after '</'")
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw XMLSyntaxError("expected '>' to end '</\(closing)'", at: index)
        }
        index += 1
        guard closing == name else {
            throw XMLSyntaxError(
                "'</\(closing)>' does not close '<\(name)>'", at: start,
                note: .init(message: "'<\(name)>' opened here", offset: openOffset))
        }
    }
}
