import NMViewDiagnostics
import NMViewEngine
import NMViewLint
import NMViewModel
import NMViewTestSupport
import NMViewYAML
import Testing

/// The accessibility group: each rule at the view's line and column in every layout, the group
/// turned off as a whole, and the audit of one layout at a canvas's size that the preview lists.
@Suite struct AccessibilityRuleTests {
    private static let path = "A.nmview.yaml"

    private func lint(_ text: String, rules: RuleSelection = .all) throws -> LintOutcome {
        try Linter(rules: rules).lint(sources: [SourceFile(path: Self.path, bytes: Array(text.utf8))])
    }

    /// The findings of the accessibility group, as `id line:column`.
    private func positions(_ source: MarkedSource) throws -> [String] {
        let ids = Set(LintRules.rules(of: .accessibility).map(\.id))
        return try lint(source.text).report.diagnostics.filter { ids.contains($0.id) }
            .map { "\($0.id) \($0.location.line ?? 0):\($0.location.column ?? 0)" }.sorted()
    }

    private func at(_ source: MarkedSource, _ marker: String, _ id: String) -> String {
        let location = source.location(marker, file: Self.path)
        return "\(id) \(location.line ?? 0):\(location.column ?? 0)"
    }

    @Test func eachRuleFindsItsViewInEveryLayout() throws {
        let source = MarkedSource(
            """
            nmview: 1
            size: {width: 320, height: 480}
            root:
              tintColor: {light: "#0040DD", dark: "#409CFF"}
              subviews:
                - {id: ok, class: UIButton, frame: [0, 0, 44, 44], title: OK}
                - {id: share, class: UIButton, frame: 1️⃣[50, 0, 30, 30], image: {systemName: square.and.arrow.up}, accessibilityLabel: Share}
                - {id: follow, class: UIButton, frame: [100, 0, 120, 44], title: 2️⃣OK}
                - {id: toggle, class: UISwitch, frame: [0, 60, 10, 10], accessibilityLabel: Wi-Fi}
                - 3️⃣{id: icon, class: UIButton, frame: [0, 100, 44, 44], image: close}
                - 4️⃣{id: logo, class: UIImageView, frame: [0, 150, 44, 44], image: logo, accessibilityElement: true}
                - {id: decoration, class: UIImageView, frame: [50, 150, 44, 44], image: logo}
            layouts:
              - name: wide
                size: {width: 480, height: 320}
                subviews:
                  - {id: follow, frame: 5️⃣[100, 0, 120, 40]}
            """)
        #expect(
            try positions(source) == [
                at(source, "2️⃣", "rule.duplicate-accessibility-label"),
                at(source, "3️⃣", "rule.missing-accessibility-label"),
                at(source, "4️⃣", "rule.missing-accessibility-label"),
                at(source, "1️⃣", "rule.small-touch-target"),
                at(source, "5️⃣", "rule.small-touch-target"),
            ].sorted())
        let messages = try lint(source.text).report.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'share' button is 30 × 30 pt in every layout, smaller than the 44 × 44 pt") })
        #expect(messages.contains { $0.hasPrefix("'follow' button is 120 × 40 pt in layout 'wide'") })
    }

    @Test func theGroupTurnsOffAsAWholeAndOneRuleByItsID() throws {
        let text = """
            nmview: 1
            size: {width: 320, height: 480}
            root:
              tintColor: {light: "#0040DD", dark: "#409CFF"}
              subviews:
                - {id: icon, class: UIButton, frame: [0, 0, 20, 20], image: close}
                - {id: empty, frame: [0, 40, 0, 20]}
            """
        let all = try lint(text).report.diagnostics.map(\.id.rawValue).sorted()
        #expect(all == ["rule.empty-frame", "rule.missing-accessibility-label", "rule.small-touch-target"])
        let off = try lint(text, rules: RuleSelection(disabling: ["accessibility"])).report.diagnostics.map(\.id.rawValue)
        #expect(off == ["rule.empty-frame"])
        let one = try lint(text, rules: RuleSelection(disabling: ["rule.small-touch-target"])).report.diagnostics
        #expect(one.map(\.id.rawValue).sorted() == ["rule.empty-frame", "rule.missing-accessibility-label"])
        #expect(
            LintRules.rules(of: .accessibility).map(\.id.rawValue) == [
                "rule.small-touch-target", "rule.missing-accessibility-label", "rule.duplicate-accessibility-label",
                "rule.low-contrast",
            ])
    }

    @Test func anUnknownNameIsRefusedWithTheClosest() {
        #expect {
            try RuleSelection(disabling: ["acessibility"])
        } throws: { error in
            (error as? RuleSelection.UnknownName)?.message == "unknown rule or group 'acessibility'; did you mean 'accessibility'?"
        }
    }

    /// Localized texts compare by key and table: one key in two tables is two texts.
    @Test func localizedLabelsCompareByKeyAndTable() throws {
        let source = MarkedSource(
            """
            nmview: 1
            size: {width: 320, height: 480}
            root:
              tintColor: {light: "#0040DD", dark: "#409CFF"}
              subviews:
                - {id: a, class: UIButton, frame: [0, 0, 100, 44], title: {localized: Save, key: save}}
                - {id: b, class: UIButton, frame: [0, 50, 100, 44], title: 1️⃣{localized: Keep, key: save}}
                - {id: c, class: UIButton, frame: [0, 100, 100, 44], title: {localized: Save, key: save, table: Drafts}}
                - {id: d, class: UIButton, frame: [0, 150, 100, 44], title: save}
            """)
        #expect(try positions(source) == [at(source, "1️⃣", "rule.duplicate-accessibility-label")])
    }

    /// The preview's audit: at the canvas's size, a stretching button grows past 44 points.
    @Test func theAuditOfOneLayoutFollowsTheCanvasSize() throws {
        let text = """
            nmview: 1
            size: {width: 100, height: 100}
            root:
              tintColor: {light: "#0040DD", dark: "#409CFF"}
              subviews:
                - {id: bar, class: UIButton, frame: [0, 0, 30, 44], title: Go, autoresizing: [flexibleWidth]}
                - {id: faint, class: UILabel, frame: [0, 50, 100, 20], text: Faint, textColor: "#AAAAAA"}
            """
        let outcome = try lint(text)
        let resolved = try #require(outcome.documents[Self.path]).resolved
        let layout = CompiledLayout(resolved)
        let small = AccessibilityAudit.findings(of: layout, variant: 0, bounds: Size(width: 100, height: 100))
        #expect(small.map(\.rule) == ["rule.small-touch-target", "rule.low-contrast"])
        #expect(small.map(\.view) == [0, 1])
        #expect(small.first?.message.hasPrefix("'bar' button is 30 × 44 pt, smaller than") == true)
        let wide = AccessibilityAudit.findings(of: layout, variant: 0, bounds: Size(width: 200, height: 100))
        #expect(wide.map(\.rule) == ["rule.low-contrast"])
        let dark = AccessibilityAudit.findings(
            of: layout, variant: 0, bounds: Size(width: 200, height: 100), appearance: .dark)
        #expect(dark.isEmpty)
    }
}
