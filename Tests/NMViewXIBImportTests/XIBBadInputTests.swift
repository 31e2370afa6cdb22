import NMViewDiagnostics
import NMViewTestSupport
@testable import NMViewXIBImport
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
        // A class, module, outlet or selector Interface Builder would never save (the xib
        // fuzzer's second and third finds).
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n  1️⃣<view customClass=\"Card=\"/></objects></document>", "xib.invalid-name"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view>\n  <subviews>1️⃣<label customClass=\"Badge\" customModule=\"My App\"/></subviews></view></objects></document>", "xib.invalid-name"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view><connections>\n  1️⃣<outlet property=\"avat=ar\" destination=\"x\" id=\"o\"/></connections></view></objects></document>", "xib.invalid-name"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view><connections>\n  1️⃣<action selector=\"go::\" destination=\"x\" eventType=\"touchUpInside\" id=\"a\"/></connections></view></objects></document>", "xib.invalid-name"),
        // A frame no view can have (the xib fuzzer's fifth find: a height of -92), which lint
        // would refuse in the layout written.
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view>\n  1️⃣<rect key=\"frame\" x=\"0\" y=\"0\" width=\"-1\" height=\"4\"/></view></objects></document>", "xib.invalid-frame"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view><subviews><view>\n  1️⃣<rect key=\"frame\" x=\"nan\" y=\"0\" width=\"1\" height=\"4\"/></view></subviews></view></objects></document>", "xib.invalid-frame"),
        // A root of no area has no design size; nor has a freeform size that is not a number.
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n  1️⃣<view><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"0\"/></view></objects></document>", "xib.no-size"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n  1️⃣<view><size key=\"freeformSize\" width=\"nan\" height=\"10\"/></view></objects></document>", "xib.no-size"),
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

    /// The error `bytes` stop the import with.
    private func failure(bytes: [UInt8]) throws -> Diagnostic {
        do {
            _ = try XIBImporter(path: "t.xib").importXIB(bytes, baseName: "T")
        } catch {
            return error
        }
        throw ImportSucceeded()
    }

    private static let header = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n".utf8)

    /// A byte that is not UTF-8 in a name made FoundationXML trap (the xib fuzzer's first find):
    /// each place such a byte can be is refused before parsing, at that byte.
    @Test(arguments: [
        // In an attribute's name, as the fuzzer found it.
        (Array("  <view contentHorizonta".utf8) + [0xEC] + Array("Alignment=\"left\"/>".utf8), 3, 25, "0xEC"),
        // In an element's name, after a character of two bytes on the same line.
        (Array("  <!-- é --><vi".utf8) + [0xFF] + Array("ew/>".utf8), 3, 16, "0xFF"),
        // A sequence cut short at the end of the file.
        (Array("  <label text=\"".utf8) + [0xE2, 0x82], 3, 16, "0xE2"),
    ])
    func bytesThatAreNotUTF8AreRefusedWhereTheyAre(_ body: [UInt8], _ line: Int, _ column: Int, _ byte: String) throws {
        let error = try failure(bytes: Self.header + body)
        #expect(error.id == XIBDiagnosticID.notUTF8)
        #expect(error.severity == .error)
        #expect(error.location == SourceLocation(file: "t.xib", line: line, column: column), "\(error.message)")
        #expect(error.message == "byte \(byte) is not UTF-8: a xib is UTF-8, as Xcode writes it")
    }

    /// Two objects with one id (the xib fuzzer's fourth find): refused at the second, the first
    /// in a note.
    @Test func twoObjectsWithOneIDAreRefused() throws {
        let (error, source) = try failure(
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"v\"><subviews>\n"
                + "  2️⃣<label id=\"l\"/>\n  1️⃣<label id=\"l\"/></subviews></view></objects></document>")
        #expect(error.id == XIBDiagnosticID.duplicateID)
        #expect(error.message == "'l' is the id of two objects: each object of a xib has its own")
        for (marker, location) in [("1️⃣", error.location), ("2️⃣", error.notes.first?.location)] {
            let place = try #require(source.markers[marker])
            #expect(location == SourceLocation(file: "t.xib", line: place.line, column: place.column), "\(marker)")
        }
    }

    @Test func selectorsAndIdentifiersFollowTheFormat() {
        for good in ["refresh", "refresh:", "move:to:", "_x1"] { #expect(XIBCodeNameCheck.isSelector(good), "\(good)") }
        for bad in ["", ":", "go::", "go:to", "1go", "go-to:", "gö"] { #expect(!XIBCodeNameCheck.isSelector(bad), "\(bad)") }
    }

    @Test func aUTF16FileIsNamedAsSuch() throws {
        let utf16: [UInt8] = [0xFF, 0xFE] + "<document/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let error = try failure(bytes: utf16)
        #expect(error.id == XIBDiagnosticID.notUTF8)
        #expect(error.message == "the file is UTF-16: a xib is UTF-8, as Xcode writes it")
        #expect(error.location == SourceLocation(file: "t.xib", line: 1, column: 1))
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
