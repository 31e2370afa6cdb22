import NMViewDiagnostics
import NMViewTestSupport
import NMViewXIBImport
import Testing

/// Input that is not an iOS xib stops the import with one error at the offending place.
@Suite struct XIBBadInputTests {
    /// Imports marked text and returns the error it must stop with, and the marked source.
    private func failure(_ marked: String, maximumSize: Int = XIBImporter.maximumFileSizeDefault) throws -> (Diagnostic, MarkedSource) {
        let source = MarkedSource(marked)
        do {
            _ = try XIBImporter(path: "t.xib", maximumFileSize: maximumSize).importXIB(Array(source.text.utf8), baseName: "T")
        } catch {
            return (error, source)
        }
        throw ImportSucceeded()
    }

    private struct ImportSucceeded: Error {}

    @Test(arguments: [
        ("1️⃣<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;\">]>\n<document>&lol2;</document>", "xib.doctype"),
        ("<?xml version=\"1.0\"?>\n1️⃣<plist version=\"1.0\"><dict/></plist>", "xib.not-a-xib"),
        ("1️⃣<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes/></document>", "xib.storyboard"),
        ("1️⃣<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><objects/></document>", "xib.not-cocoa-touch"),
        ("1️⃣<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>", "xib.no-views"),
        ("1️⃣<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"9.99\"><data/></archive>", "xib.archive-version"),
        ("1️⃣<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data/></archive>", "xib.no-views"),
        // The byte scans' edges: a near miss first, the declaration as the file's last bytes.
        ("<!-- <!DOC é -->\n  1️⃣<!DOCTYPE", "xib.doctype"),
        // A start tag over two lines, after a non-ASCII comment: the parser reports where it ends.
        ("<!-- é -->1️⃣<document\n    type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>", "xib.no-views"),
    ])
    func refusedAtTheElementThatShowsIt(_ marked: String, _ id: String) throws {
        let (error, source) = try failure(marked)
        #expect(error.id.rawValue == id)
        #expect(error.severity == .error)
        let marker = try #require(source.markers["1️⃣"])
        #expect(error.location == SourceLocation(file: "t.xib", line: marker.line, column: marker.column), "\(error.message)")
    }

    @Test func malformedXMLIsReportedWhereTheParserStopped() throws {
        let (error, _) = try failure("<document type=\"x\">\n  <objects>\n  </document>\n")
        #expect(error.id == XIBDiagnosticID.notXML)
        #expect(error.message.hasPrefix("not well-formed XML: "))
        #expect(error.location.line == 3, "the mismatched end tag is on line 3: \(error.location)")
    }

    @Test func aCompiledNibIsRefusedBeforeParsing() throws {
        let (error, _) = try failure("bplist00\u{1}\u{2}binary")
        #expect(error.id == XIBDiagnosticID.binaryNib)
        #expect(error.location == SourceLocation(file: "t.xib", line: 1, column: 1))
    }

    @Test func aFileOverTheLimitIsRefusedBeforeParsing() throws {
        let (error, _) = try failure("<document>\(String(repeating: " ", count: 200))</document>", maximumSize: 100)
        #expect(error.id == XIBDiagnosticID.fileSize)
        #expect(error.location == SourceLocation(file: "t.xib"))
    }
}
