import NMViewDiagnostics
import NMViewModel
import NMViewTestSupport
import NMViewXIBImport
import Testing

/// The archive format of Xcode 3 and 4: masks and the hidden flag from NSvFlags, classes from the
/// class table, and findings at the archive object they concern.
@Suite struct XIBArchiveTests {
    private static func archive(_ views: String, classes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        \t<data>
        \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \(views)
        \t\t</object>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<object class="NSArray" key="orderedObjects">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">1</int>
        \t\t\t\t\t\t<reference key="object" ref="10"/>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t\t<object class="NSMutableDictionary" key="flattenedProperties">
        \t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t<array class="NSMutableArray" key="dict.sortedKeys"><string>1.CustomClassName</string></array>
        \t\t\t\t<array class="NSMutableArray" key="dict.values"><string>\(classes)</string></array>
        \t\t\t</object>
        \t\t</object>
        \t</data>
        </archive>
        """
    }

    @Test func flagsGiveTheMaskAndHiddenAndTheClassTableTheClass() throws {
        let source = MarkedSource(
            Self.archive(
                """
                \t\t\t<object class="IBUIView" id="10">
                \t\t\t\t<int key="NSvFlags">274</int>
                \t\t\t\t<object class="NSMutableArray" key="NSSubviews">
                \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t1️⃣<object class="IBUITextView" id="11">
                \t\t\t\t\t\t<int key="NSvFlags">-2147483347</int>
                \t\t\t\t\t\t<string key="NSFrame">{{1.5, 2}, {30, 40}}</string>
                \t\t\t\t\t\t<int key="IBUIDataDetectorTypes">1</int>
                \t\t\t\t\t</object>
                \t\t\t\t</object>
                \t\t\t\t<string key="NSFrameSize">{320, 460}</string>
                \t\t\t</object>
                """, classes: "Card"))
        let imported = try XIBImporter(path: "a.xib").importXIB(Array(source.text.utf8), baseName: "A")
        let layout = try #require(imported.layouts.first)
        #expect(layout.name == "Card")
        #expect(layout.document.size == Size(width: 320, height: 460))
        let view = try #require(layout.document.root.subviews.first)
        #expect(view.viewClass == "UITextView")
        #expect(view.frame == Rect(x: 1.5, y: 2, width: 30, height: 40))
        // 301 in the low bits: every margin flexible, no size; the top bit hides the view.
        #expect(view.autoresizing == [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        #expect(view.properties["hidden"] == .bool(true))
        let marker = try #require(source.markers["1️⃣"])
        let finding = try #require(imported.diagnostics.first)
        #expect(finding.id == XIBDiagnosticID.unsupportedProperty)
        #expect(finding.message.contains("'dataDetectorTypes=1'"), "\(finding.message)")
        #expect(finding.location == SourceLocation(file: "a.xib", line: marker.line, column: marker.column))
    }

    /// A negative size in `NSFrame` is refused at its object, as in the current format.
    @Test func aNegativeSizeIsRefusedAtItsObject() throws {
        let source = MarkedSource(
            Self.archive(
                """
                \t\t\t<object class="IBUIView" id="10">
                \t\t\t\t<object class="NSMutableArray" key="NSSubviews">
                \t\t\t\t\t1️⃣<object class="IBUILabel" id="11">
                \t\t\t\t\t\t<string key="NSFrame">{{0, 0}, {30, -40}}</string>
                \t\t\t\t\t</object>
                \t\t\t\t</object>
                \t\t\t\t<string key="NSFrameSize">{320, 460}</string>
                \t\t\t</object>
                """, classes: "Card"))
        let marker = try #require(source.markers["1️⃣"])
        #expect {
            try XIBImporter(path: "a.xib").importXIB(Array(source.text.utf8), baseName: "A")
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.id == XIBDiagnosticID.invalidFrame && error.message == "the frame's height is -40.0: a view's size is never negative"
                && error.location == SourceLocation(file: "a.xib", line: marker.line, column: marker.column)
        }
    }

    /// A view that NSSubviews names inside itself, or in two superviews, is refused at the
    /// reference, with the first place in a note: the import recursed without end on the first.
    @Test(arguments: [
        // Inside itself.
        """
        \t\t\t2️⃣<object class="IBUIView" id="10">
        \t\t\t\t<object class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t1️⃣<reference ref="10"/>
        \t\t\t\t</object>
        \t\t\t\t<string key="NSFrameSize">{320, 460}</string>
        \t\t\t</object>
        """,
        // In two superviews.
        """
        \t\t\t<object class="IBUIView" id="10">
        \t\t\t\t<object class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t2️⃣<object class="IBUIView" id="11"><string key="NSFrame">{{0, 0}, {10, 10}}</string></object>
        \t\t\t\t\t<object class="IBUIView" id="12">
        \t\t\t\t\t\t<object class="NSMutableArray" key="NSSubviews">1️⃣<reference ref="11"/></object>
        \t\t\t\t\t\t<string key="NSFrame">{{0, 0}, {20, 20}}</string>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t\t<string key="NSFrameSize">{320, 460}</string>
        \t\t\t</object>
        """,
    ])
    func aViewPlacedTwiceIsRefused(_ views: String) throws {
        let source = MarkedSource(Self.archive(views, classes: "Card"))
        let reference = try #require(source.markers["1️⃣"])
        let first = try #require(source.markers["2️⃣"])
        #expect {
            try XIBImporter(path: "a.xib").importXIB(Array(source.text.utf8), baseName: "A")
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.id == XIBDiagnosticID.duplicateID
                && error.location == SourceLocation(file: "a.xib", line: reference.line, column: reference.column)
                && error.notes.first?.location == SourceLocation(file: "a.xib", line: first.line, column: first.column)
        }
    }
}
