import NMViewModel
import NMViewXIBImport
import Testing

/// A custom class set on one of IB's UIKit elements (a label whose class is PaddedLabel) keeps
/// that element's properties, written with `base`, and what is written lints clean.
@Suite struct XIBBaseClassTests {
    static let text = xib(
        """
                <view contentMode="scaleToFill" id="r00-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label customClass="PaddedLabel" customModule="Profiles" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" numberOfLines="2" id="l00-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        </label>
                        <view customClass="Chart" contentMode="scaleToFill" id="v00-aa-001">
                            <rect key="frame" x="0.0" y="50" width="100" height="40"/>
                        </view>
                        <label opaque="NO" contentMode="left" text="Plain" id="l00-aa-002">
                            <rect key="frame" x="0.0" y="100" width="100" height="40"/>
                        </label>
                    </subviews>
                </view>
        """)

    @Test func aCustomClassOnAUIKitElementIsWrittenWithItsBaseAndKeepsItsProperties() throws {
        let layout = try #require(try importXIB(Self.text).layouts.first)
        let views = layout.document.root.subviews
        #expect(views.map(\.viewClass) == ["Profiles.PaddedLabel", "Chart", "UILabel"])
        #expect(views.map(\.baseClass) == ["UILabel", nil, nil])
        #expect(views[0].properties == ["text": .string("Hi"), "numberOfLines": .number(2)])
        let written = try writtenAndLinted(layout)
        #expect(written.text.contains("class: Profiles.PaddedLabel\n      base: UILabel\n"))
        #expect(written.findings.isEmpty, "\(written.findings.map(\.message))")
    }

    /// A custom class that names one of UIKit's own (Interface Builder would not save a label whose
    /// class is UIButton) is that class, written without a base, and what is written lints clean.
    @Test func aCustomClassNamingAUIKitClassGetsNoBase() throws {
        let text = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <label customClass="UIButton" opaque="NO" contentMode="left" text="Hi" id="l00-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            </label>
                        </subviews>
                    </view>
            """)
        let layout = try #require(try importXIB(text).layouts.first)
        let view = try #require(layout.document.root.subviews.first)
        #expect(view.viewClass == "UIButton" && view.baseClass == nil)
        // A 40-point button without a title: the audit's to report, not the importer's concern.
        #expect(try writtenAndLinted(layout).findings.allSatisfy { auditRuleIDs.contains($0.id) })
    }

    /// A custom class that looks like a misspelt UIKit class (`UILcbel` on a plain view, found by
    /// the xib fuzzer) is written with its base, even UIView, so that lint, which takes such a
    /// class without a base for a typo, accepts what the xib says is a class of the app's own.
    @Test func aClassThatLooksLikeAMisspeltUIKitClassIsWrittenWithItsBase() throws {
        let text = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view customClass="UILcbel" contentMode="left" id="v00-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                            </view>
                            <label customClass="UILable" opaque="NO" contentMode="left" text="Hi" id="l00-aa-001">
                                <rect key="frame" x="0.0" y="30" width="60" height="20"/>
                            </label>
                        </subviews>
                    </view>
            """)
        let layout = try #require(try importXIB(text).layouts.first)
        #expect(layout.document.root.subviews.map(\.baseClass) == ["UIView", "UILabel"])
        let written = try writtenAndLinted(layout)
        #expect(!written.findings.contains { $0.id == "schema.misspelt-class" }, "\(written.findings.map(\.message))")
    }

    @Test func nothingIsLostFromTheLabel() throws {
        let imported = try importXIB(Self.text)
        let findings = imported.documentDiagnostics + imported.layouts.flatMap(\.diagnostics)
        #expect(!findings.contains { $0.message.contains("not carried over") }, "\(findings.map(\.message))")
    }
}
