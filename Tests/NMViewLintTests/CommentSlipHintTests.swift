import NMViewDiagnostics
import NMViewLint
import NMViewTestSupport
import NMViewYAML
import Testing

/// An unquoted hex colour is a YAML comment: the finding says so at the `#`, with the fix,
/// instead of "found null" at the space before it or a syntax error lines below.
@Suite struct CommentSlipHintTests {
    static func lint(_ source: MarkedSource) throws -> [Diagnostic] {
        try Linter().lint(sources: [SourceFile(path: "Slip.nmview.yaml", bytes: Array(source.text.utf8))]).report.diagnostics
    }

    @Test func anUnquotedColourInABlockMappingIsNamedAtItsHash() throws {
        let source = MarkedSource("""
            nmview: 1
            size: {width: 100, height: 100}
            root:
              backgroundColor: 1️⃣#5856D6
              subviews:
                - id: badge
                  frame: [0, 0, 10, 10]   # a comment after a value stays one
                  tintColor: 2️⃣#FF0000
            """)
        let findings = try Self.lint(source)
        #expect(findings.map(\.id) == ["schema.type", "schema.type"])
        #expect(findings.map { [$0.location.line, $0.location.column] } == [source.markers["1️⃣"], source.markers["2️⃣"]].map { [$0?.line, $0?.column] })
        #expect(findings[0].message == "'#5856D6' is read as a YAML comment, so this value is empty: '#' after a space starts a comment")
        #expect(findings[0].notes.first?.message == "quote it: \"#5856D6\"")
        #expect(findings[1].notes.first?.message == "quote it: \"#FF0000\"")
    }

    @Test func anUnquotedColourInAFlowMappingNotesTheSyntaxError() throws {
        let source = MarkedSource("""
            nmview: 1
            size: {width: 100, height: 100}
            root:
              subviews:
                - {id: a, class: UILabel, frame: [0, 0, 10, 10], textColor: 1️⃣#FFFFFF}
                - id: b
                  frame: [0, 0, 10, 10]
            """)
        let finding = try #require(try Self.lint(source).first)
        #expect(finding.id == "yaml.syntax")
        let note = try #require(finding.notes.last)
        #expect(note.message == "'#FFFFFF' starts a YAML comment, which hides the rest of its line; quote it: \"#FFFFFF\"")
        #expect(note.location?.line == source.markers["1️⃣"]?.line && note.location?.column == source.markers["1️⃣"]?.column)
    }

    @Test func realNullsAndQuotedColoursAreLeftAlone() throws {
        let source = MarkedSource("""
            nmview: 1
            size: {width: 100, height: 100}
            root:
              backgroundColor: "#5856D6"   # quoted: a colour, then a comment
              tintColor:
            """)
        let findings = try Self.lint(source)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix("found null") == true, "\(findings.map(\.message))")
    }
}
