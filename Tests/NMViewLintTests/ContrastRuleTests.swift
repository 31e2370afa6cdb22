import NMViewColor
import NMViewDiagnostics
@testable import NMViewLint
import NMViewModel
import NMViewTestSupport
import NMViewYAML
import Testing

/// `rule.low-contrast`: WCAG 2.2's contrast between a text and the colours actually behind it,
/// in both appearances and every layout, with exact ratios for pairs whose values are known.
@Suite struct ContrastRuleTests {
    /// A 320 × 480 layout up to its root's subviews.
    static let header = """
        nmview: 1
        size: {width: 320, height: 480}
        root:
          subviews:

        """

    /// The contrast rule's findings in `source`, with asset colours from `assets`.
    private func findings(_ source: String, assets: [AssetColor] = []) throws -> [Diagnostic] {
        let linter = try Linter()
        let checked = linter.check(SourceFile(path: "C.nmview.yaml", bytes: Array(source.utf8)), reader: YAMLReader())
        let tree = try #require(checked.tree, "\(checked.diagnostics)")
        let document = try #require(checked.document)
        let (resolved, problems) = Resolver().resolve(document, name: "C")
        let catalog = AssetColors(colors: Dictionary(uniqueKeysWithValues: assets.map { ($0.name, $0) }))
        let context = RuleContext(
            tree: tree, document: document, resolved: resolved, resolveProblems: problems,
            colors: ColorResolver(assets: catalog))
        return ContrastRules.lowContrast.run(context)
    }

    /// The messages of the findings in the layout of `subviews`.
    private func messages(_ subviews: String, assets: [AssetColor] = []) throws -> [String] {
        try findings(Self.header + subviews, assets: assets).map(\.message)
    }

    // MARK: - Ratios

    /// Text and background pairs whose ratios are known, drawn as a label on a view that fills
    /// the root: the message gives the ratio to two decimals.
    @Test(arguments: [
        // White on systemBlue: 4.02:1 in light (#007AFF), 3.65:1 in dark (#0A84FF).
        ("white", "systemBlue", ["'t' text #FFFFFF on #007AFF has a contrast of 4.02:1 in the light appearance, below 4.5:1; change the text colour or its background",
                                 "'t' text #FFFFFF on #0A84FF has a contrast of 3.65:1 in the dark appearance, below 4.5:1; change the text colour or its background"]),
        // systemGray is the same in both appearances; on white 3.26:1, on black 6.44:1.
        ("systemGray", "systemBackground", ["'t' text #8E8E93 on #FFFFFF has a contrast of 3.26:1 in the light appearance, below 4.5:1; darken the text or change its background"]),
        // Fixed colours measure the same in both appearances: one finding.
        ("\"#FFFFFF\"", "\"#FF3B30\"", ["'t' text #FFFFFF on #FF3B30 has a contrast of 3.55:1 in both appearances, below 4.5:1; change the text colour or its background"]),
        // secondaryLabel is #3C3C43 at 60%: #8A8A8E over white; over black it passes.
        ("secondaryLabel", "systemBackground", ["'t' text #8A8A8E on #FFFFFF has a contrast of 3.44:1 in the light appearance, below 4.5:1; darken the text or change its background"]),
        // #767676 on white is the lightest grey that passes (4.54:1).
        ("\"#767676\"", "\"#FFFFFF\"", []),
        ("label", "systemBackground", []),
    ])
    func knownPairs(_ text: String, _ background: String, _ expected: [String]) throws {
        let found = try messages(
            """
                - {frame: [0, 0, 320, 480], backgroundColor: \(background)}
                - {id: t, class: UILabel, frame: [10, 10, 300, 20], text: Hi, textColor: \(text)}
            """)
        #expect(found == expected)
    }

    @Test func contrastRatiosOfKnownPairs() {
        #expect(ContrastRules.ratio(ContrastRatio.between(RGBAColor(0xFFFFFF), RGBAColor(0x007AFF)), below: 4.5) == "4.02")
        #expect(ContrastRules.ratio(ContrastRatio.between(RGBAColor(0x8E8E93), RGBAColor(0xFFFFFF)), below: 4.5) == "3.26")
        #expect(ContrastRules.ratio(ContrastRatio.between(RGBAColor(0x000000), RGBAColor(0xFFFFFF)), below: 4.5) == "21.00")
    }

    /// WCAG does not round: a ratio just under the minimum never reads as the minimum.
    @Test func aRatioJustUnderTheMinimumIsNotRoundedUpToIt() {
        #expect(ContrastRules.ratio(4.497, below: 4.5) == "4.49")
        #expect(ContrastRules.ratio(2.996, below: 3) == "2.99")
        #expect(ContrastRules.ratio(4.016, below: 4.5) == "4.02")
        #expect(ContrastRules.ratio(1, below: 4.5) == "1.00")
    }

    // MARK: - Large text

