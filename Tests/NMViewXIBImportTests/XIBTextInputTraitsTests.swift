import NMViewDiagnostics
import NMViewModel
import NMViewXIBImport
import Testing

/// `<textInputTraits>` of text fields and text views, as IB writes it: every trait the format
/// has, IB's own names for values, and IB's default capitalization (none) where it writes none.
@Suite struct XIBTextInputTraitsTests {
    private func imported(_ element: String, traits: String?) throws -> (node: ViewNode, findings: [Diagnostic]) {
        let inner = traits.map { "<textInputTraits key=\"textInputTraits\"\($0)/>" } ?? ""
        let text = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <\(element) opaque="NO" contentMode="scaleToFill" id="t00-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                                \(inner)
                            </\(element)>
                        </subviews>
                    </view>
            """)
        let layout = try #require(try importXIB(text).layouts.first)
        return (try #require(layout.document.root.subviews.first), layout.diagnostics)
    }

    @Test func everyTraitOfTheIssuesExampleIsCarriedOver() throws {
        let (node, findings) = try imported(
            "textField",
            traits: " autocapitalizationType=\"words\" autocorrectionType=\"no\" spellCheckingType=\"no\" textContentType=\"username\"")
        #expect(node.properties["autocapitalizationType"] == .string("words"))
        #expect(node.properties["autocorrectionType"] == .string("no"))
        #expect(node.properties["spellCheckingType"] == .string("no"))
        #expect(node.properties["textContentType"] == .string("username"))
        #expect(!findings.contains { $0.id == XIBDiagnosticID.unsupportedProperty })
    }

    /// IB writes UIKit's strings for content types, which are not the Swift names.
    @Test(arguments: [
        ("email", "emailAddress"), ("tel", "telephoneNumber"), ("new-password", "newPassword"),
        ("one-time-code", "oneTimeCode"), ("honorifix-prefix", "namePrefix"), ("address-level1+2", "addressCityAndState"),
        ("url", "URL"), ("cc-exp-month", "creditCardExpirationMonth"), ("bday", "birthdate"), ("oneTimeCode", "oneTimeCode"),
    ])
    func contentTypesAreReadByUIKitsStrings(_ written: String, _ name: String) throws {
        let (node, _) = try imported("textField", traits: " textContentType=\"\(written)\"")
        #expect(node.properties["textContentType"] == .string(name))
    }

    @Test func anUnknownContentTypeIsReportedNotGuessed() throws {
        let (node, findings) = try imported("textField", traits: " textContentType=\"fax\"")
        #expect(node.properties["textContentType"] == nil)
        #expect(findings.contains { $0.message.contains("'textContentType=fax'") })
    }

    /// IB's default is no capitalization, which a nib keeps; a view made in code capitalizes
    /// sentences. None is written where IB wrote nothing, and sentences, UIKit's default, is not.
    @Test(arguments: [
        ("textField", nil, "none"), ("textField", " keyboardType=\"emailAddress\"", "none"),
        ("textView", " autocapitalizationType=\"sentences\"", nil), ("textField", " autocapitalizationType=\"allCharacters\"", "allCharacters"),
    ] as [(String, String?, String?)])
    func capitalizationFollowsTheNib(_ element: String, _ traits: String?, _ expected: String?) throws {
        let (node, findings) = try imported(element, traits: traits)
        #expect(node.properties["autocapitalizationType"] == expected.map(PropertyValue.string))
        #expect(!findings.contains { $0.message.contains("autocapitalizationType") })
    }

    @Test func textViewsTakeTheirTraitsButNotSecureEntry() throws {
        let (node, findings) = try imported(
            "textView", traits: " keyboardType=\"URL\" returnKeyType=\"done\" textContentType=\"url\" secureTextEntry=\"YES\"")
        #expect(node.properties["keyboardType"] == .string("URL"))
        #expect(node.properties["returnKeyType"] == .string("done"))
        #expect(node.properties["textContentType"] == .string("URL"))
        #expect(node.properties["secureTextEntry"] == nil)
        #expect(findings.contains { $0.message.contains("'secureTextEntry'") })
    }

    /// IB names two keyboards otherwise than Swift: the old alias `alphabet` and a capitalised
    /// ASCII number pad.
    @Test(arguments: [("alphabet", "asciiCapable"), ("ASCIICapableNumberPad", "asciiCapableNumberPad"), ("numberPad", "numberPad")])
    func keyboardsAreReadByIBsNames(_ written: String, _ name: String) throws {
        let (node, _) = try imported("textField", traits: " keyboardType=\"\(written)\"")
        #expect(node.properties["keyboardType"] == .string(name))
    }

    @Test func defaultsAreLeftOut() throws {
        let (node, _) = try imported(
            "textField", traits: " autocapitalizationType=\"sentences\" autocorrectionType=\"default\" keyboardType=\"default\"")
        #expect(node.properties.keys.filter { $0.hasSuffix("Type") }.isEmpty)
    }
}
