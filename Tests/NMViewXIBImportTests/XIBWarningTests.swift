import Foundation
import NMViewDiagnostics
import NMViewTestSupport
import NMViewXIBImport
import Testing

/// What the format cannot express is reported at the element in the xib, never dropped in silence.
@Suite struct XIBWarningTests {
    @Test func eachUnsupportedElementIsReportedWhereItIs() throws {
        let source = MarkedSource(
            xib(
                """
                        1️⃣<view contentMode="scaleToFill" id="r00-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <subviews>
                                2️⃣<label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l00-aa-002">
                                    <rect key="frame" x="10" y="10" width="100" height="20"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="4"/>
                                        </userDefinedRuntimeAttribute>
                                        3️⃣<userDefinedRuntimeAttribute type="string" keyPath="analyticsName" value="x"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                4️⃣<stackView opaque="NO" contentMode="scaleToFill" id="s00-aa-003">
                                    <rect key="frame" x="10" y="40" width="100" height="20"/>
                                </stackView>
                            </subviews>
                            5️⃣<constraints>
                                <constraint firstItem="l00-aa-002" firstAttribute="top" secondItem="r00-aa-001" secondAttribute="top" constant="10" id="c00-aa-004"/>
                            </constraints>
                            6️⃣<variation key="widthClass=regular">
                                <mask key="subviews">
                                    <exclude reference="s00-aa-003"/>
                                </mask>
                            </variation>
                        </view>
                        7️⃣<tapGestureRecognizer id="t00-aa-005"/>
                """))
        let imported = try XIBImporter(path: "t.xib").importXIB(Array(source.text.utf8), baseName: "T")
        let found = imported.diagnostics.map { "\($0.id) \($0.location.line ?? 0):\($0.location.column ?? 0)" }
        let expected: [(String, String)] = [
            ("2️⃣", "xib.positioned-by-constraints"), ("3️⃣", "xib.runtime-attributes"), ("4️⃣", "xib.stack-view"),
            ("5️⃣", "xib.constraints"), ("6️⃣", "xib.size-classes"), ("7️⃣", "xib.gesture-recognizer"),
        ]
        for (marker, id) in expected {
            let position = try #require(source.markers[marker])
            #expect(found.contains("\(id) \(position.line):\(position.column)"), "\(id) at \(marker): \(found)")
        }
        #expect(imported.diagnostics.allSatisfy { $0.severity == .warning })
        let label = try #require(imported.layouts.first?.document.root.subviews.first)
        #expect(label.properties["cornerRadius"] == .number(4), "the layer's corner radius is a property of the format")
        #expect(label.frame?.width == 100, "a view placed by constraints keeps its stored frame")
    }

    /// An action on a view that is not a control (a damaged file: IB saves none there, the xib
    /// fuzzer's fifth find) is reported and left out, so what is written lints clean; a class of
    /// your own on a plain view keeps its actions, as it may be a control.
    /// A segmented control whose segments are empty (the xib fuzzer's: text where IB writes
    /// `<segment>` elements) is written without them, with a warning, so that lint finds no error.
    @Test func aSegmentedControlWithoutSegmentsKeepsNone() throws {
        let imported = try importXIB(
            xib(
                """
                        <view contentMode="scaleToFill" id="r00-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <subviews>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" selectedSegmentIndex="0" id="g00-aa-002">
                                    <rect key="frame" x="10" y="10" width="200" height="32"/>
                                    <segments>not a segment</segments>
                                </segmentedControl>
                            </subviews>
                        </view>
                """))
        let layout = try #require(imported.layouts.first)
        #expect(layout.document.root.subviews.first?.properties["segments"] == nil)
        #expect(imported.diagnostics.contains { $0.message.contains("'segments'") }, "\(imported.diagnostics)")
        let (text, findings, _) = try writtenAndLinted(layout)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(text)\n\(findings)")
    }

    /// An action named after one of UIView's own methods would call UIKit's, not the owner's: it is
    /// left out and reported, and what is written lints without an error.
    @Test func anActionNamedAfterAUIViewMethodIsReportedAndLeftOut() throws {
        let imported = try importXIB(
            xib(
                """
                        <view contentMode="scaleToFill" id="r00-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="w00-aa-002">
                                    <rect key="frame" x="10" y="10" width="51" height="31"/>
                                    <connections>
                                        <action selector="resignFirstResponder:" destination="-1" eventType="valueChanged" id="a00-aa-003"/>
                                        <action selector="toggled:" destination="-1" eventType="touchUpInside" id="a00-aa-004"/>
                                    </connections>
                                </switch>
                            </subviews>
                        </view>
                """))
        let layout = try #require(imported.layouts.first)
        #expect(layout.document.root.subviews.first?.actions == ["touchUpInside": "toggled"])
        #expect(imported.diagnostics.contains { $0.message.contains("UIView's own 'resignFirstResponder'") }, "\(imported.diagnostics)")
        let (text, findings, _) = try writtenAndLinted(layout)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(text)\n\(findings)")
    }

