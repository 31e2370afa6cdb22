import NMViewDiagnostics
import NMViewModel
import NMViewTestSupport
import NMViewXIBImport
import Testing

/// NMView's layout views inside the root, as well as at the top level, become alternatives;
/// views they have beyond the primary's are reported, not guessed at.
@Suite struct XIBAlternativeTests {
    @Test func layoutViewsInsideTheRootAreAlternativesAndExtraViewsAreReported() throws {
        let source = MarkedSource(
            xib(
                """
                        <view contentMode="scaleToFill" id="r00-aa-001" customClass="Card">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                            <subviews>
                                <label opaque="NO" text="A" id="l00-aa-001">
                                    <rect key="frame" x="10" y="10" width="280" height="20"/>
                                </label>
                                <view contentMode="scaleToFill" id="a00-aa-002" customClass="NMViewLayoutView">
                                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                    <subviews>
                                        <label opaque="NO" text="A" id="l00-aa-003">
                                            <rect key="frame" x="20" y="20" width="360" height="20"/>
                                        </label>
                                        1️⃣<label opaque="NO" text="extra" id="l00-aa-004" userLabel="Extra">
                                            <rect key="frame" x="20" y="60" width="360" height="20"/>
                                        </label>
                                    </subviews>
                                </view>
                            </subviews>
                        </view>
                """))
        let imported = try XIBImporter(path: "t.xib").importXIB(Array(source.text.utf8), baseName: "T")
        let document = try #require(imported.layouts.first?.document)
        #expect(document.root.subviews.count == 1, "the layout view is not a view of the layout")
        #expect(
            document.layouts == [
                AlternativeLayout(
                    name: "landscape", size: Size(width: 400, height: 300),
                    subviews: [LayoutNode(id: "label", frame: Rect(x: 20, y: 20, width: 360, height: 20))])
            ])
        let marker = try #require(source.markers["1️⃣"])
        let unmatched = imported.diagnostics.filter { $0.id == XIBDiagnosticID.unmatchedView }
        #expect(unmatched.map(\.location) == [SourceLocation(file: "t.xib", line: marker.line, column: marker.column)])
    }
}