    /// WCAG's large text, in iOS points: 18 pt, or 14 pt and bold.
    @Test(arguments: [
        ("", false),
        ("font: {size: 18}", true),
        ("font: {size: 17.5}", false),
        ("font: {size: 14, weight: bold}", true),
        ("font: {size: 14, weight: semibold}", true),
        ("font: {size: 14, weight: medium}", false),
        ("font: {size: 13, weight: heavy}", false),
        ("font: {textStyle: headline}", true),
        ("font: {textStyle: headline, weight: regular}", false),
        ("font: {textStyle: body}", false),
        ("font: {textStyle: title3}", true),
        ("font: {name: HelveticaNeue-Bold, size: 14}", true),
        ("font: {name: AvenirNext-DemiBold, size: 14}", true),
        ("font: {name: Avenir-Black, size: 16}", true),
        ("font: {name: HelveticaNeue, size: 16, weight: bold}", false),
    ])
    func largeText(_ font: String, _ large: Bool) throws {
        // systemGray on white, 3.26:1: enough for large text only.
        let found = try messages(
            "    - {id: t, class: UILabel, frame: [10, 10, 300, 30], text: Hi, textColor: systemGray\(font.isEmpty ? "" : ", " + font)}\n")
        #expect(found.isEmpty == large, "\(found)")
    }

    @Test func aButtonTitleIs15PointsUnlessItsFontSaysOtherwise() throws {
        // A white title on systemBlue: 4.02:1, below 4.5 at 15 pt, above 3 at 18 pt.
        let small = try messages("    - {id: b, class: UIButton, frame: [0, 0, 100, 44], title: Go, titleColor: white, backgroundColor: systemBlue}\n")
        #expect(small.count == 2)
        #expect(small.first?.contains("below 4.5:1") == true)
        let large = try messages(
            "    - {id: b, class: UIButton, frame: [0, 0, 100, 44], title: Go, titleColor: white, backgroundColor: systemBlue, font: {size: 18}}\n")
        #expect(large.isEmpty)
        // Bold at 15 pt is large text (14 pt and bold): systemGray's 3.26:1 is enough.
        let bold = try messages(
            "    - {id: b, class: UIButton, frame: [0, 0, 100, 44], title: Go, titleColor: systemGray, font: {weight: bold}}\n")
        #expect(bold.isEmpty)
    }

    // MARK: - What lies behind

