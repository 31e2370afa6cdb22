import NMViewDiagnostics
import NMViewTestSupport
@testable import NMViewXIBImport
import Testing

/// The XML scanner that reads xibs: the tree it builds, the constructs XML has beyond what
/// Interface Builder writes, and where it says a file stops being XML.
@Suite struct XMLScannerTests {
    /// The root of `text`, which must scan.
    private func scan(_ text: String) throws -> XIBElement {
        let bytes = Array(text.utf8)
        switch XMLScanner.parse(bytes, locator: SourceLocator(bytes)) {
        case .success(let root): return root
        case .failure(let error): throw ScanFailed(error: error)
        }
    }

    private struct ScanFailed: Error { var error: XMLSyntaxError }

    /// The error marked text stops with, checked to stand at marker 1️⃣ (and its note at 2️⃣).
    private func refusal(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let source = MarkedSource(marked)
        let bytes = Array(source.text.utf8)
        let locator = SourceLocator(bytes)
        guard case .failure(let error) = XMLScanner.parse(bytes, locator: locator) else {
            Issue.record("scanned without an error", sourceLocation: sourceLocation)
            return ""
        }
        let at = locator.position(ofByteOffset: error.offset)
        let marker = try #require(source.markers["1️⃣"], sourceLocation: sourceLocation)
        #expect(at.line == marker.line && at.column == marker.column, "\(error.message) at \(at)", sourceLocation: sourceLocation)
        if let place = source.markers["2️⃣"] {
            let note = try #require(error.note, "no note for 2️⃣", sourceLocation: sourceLocation)
            let noteAt = locator.position(ofByteOffset: note.offset)
            #expect(noteAt.line == place.line && noteAt.column == place.column, "\(note.message)", sourceLocation: sourceLocation)
        }
        return error.message
    }

    @Test func elementsAttributesAndTextAreKeptInDocumentOrderAtTheirLessThanSign() throws {
        let source = MarkedSource(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n1️⃣<document a=\"1\" b='2'>\n  2️⃣<view\n    id=\"v\"/>3️⃣<string>hé</string>\n</document>\n")
        let root = try scan(source.text)
        #expect(root.name == "document")
        #expect(root.attributes == ["a": "1", "b": "2"])
        #expect(root.children.map(\.name) == ["view", "string"])
        #expect(root.children[0]["id"] == "v")
        #expect(root.children[1].text == "hé")
        // White space beside child elements is indentation, and is not kept; other text is.
        #expect(root.text == "")
        #expect(try scan("<a> x <b/> <c/> y </a>").text == " x  y ")
        #expect(try scan("<a> <b> </b></a>").children[0].text == " ")
        for (element, marker) in [(root, "1️⃣"), (root.children[0], "2️⃣"), (root.children[1], "3️⃣")] {
            let place = try #require(source.markers[marker])
            #expect(element.line == place.line && element.column == place.column, "\(element.name)")
        }
    }

    /// The fuzzer's crash on FoundationXML: a processing instruction without data, before the
    /// root or inside it, is skipped like any other.
    @Test(arguments: ["<?pi?>\n<document/>", "<document><?pi?></document>", "<?pi data?><document><?pi a b c ?></document><?pi?>"])
    func processingInstructionsAreSkipped(_ text: String) throws {
        let root = try scan(text)
        #expect(root.name == "document")
        #expect(root.children.isEmpty)
    }

    @Test func commentsAreSkippedAnywhere() throws {
        let root = try scan("<!-- before --><document><!-- <view/> -- inside --><view/>a<!---->b</document><!-- after -->")
        #expect(root.children.map(\.name) == ["view"])
        #expect(root.text == "ab")
    }

    @Test func aCDATASectionIsCharacterData() throws {
        let root = try scan("<string>a <![CDATA[<b> & &amp; ]]>c</string>")
        #expect(root.text == "a <b> & &amp; c")
    }

    @Test func referencesStandForTheirCharacters() throws {
        let root = try scan("<s t=\"&lt;&gt;&amp;&quot;&apos;&#10;&#x1F600;\">&#65;&#x42;&amp;c</s>")
        #expect(root["t"] == "<>&\"'\n😀")
        #expect(root.text == "AB&c")
    }

