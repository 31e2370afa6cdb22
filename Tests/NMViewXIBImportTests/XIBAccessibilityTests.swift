import NMViewDiagnostics
import NMViewModel
import NMViewXIBImport
import Testing

/// `<accessibility key="accessibilityConfiguration">` as Interface Builder writes it: identifier,
/// label and hint as attributes, and Accessibility › Enabled as a `<bool key="isElement">` child.
@Suite struct XIBAccessibilityTests {
    private func imported(_ configuration: String) throws -> (node: ViewNode, findings: [Diagnostic]) {
        let text = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="i00-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                \(configuration)
                            </imageView>
                        </subviews>
                    </view>
            """)
        let layout = try #require(try importXIB(text).layouts.first)
        return (try #require(layout.document.root.subviews.first), layout.diagnostics)
    }

    @Test(arguments: [("YES", true), ("NO", false)])
    func anElementAndItsTextsAreCarriedOver(_ written: String, _ expected: Bool) throws {
        let (node, findings) = try imported(
            """
            <accessibility key="accessibilityConfiguration" identifier="avatar" label="Jane's photo" hint="Opens the photo">
                <bool key="isElement" value="\(written)"/>
            </accessibility>
            """)
        #expect(node.properties["accessibilityElement"] == .bool(expected))
        #expect(node.properties["accessibilityLabel"] == .string("Jane's photo"))
        #expect(node.properties["accessibilityHint"] == .string("Opens the photo"))
        #expect(node.properties["accessibilityIdentifier"] == .string("avatar"))
        #expect(!findings.contains { $0.id == XIBDiagnosticID.unsupportedProperty })
    }

    @Test func traitsAreReportedNotDropped() throws {
        let (node, findings) = try imported(
            """
            <accessibility key="accessibilityConfiguration">
                <accessibilityTraits key="traits" image="YES"/>
            </accessibility>
            """)
        #expect(node.properties["accessibilityElement"] == nil)
        #expect(findings.contains { $0.message.contains("accessibility traits") })
    }
}
