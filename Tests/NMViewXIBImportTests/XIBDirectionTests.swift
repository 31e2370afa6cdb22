import NMViewDiagnostics
import NMViewModel
import NMViewTestSupport
import NMViewXIBImport
import Testing

/// IB's Semantic menu (`semanticContentAttribute`): content that never flips (forced left to right,
/// playback, spatial) becomes `mirrors: false`; the file stays `fixed`, as its frame-based views
/// were, so lint says what the key waits for; forced right to left, which the format cannot say,
/// is a warning at the view.
@Suite struct XIBDirectionTests {
    private func screen(_ semantic: String) -> String {
        """
                <view contentMode="scaleToFill" id="r00-aa-001" userLabel="Player">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" \(semantic) id="c00-aa-002" userLabel="Controls">
                            <rect key="frame" x="0.0" y="50" width="320" height="50"/>
                        </view>
                        <label opaque="NO" text="Now playing" id="l00-aa-003" userLabel="Title">
                            <rect key="frame" x="16" y="8" width="200" height="24"/>
                        </label>
                    </subviews>
                </view>
        """
    }

    @Test(arguments: ["forceLeftToRight", "playback", "spatial"])
    func contentThatNeverFlipsIsWrittenMirrorsFalse(_ semantic: String) throws {
        let imported = try importXIB(xib(screen(#"semanticContentAttribute="\#(semantic)""#)))
        let layout = try #require(imported.layouts.first)
        #expect(layout.document.layoutDirection == .fixed, "imported views stay where IB put them")
        #expect(layout.document.root.subviews.map(\.mirrors) == [false, true])
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        let linted = try writtenAndLinted(layout)
        #expect(linted.text.contains("      frame: [0, 50, 320, 50]\n      mirrors: false\n"), "\(linted.text)")
        #expect(!linted.text.contains("layoutDirection"))
        #expect(linted.findings.map(\.id) == ["rule.mirrors-in-fixed-layout"], "\(linted.findings)")
        #expect(linted.resolved?.root.subviews.first?.mirrors == false)
    }

    @Test func forcedRightToLeftIsAWarningAtTheView() throws {
        let source = MarkedSource(xib(screen(#"semanticContentAttribute="forceRightToLeft""#)).replacingOccurrences(
            of: #"<view contentMode="scaleToFill" semanticContentAttribute"#,
            with: #"1️⃣<view contentMode="scaleToFill" semanticContentAttribute"#))
        let imported = try importXIB(source.text)
        #expect(imported.layouts.first?.document.root.subviews.map(\.mirrors) == [true, true])
        let finding = try #require(imported.diagnostics.first)
        #expect(finding.id == XIBDiagnosticID.unsupportedProperty)
        #expect(finding.location == source.location("1️⃣", file: "t.xib"))
        #expect(finding.message.contains("forced right to left"), "\(finding.message)")
    }

    @Test func aViewWithoutTheAttributeMirrors() throws {
        let imported = try importXIB(xib(screen("")))
        #expect(imported.layouts.first?.document.root.subviews.allSatisfy(\.mirrors) == true)
    }
}
