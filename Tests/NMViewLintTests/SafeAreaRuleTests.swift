import NMViewDiagnostics
import NMViewLint
import NMViewTestSupport
import NMViewYAML
import Testing

/// A view under the status bar, the Dynamic Island or the home indicator is reported in each
/// layout that declares a safe area, with the frame the engine takes there; `ignoresSafeArea`
/// below the root, where it does nothing, is reported too.
@Suite struct SafeAreaRuleTests {
    /// The start of a layout designed on an iPhone 15 in portrait, up to its root's subviews.
    static let phone = """
        nmview: 1
        size: {width: 393, height: 852}
        safeArea: {top: 59, bottom: 34}
        root:
          subviews:

        """

    /// The findings of the two safe-area rules in `source`.
    private func findings(_ source: MarkedSource) throws -> [Diagnostic] {
        let outcome = try Linter().lint(sources: [SourceFile(path: "S.nmview.yaml", bytes: Array(source.text.utf8))])
        return outcome.report.diagnostics.filter { $0.id.rawValue.contains("safe-area") }
    }

    /// Each finding as `id line:column`.
    private func positions(_ findings: [Diagnostic]) -> [String] {
        findings.map { "\($0.id) \($0.location.line ?? 0):\($0.location.column ?? 0)" }
    }

    /// `id line:column` of `marker` in `source`, as ``positions(_:)`` writes a finding.
    private func at(_ source: MarkedSource, _ marker: String, _ id: String) -> String {
        let location = source.location(marker, file: "S.nmview.yaml")
        return "\(id) \(location.line ?? 0):\(location.column ?? 0)"
    }

    @Test func eachLayoutIsCheckedWithItsOwnSizeAndFrames() throws {
        let source = MarkedSource(
            Self.phone + """
                - {id: backdrop, frame: [0, 0, 393, 852], ignoresSafeArea: true}
                - {id: header, frame: 1️⃣[0, 0, 393, 100]}
                - {id: body, frame: [0, 59, 393, 759]}
                - frame: 2️⃣[0, 800, 393, 52]
            layouts:
              - name: landscape
                size: {width: 852, height: 393}
                safeArea: {left: 59, bottom: 21, right: 59}
                subviews:
                  - {id: backdrop, frame: [0, 0, 852, 393]}
                  - {id: header, frame: [59, 0, 734, 60]}
                  - {id: body, frame: 3️⃣[0, 60, 852, 312]}
                  - {frame: [59, 330, 734, 42]}
              - name: bare
                size: {width: 393, height: 1000}
            """)
        let found = try findings(source)
        #expect(
            positions(found) == [
                at(source, "1️⃣", "rule.outside-safe-area"), at(source, "2️⃣", "rule.outside-safe-area"),
                at(source, "3️⃣", "rule.outside-safe-area"),
            ])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(
            found.first?.message
                == "'header' reaches 59 points past the top of the safe area in the primary layout; move it inside the safe area, or set 'ignoresSafeArea: true' for a full-bleed view"
        )
        #expect(found.dropFirst().first?.message.hasPrefix("the view reaches 34 points past the bottom") == true)
        #expect(
            found.last?.message.hasPrefix("'body' reaches 59 points past the left and 59 points past the right of the safe area in layout 'landscape'")
                == true)
    }

    /// An alternative that does not mention a view keeps its primary frame, as the engine does;
    /// the finding is then at that frame, and names the alternative.
    @Test func anUnmentionedViewKeepsItsPrimaryFrame() throws {
        let source = MarkedSource(
            """
            nmview: 1
            size: {width: 375, height: 667}
            root:
              subviews:
                - {id: title, class: UILabel, frame: 1️⃣[20, 10, 335, 24], text: Hi}
            layouts:
              - name: wide
                size: {width: 667, height: 375}
                safeArea: {top: 20}
            """)
        let found = try findings(source)
        #expect(positions(found) == [at(source, "1️⃣", "rule.outside-safe-area")])
        #expect(found.first?.message.contains("10 points past the top of the safe area in layout 'wide'") == true)
    }

    @Test func ignoresSafeAreaOnATemplateOrAFullBleedViewIsSilent() throws {
        let source = MarkedSource(
            Self.phone + """
                - {id: photo, class: UIImageView, frame: [0, 0, 393, 300], ignoresSafeArea: true}
                - {template: bar, id: bar}
                - {id: off, frame: [400, 0, 10, 10]}
            templates:
              bar: {frame: [0, 818, 393, 34], ignoresSafeArea: true}
            """)
        #expect(try findings(source).isEmpty)
    }

    @Test func ignoresSafeAreaBelowTheRootIsReportedAtTheKey() throws {
        let source = MarkedSource(
            Self.phone + """
                - id: card
                  frame: [0, 59, 393, 200]
                  ignoresSafeArea: true
                  subviews:
                    - {id: image, class: UIImageView, frame: [0, 0, 393, 200], 1️⃣ignoresSafeArea: true}
                    - {id: caption, class: UILabel, frame: [0, 0, 393, 20], ignoresSafeArea: false}
            """)
        let found = try findings(source)
        #expect(positions(found) == [at(source, "1️⃣", "rule.ignores-safe-area-below-root")])
        #expect(found.first?.message.hasPrefix("'ignoresSafeArea' has no effect on 'image'") == true)
    }

    /// Without a safe area anywhere, nothing is checked: a layout placed against its bounds, as
    /// before safe areas, stays silent.
    @Test func aLayoutWithoutSafeAreaIsNotChecked() throws {
        let source = MarkedSource(
            """
            nmview: 1
            size: {width: 393, height: 852}
            root:
              subviews:
                - {id: header, frame: [0, 0, 393, 100], ignoresSafeArea: true}
                - {id: footer, frame: [0, 800, 393, 52]}
            """)
        #expect(try findings(source).isEmpty)
    }
}
