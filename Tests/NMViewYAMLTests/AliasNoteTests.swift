import NMViewDiagnostics
import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML
import Testing

/// A finding inside anchored content gets a note at each alias that uses it (`notingAliases`).
@Suite struct AliasNoteTests {
    private func tree(_ marked: MarkedSource) throws -> SourceTree {
        let result = YAMLReader().read(SourceFile(path: "t.yaml", bytes: Array(marked.text.utf8)))
        return try #require(result.tree, "\(result.diagnostics)")
    }

    private func finding(_ id: DiagnosticID, at location: NMViewDiagnostics.SourceLocation) -> Diagnostic {
        .error(id, "a problem", at: location)
    }

    @Test func aFindingInsideAnAnchorIsNotedAtEveryAliasInSourceOrder() throws {
        let marked = MarkedSource(
            """
            subviews:
              - &button
                class: UIButton
                1️⃣titel: x
              - 2️⃣*button
              - {class: UILabel, text: 3️⃣*button}

            """)
        let noted = try tree(marked).notingAliases([finding("schema.unknown-property", at: marked.at("1️⃣"))])
        #expect(noted.count == 1)
        #expect(noted[0].notes.map(\.location) == [marked.at("2️⃣"), marked.at("3️⃣")])
        #expect(noted[0].notes.allSatisfy { $0.message == "the value with this problem is also used through the alias here" })
    }

    @Test func anAliasReportedWithTheSameIdGetsNoNoteAndOtherFindingsAreUntouched() throws {
        let marked = MarkedSource(
            """
            a: &t 1️⃣{x: 1}
            b: 2️⃣*t
            c: 3️⃣plain

            """)
        let given = [
            finding("schema.type", at: marked.at("1️⃣")),
            finding("schema.type", at: marked.at("2️⃣")),
            finding("schema.type", at: marked.at("3️⃣")),
        ]
        #expect(try tree(marked).notingAliases(given) == given)
    }

    @Test func aliasesInsideAliasedContentReachWhatTheyStandFor() throws {
        let marked = MarkedSource(
            """
            inner: &inner {1️⃣bad: 1}
            outer: &outer [2️⃣*inner]
            use: 3️⃣*outer

            """)
        let noted = try tree(marked).notingAliases([finding("schema.unknown-property", at: marked.at("1️⃣"))])
        #expect(noted[0].notes.map(\.location) == [marked.at("2️⃣"), marked.at("3️⃣")])
    }

    @Test func aTreeWithoutAliasesGivesItsFindingsBack() throws {
        let marked = MarkedSource("a: 1️⃣1\n")
        let given = [finding("schema.type", at: marked.at("1️⃣"))]
        #expect(try tree(marked).notingAliases(given) == given)
    }
}

extension MarkedSource {
    fileprivate func at(_ name: String) -> NMViewDiagnostics.SourceLocation { location(name, file: "t.yaml") }
}
