import NMViewDiagnostics
import NMViewModel
import NMViewTestSupport
import NMViewXIBImport
import Testing

/// A top-level view's safe-area guide becomes the layout's safeArea: from the guide's frame where
/// the xib stores one, else from the simulated device when its insets are known and the view is
/// its screen's size; otherwise none, with a warning at the guide. Views in the unsafe area keep
/// their place with ignoresSafeArea, so what is written lints clean.
@Suite struct XIBSafeAreaTests {
    /// A full-screen view of `width` × `height` with a header under the status bar, a label inside
    /// the safe area, and a safe-area guide written as `guide` (with a `1️⃣` marker where wanted).
    private func screen(width: Int = 393, height: Int = 852, guide: String) -> String {
        """
                <view contentMode="scaleToFill" id="r00-aa-001" userLabel="Screen">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="h00-aa-002" userLabel="Header">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        </view>
                        <label opaque="NO" text="Hi" id="l00-aa-003" userLabel="Title">
                            <rect key="frame" x="20" y="79" width="200" height="24"/>
                        </label>
                    </subviews>
                    \(guide)
                </view>
        """
    }

    @Test func aGuideWithoutAFrameTakesTheInsetsOfTheSimulatedDevice() throws {
        let imported = try importXIB(xib(screen(guide: #"<viewLayoutGuide key="safeArea" id="g00-aa-004"/>"#), device: "retina6_12"))
        let layout = try #require(imported.layouts.first)
        #expect(layout.document.safeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(layout.document.root.subviews.map(\.ignoresSafeArea) == [true, false], "the header lies under the Dynamic Island")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        let linted = try writtenAndLinted(layout)
        #expect(linted.text.contains("size: {width: 393, height: 852}\nsafeArea: {top: 59, bottom: 34}\nroot:\n"))
        #expect(linted.text.contains("    - id: header\n      frame: [0, 0, 393, 100]\n      ignoresSafeArea: true\n"))
        #expect(linted.findings.isEmpty, "\(linted.findings)")
        #expect(linted.resolved?.safeArea == EdgeInsets(top: 59, bottom: 34))
    }

    @Test func aGuideWithAFrameGivesItsDistancesFromTheBounds() throws {
        let guide = #"<viewLayoutGuide key="safeArea" id="g00-aa-004"><rect key="frame" x="0.0" y="47" width="390" height="763"/></viewLayoutGuide>"#
        let imported = try importXIB(xib(screen(width: 390, height: 844, guide: guide)))
        let layout = try #require(imported.layouts.first)
        #expect(layout.document.safeArea == EdgeInsets(top: 47, bottom: 34))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        #expect(try writtenAndLinted(layout).findings.isEmpty)
    }

    @Test(arguments: [
        ("retina6_1", 414, 896, "the insets of its simulated device 'retina6_1' are not known"),
        ("retina6_12", 320, 568, "its 320 × 568 size is not the screen of its simulated device 'retina6_12' (iPhone 15, 393 × 852)"),
        (nil, 393, 852, "names no simulated device"),
    ] as [(String?, Int, Int, String)])
    func insetsThatCannotBeKnownAreReportedAtTheGuide(device: String?, width: Int, height: Int, why: String) throws {
        let source = MarkedSource(
            xib(screen(width: width, height: height, guide: #"1️⃣<viewLayoutGuide key="safeArea" id="g00-aa-004"/>"#), device: device))
        let imported = try importXIB(source.text)
        let layout = try #require(imported.layouts.first)
        #expect(layout.document.safeArea == nil)
        #expect(layout.document.root.subviews.allSatisfy { !$0.ignoresSafeArea })
        let finding = try #require(imported.diagnostics.first { $0.id == XIBDiagnosticID.safeArea })
        #expect(finding.location == source.location("1️⃣", file: "t.xib"))
        #expect(finding.severity == .warning)
        #expect(finding.message.hasPrefix("the safe area of 'Screen' is not carried over: "), "\(finding.message)")
        #expect(finding.message.contains(why), "\(finding.message)")
        #expect(finding.message.hasSuffix("; add safeArea to the layout by hand"))
    }

    @Test func aViewWithoutAGuideHasNoSafeAreaAndNoWarning() throws {
        let imported = try importXIB(xib(screen(guide: ""), device: "retina6_12"))
        #expect(imported.layouts.first?.document.safeArea == nil)
        #expect(imported.diagnostics.isEmpty)
    }

    /// NMView's landscape layout view of a screen with a safe area takes the device's landscape
    /// insets, and a view that reaches past them there follows the bounds too.
    @Test func anAlternativeOfTheDevicesScreenTurnedTakesItsLandscapeInsets() throws {
        let text = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001" userLabel="Screen">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="b00-aa-002" userLabel="Bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </view>
                            <view contentMode="scaleToFill" id="a00-aa-003" customClass="NMViewLayoutView">
                                <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="b00-aa-004">
                                        <rect key="frame" x="0.0" y="0.0" width="852" height="44"/>
                                    </view>
                                </subviews>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="g00-aa-005"/>
                    </view>
            """, device: "retina6_12")
        let imported = try importXIB(text)
        let layout = try #require(imported.layouts.first)
        #expect(layout.document.layouts.map(\.safeArea) == [EdgeInsets(left: 59, bottom: 21, right: 59)])
        #expect(layout.document.root.subviews.map(\.ignoresSafeArea) == [true], "the bar spans the landscape screen")
        let linted = try writtenAndLinted(layout)
        #expect(linted.text.contains("    size: {width: 852, height: 393}\n    safeArea: {left: 59, bottom: 21, right: 59}\n"))
        #expect(linted.findings.isEmpty, "\(linted.findings)")
    }

    /// Merged as an alternative, another device's xib brings its safe area along.
    @Test func aMergedXIBBringsItsSafeArea() throws {
        let phone = try #require(try importXIB(xib(screen(guide: #"<viewLayoutGuide key="safeArea" id="g00-aa-004"/>"#), device: "retina6_12")).layouts.first)
        let small = try #require(
            try importXIB(xib(screen(width: 375, height: 667, guide: #"<viewLayoutGuide key="safeArea" id="g00-aa-004"/>"#), device: "retina4_7"))
                .layouts.first)
        #expect(small.document.safeArea == EdgeInsets(top: 20))
        var merged = phone
        merged.document = DeviceVariantMerger(primary: phone, other: small).merged(named: "se").document
        #expect(merged.document.layouts.last?.safeArea == EdgeInsets(top: 20))
        let linted = try writtenAndLinted(merged)
        #expect(linted.findings.isEmpty, "\(linted.findings)")
    }
}