    @Test func theAlternativeLayoutIsNamedWhenOnlySomeLayoutsFail() throws {
        let source = Self.header + """
                - {id: card, frame: [0, 100, 320, 60], backgroundColor: "#333333"}
                - {id: t, class: UILabel, frame: [10, 110, 300, 20], text: Hi}
            layouts:
              - name: wide
                size: {width: 480, height: 320}
                subviews:
                  - {id: t, frame: [10, 10, 300, 20]}
              - name: tall
                size: {width: 320, height: 600}
            """
        let found = try findings(source).map(\.message)
        #expect(found == [
            "'t' text #000000 on #333333 has a contrast of 1.66:1 in the light appearance of the primary layout and layout 'tall', below 4.5:1; change the text colour or its background",
        ])
    }

    @Test func siblingsBehindAnAncestorAndTheirSubviewsCount() throws {
        // The label sits in `row`; `backdrop`, an earlier sibling of `row`, holds `fill`, which
        // contains the label; `photo` is behind `fill` and hidden by it.
        let found = try messages(
            """
                - id: backdrop
                  frame: [0, 0, 320, 200]
                  subviews:
                    - {id: photo, class: UIImageView, frame: [0, 0, 320, 200], image: photo}
                    - {id: fill, frame: [0, 0, 320, 100], backgroundColor: "#1C1C1E"}
                - id: row
                  frame: [0, 40, 320, 40]
                  subviews:
                    - {id: t, class: UILabel, frame: [10, 10, 300, 20], text: Hi}
            """)
        #expect(found == [
            "'t' text #000000 on #1C1C1E has a contrast of 1.23:1 in the light appearance, below 4.5:1; change the text colour or its background",
        ])
    }

    @Test func anImageBehindTheTextMakesItsBackgroundUnknown() throws {
        #expect(try messages(
            """
                - {id: photo, class: UIImageView, frame: [0, 0, 320, 100], image: photo}
                - {id: t, class: UILabel, frame: [10, 10, 300, 20], text: Hi, textColor: systemGray}
            """).isEmpty)
        // A button's background image too; an image that does not cover the text does not count.
        #expect(try messages(
            "    - {id: b, class: UIButton, frame: [0, 0, 100, 44], title: Go, backgroundImage: plate, titleColor: systemGray}\n").isEmpty)
        #expect(try messages(
            """
                - {id: icon, class: UIImageView, frame: [0, 0, 20, 20], image: icon}
                - {id: t, class: UILabel, frame: [10, 10, 300, 20], text: Hi, textColor: systemGray}
            """).count == 1)
    }

    @Test func alphaFadesAViewWithItsSubviews() throws {
        // A black panel at 50% holding white text fades as one group: over white, the text stays
        // white and the panel turns mid grey; over black, the text is mid grey on black.
        let found = try messages(
            """
                - id: panel
                  frame: [0, 0, 320, 100]
                  backgroundColor: black
                  alpha: 0.5
                  subviews:
                    - {id: t, class: UILabel, frame: [10, 10, 300, 20], text: Hi, textColor: white}
            """)
        #expect(found == [
            "'t' text #FFFFFF on #808080 has a contrast of 3.98:1 in the light appearance, below 4.5:1; change the text colour or its background",
        ])
    }

    @Test func hiddenEmptyAndDisabledTextIsNotChecked() throws {
        #expect(try messages(
            """
                - {id: a, class: UILabel, frame: [0, 0, 100, 20], text: Hi, textColor: white, hidden: true}
                - id: box
                  frame: [0, 30, 100, 20]
                  hidden: true
                  subviews:
                    - {id: b, class: UILabel, frame: [0, 0, 100, 20], text: Hi, textColor: white}
                - {id: c, class: UILabel, frame: [0, 60, 100, 20], text: "", textColor: white}
                - {id: d, class: UILabel, frame: [0, 90, 100, 20], textColor: white}
                - {id: e, class: UIButton, frame: [0, 120, 100, 20], title: Go, titleColor: white, enabled: false}
                - {id: f, class: UITextField, frame: [0, 150, 100, 20], placeholder: Name, textColor: white}
                - {id: g, class: UILabel, frame: [0, 180, 100, 20], text: Hi, textColor: white, alpha: 0}
            """).isEmpty)
    }

    // MARK: - Colours

    @Test func assetColoursAreMeasuredAndUnknownOnesSkipped() throws {
        let brand = AssetColor(name: "Brand/Muted", light: RGBAColor(0x8E8E93), dark: RGBAColor(0x48484A), file: "Contents.json")
        let found = try messages(
            """
                - {id: known, class: UILabel, frame: [0, 0, 100, 20], text: Hi, textColor: Brand/Muted}
                - {id: unknown, class: UILabel, frame: [0, 30, 100, 20], text: Hi, textColor: Brand/Missing}
                - {id: unknownBehind, frame: [0, 60, 100, 40], backgroundColor: Missing}
                - {id: onUnknown, class: UILabel, frame: [0, 70, 100, 20], text: Hi, textColor: Brand/Muted}
            """, assets: [brand])
        #expect(found == [
            "'known' text #8E8E93 on #FFFFFF has a contrast of 3.26:1 in the light appearance, below 4.5:1; darken the text or change its background",
            "'known' text #48484A on #000000 has a contrast of 2.30:1 in the dark appearance, below 4.5:1; lighten the text or change its background",
        ])
    }

    @Test func aSystemButtonTakesTheNearestTint() throws {
        let source = MarkedSource(
            Self.header + """
                    - {id: plain, class: UIButton, frame: [0, 0, 100, 44], title: Go}
                    - id: bar
                      frame: [0, 50, 320, 44]
                      tintColor: "#AAAAAA"
                      subviews:
                        - 1️⃣{id: inherits, class: UIButton, frame: [0, 0, 100, 44], title: Go}
                        - {id: own, class: UIButton, frame: [100, 0, 100, 44], title: Go, tintColor: 2️⃣label}
                        - {id: titled, class: UIButton, frame: [200, 0, 100, 44], title: Go, titleColor: 3️⃣"#999999"}
                """)
        let found = try findings(source.text)
        #expect(found.map(\.message) == [
            "'plain' title #007AFF on #FFFFFF has a contrast of 4.02:1 in the light appearance, below 4.5:1; darken the text or change its background",
            "'inherits' title #AAAAAA on #FFFFFF has a contrast of 2.32:1 in the light appearance, below 4.5:1; darken the text or change its background",
            "'titled' title #999999 on #FFFFFF has a contrast of 2.85:1 in the light appearance, below 4.5:1; darken the text or change its background",
        ])
        let positions = found.dropFirst().map { "\($0.location.line ?? 0):\($0.location.column ?? 0)" }
        let expected = ["1️⃣", "3️⃣"].map { source.location($0, file: "C.nmview.yaml") }.map { "\($0.line ?? 0):\($0.column ?? 0)" }
        #expect(positions == expected)
    }

    @Test func aTemplateCopyIsReportedAtTheInstance() throws {
        let source = MarkedSource(
            Self.header + """
                    - 1️⃣{template: tag, id: first, frame: [0, 0, 100, 30]}
                    - {template: tag, id: second, frame: [0, 40, 100, 30], backgroundColor: systemBackground}
                templates:
                  tag:
                    frame: [0, 0, 100, 30]
                    backgroundColor: "#333333"
                    subviews:
                      - {id: caption, class: UILabel, frame: [4, 4, 92, 22], text: Tag, textColor: "#555555"}
                """)
        let found = try findings(source.text)
        #expect(found.map(\.message) == [
            "'first.caption' text #555555 on #333333 has a contrast of 1.69:1 in both appearances, below 4.5:1; lighten the text or change its background",
            "'second.caption' text #555555 on #000000 has a contrast of 2.82:1 in the dark appearance, below 4.5:1; lighten the text or change its background",
        ])
        let instance = source.location("1️⃣", file: "C.nmview.yaml")
        #expect(found.first?.location.line == instance.line && found.first?.location.column == instance.column)
    }
}