    @Test func lineEndsAndAttributeWhiteSpaceAreNormalisedAsXMLSays() throws {
        let root = try scan("<s t=\"a\r\nb\tc\nd\">x\r\ny\rz</s>")
        #expect(root["t"] == "a b c d")
        #expect(root.text == "x\ny\nz")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let root = try scan("\u{FEFF}<?xml version=\"1.0\"?><document/>")
        #expect(root.name == "document")
    }

    @Test(arguments: [
        ("<document>\n  2️⃣<objects>\n  1️⃣</document>\n", "'</document>' does not close '<objects>'"),
        ("2️⃣<document>\n  <objects/>1️⃣", "the file ends inside '<document>'"),
        ("<document>1️⃣&nbsp;</document>", "unknown entity '&nbsp;': a xib has only '&amp;', '&lt;', '&gt;', '&quot;' and '&apos;'"),
        ("<document t=\"1️⃣& more\"/>", "'&' starts a reference: write '&amp;' for an ampersand"),
        ("<document t=\"1️⃣&#0;\"/>", "'&#0;' is not a character XML allows"),
        ("<document t=\"1️⃣&#xD800;\"/>", "'&#xD800;' is not a character XML allows"),
        ("<document t=\"1️⃣&#99999999;\"/>", "'&#99999999;' is not a character XML allows"),
        ("<document a=\"1\" 1️⃣a=\"2\"/>", "the attribute 'a' is given twice in '<document>'"),
        ("<document a=\"1\"1️⃣b=\"2\"/>", "expected white space, '>' or '/>' in the start tag '<document'"),
        ("<document a=1️⃣1/>", "expected a quoted attribute value"),
        ("<document a=\"1️⃣<\"/>", "'<' in an attribute value: write '&lt;'"),
        ("<document a1️⃣/>", "expected '=' after the attribute name 'a'"),
        ("<document>a1️⃣\u{1}b</document>", "the control character U+0001 is not allowed in XML"),
        ("<document>1️⃣\u{FFFE}</document>", "U+FFFE is not a character XML allows"),
        ("1️⃣<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><document/>", "the XML declaration names the encoding 'ISO-8859-1': a xib is UTF-8, as Xcode writes it"),
        ("<!-- x -->1️⃣<?xml version=\"1.0\"?><document/>", "the XML declaration '<?xml …?>' is allowed only at the start of the file"),
        ("<document><?1️⃣?></document>", "expected a target name after '<?'"),
        ("<document>1️⃣<?pi x</document>", "the processing instruction '<?pi' is not closed with '?>'"),
        ("<document><?pi1️⃣!?></document>", "expected white space or '?>' after '<?pi'"),
        ("<document>1️⃣<!-- x </document>", "the comment is not closed with '-->'"),
        ("<document>1️⃣<![CDATA[ x </document>", "the CDATA section is not closed with ']]>'"),
        ("<document>1️⃣<!ENTITY x \"y\"></document>", "'<!' starts only a comment or a CDATA section in a xib"),
        ("1️⃣<!ELEMENT x ANY><document/>", "'<!' starts only a comment before the root element of a xib"),
        ("  1️⃣text<document/>", "text before the root element"),
        ("<document/>\n1️⃣<document/>", "content after the root element: a xib has one root element"),
        ("<document><1️⃣1a/></document>", "expected an element name after '<'"),
        ("<document></1️⃣ document>", "expected an element name after '</'"),
        (" \n 1️⃣", "the file has no root element"),
    ])
    func malformedInputIsRefusedWhereItShows(_ marked: String, _ message: String) throws {
        #expect(try refusal(marked) == message)
    }

    /// An explicit stack, so depth costs no call frames; the limit keeps the importer's own
    /// recursive walks safe.
    @Test func nestingIsLimited() throws {
        let depth = XMLScanner.maximumDepth
        let fits = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(try scan(fits).name == "a")
        let prefix = String(repeating: "<a>", count: depth)
        let message = try refusal(prefix + "1️⃣<a>" + String(repeating: "</a>", count: depth + 1))
        #expect(message == "elements nested more than \(depth) deep: Interface Builder never nests so deep")
        // A million opening tags end at the limit, long before memory or the stack matter.
        #expect(throws: ScanFailed.self) { try scan(String(repeating: "<a>", count: 1_000_000)) }
    }
}