    @Test func anActionOnAViewThatIsNotAControlIsReportedAndLeftOut() throws {
        let source = MarkedSource(
            xib(
                """
                        <view contentMode="scaleToFill" id="r00-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="v00-aa-002">
                                    <rect key="frame" x="10" y="10" width="100" height="20"/>
                                    <connections>
                                        1️⃣<action selector="refresh:" destination="-1" eventType="touchUpInside" id="a00-aa-003"/>
                                    </connections>
                                </view>
                                <label customClass="TapLabel" opaque="NO" text="Hi" id="l00-aa-004">
                                    <rect key="frame" x="10" y="40" width="100" height="20"/>
                                    <connections>
                                        2️⃣<action selector="tapped:" destination="-1" eventType="touchUpInside" id="a00-aa-005"/>
                                    </connections>
                                </label>
                                <view customClass="Dial" contentMode="scaleToFill" id="v00-aa-006">
                                    <rect key="frame" x="10" y="70" width="100" height="20"/>
                                    <connections>
                                        <action selector="dialed:" destination="-1" eventType="valueChanged" id="a00-aa-007"/>
                                        3️⃣<action destination="-1" eventType="touchUpInside" id="a00-aa-008"/>
                                    </connections>
                                </view>
                            </subviews>
                        </view>
                """))
        let imported = try XIBImporter(path: "t.xib").importXIB(Array(source.text.utf8), baseName: "T")
        let layout = try #require(imported.layouts.first)
        #expect(layout.document.root.subviews.map(\.actions) == [[:], [:], ["valueChanged": "dialed"]])
        for (marker, kit) in [("1️⃣", "UIView"), ("2️⃣", "UILabel")] {
            let position = try #require(source.markers[marker])
            let finding = imported.diagnostics.first { $0.location.line == position.line && $0.location.column == position.column }
            #expect(finding?.message.hasSuffix("is not carried over: a \(kit) is not a control, which sends actions") == true, "\(marker)")
        }
        // An action without a selector (damaged too, the sixth find) is reported, not written as ''.
        let position = try #require(source.markers["3️⃣"])
        let missing = imported.diagnostics.first { $0.location.line == position.line && $0.location.column == position.column }
        #expect(missing?.message == "an action of 'dial' has no selector, so it is not carried over: connect it again in Interface Builder")
        #expect(try writtenAndLinted(layout).findings.isEmpty)
    }

    /// Apart from asset colours the catalogs here lack (a xib names its app's colour sets, and the
    /// app's catalog is where lint finds them once the layout is in the app's project) and the
    /// accessibility audit's findings (``auditRuleIDs``): text too faint to read (the fixtures have
    /// fixed white backgrounds under system text colours, white on white in dark), IB's control
    /// sizes under 44 points, unlabelled switches; the import carries them over as IB had them.
    @Test func importedFixturesLintCleanApartFromTheReportedWarnings() throws {
        for name in XIBRoundTripTests.fixtures {
            let imported = try XIBImporter(path: name).importXIB([UInt8](try Data(contentsOf: fixture(name))), baseName: "T")
            for layout in imported.layouts {
                let linted = try writtenAndLinted(layout)
                let findings = linted.findings.filter { $0.id != "rule.unknown-color" && !auditRuleIDs.contains($0.id) }
                #expect(findings.isEmpty, "\(name): \(findings)\n\(linted.text)")
            }
        }
    }
    /// A font iOS does not install is kept by name, with a warning: on a device without the file
    /// UIKit draws the system font. The project's own fonts (`<customFonts>`) name their file.
    @Test func fontsIOSDoesNotInstallAreReportedAndKept() throws {
        let labels = [
            ("1️⃣", "name=\"Brandon-Bold\" family=\"Brandon Grotesque\""), ("2️⃣", "name=\"Gotham-Book\""),
            ("", "name=\"HelveticaNeue-Bold\" family=\"Helvetica Neue\""), ("", "name=\"AvenirNext-DemiBold\""),
            ("", "name=\"HiraMinProN-W3\""), ("", "name=\"TimesNewRomanPSMT\""), ("", "type=\"boldSystem\""),
        ]
        let subviews = labels.enumerated().map { index, label in
            """
                            <label opaque="NO" text="x" id="l0\(index)-aa-00\(index)">
                                <rect key="frame" x="0" y="\(index * 20)" width="100" height="20"/>
                                \(label.0)<fontDescription key="fontDescription" \(label.1) pointSize="17"/>
                            </label>
            """
        }
        let document = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
            \(subviews.joined(separator: "\n"))
                        </subviews>
                    </view>
            """
        ).replacingOccurrences(
            of: "    <objects>",
            with: "    <customFonts key=\"customFonts\"><array key=\"Brandon.otf\"><string>Brandon-Bold</string></array></customFonts>\n    <objects>")
        let source = MarkedSource(document)
        let imported = try XIBImporter(path: "t.xib").importXIB(Array(source.text.utf8), baseName: "T")
        let fonts = imported.diagnostics.filter { $0.id == XIBDiagnosticID.customFont }
        #expect(fonts.map(\.location) == [source.location("1️⃣", file: "t.xib"), source.location("2️⃣", file: "t.xib")])
        #expect(fonts.map(\.message) == [
            "the font 'Brandon-Bold' is the project's own ('Brandon.otf'): the app must bundle it and list it under UIAppFonts, or UIKit draws the system font",
            "the font 'Gotham-Book' is not installed on iOS: the app must bundle it and list it under UIAppFonts, or UIKit draws the system font",
        ])
        #expect(fonts.allSatisfy { $0.severity == .warning })
        let written = try #require(imported.layouts.first?.document.root.subviews.first?.properties["font"])
        #expect(written == .object(["name": .string("Brandon-Bold"), "size": .number(17)]), "the font is kept by name")
    }
}
