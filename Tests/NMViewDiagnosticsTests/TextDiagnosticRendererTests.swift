import NMViewDiagnostics
import Testing

/// The text form is what editors parse: `path:line:column: severity: message [id]`, then an excerpt.
@Suite struct TextDiagnosticRendererTests {
    let source = SourceText("nmview: 1\nroot:\n\tframe: [1, 2]\n  text: \"日本\" x\n")

    func renderer(colored: Bool = false) -> TextDiagnosticRenderer {
        let source = source
        return TextDiagnosticRenderer(colored: colored, sourceText: { $0 == "a.nmview.yaml" ? source : nil })
    }

    @Test func headlineExcerptAndCaret() {
        let diagnostic = Diagnostic.error(
            "yaml.duplicate-key", "duplicate key 'root'", at: SourceLocation(file: "a.nmview.yaml", line: 2, column: 3))
        #expect(
            renderer().render(diagnostic) == """
                a.nmview.yaml:2:3: error: duplicate key 'root' [yaml.duplicate-key]
                 2 | root:
                   |   ^

                """)
    }

    @Test func controlCharactersInAMessageAreEscapedSoAFindingStaysOneLine() {
        let diagnostic = Diagnostic.error(
            "schema.pattern", "'x\ny\t\u{1B}[31mred\u{7F}\u{2028}' is not valid", at: SourceLocation(file: "b.yaml", line: 1, column: 1),
            notes: [Diagnostic.Note("from '\r\n'")])
        let text = renderer().render(diagnostic)
        #expect(text == """
            b.yaml:1:1: error: 'x\\ny\\t\\u{1B}[31mred\\u{7F}\\u{2028}' is not valid [schema.pattern]
            b.yaml:1:1: note: from '\\r\\n'

            """)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
        #expect(TextDiagnosticRenderer.oneLine("plain 'é' text") == "plain 'é' text")
    }

    @Test func caretKeepsTabsSoItLinesUp() {
        let diagnostic = Diagnostic.error("x.y", "m", at: SourceLocation(file: "a.nmview.yaml", line: 3, column: 2))
        #expect(renderer().render(diagnostic).hasSuffix(" 3 | \tframe: [1, 2]\n   | \t^\n"))
    }

    @Test func caretCountsUnicodeScalars() {
        let diagnostic = Diagnostic.error("x.y", "m", at: SourceLocation(file: "a.nmview.yaml", line: 4, column: 13))
        #expect(renderer().render(diagnostic).hasSuffix("   |             ^\n"))
    }

    /// A minified file is one long line: the excerpt is a window around the column, not the line.
    @Test func longLineIsCutToAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 1000) + "X" + String(repeating: "b", count: 1000)
        let text = SourceText(line + "\n")
        let renderer = TextDiagnosticRenderer(colored: false, sourceText: { _ in text })
        let middle = renderer.render(.error("x.y", "m", at: SourceLocation(file: "f", line: 1, column: 1001)))
        let window = String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 59)
        #expect(middle == "f:1:1001: error: m [x.y]\n 1 | …\(window)…\n   | \(String(repeating: " ", count: 61))^\n")

        let start = renderer.render(.error("x.y", "m", at: SourceLocation(file: "f", line: 1, column: 3)))
        #expect(start.hasSuffix(" 1 | \(String(repeating: "a", count: 120))…\n   |   ^\n"))
        let end = renderer.render(.error("x.y", "m", at: SourceLocation(file: "f", line: 1, column: 2002)))
        #expect(end.hasSuffix(" 1 | …\(String(repeating: "b", count: 120))\n   | \(String(repeating: " ", count: 121))^\n"))
    }

    @Test func notesAndSuggestionsGetLinesOfTheirOwn() {
        let diagnostic = Diagnostic.warning(
            "schema.unknown-property", "unknown property 'backgroundColour'",
            at: SourceLocation(file: "b.yaml", line: 7, column: 5),
            notes: [.init("declared in 'UIView'", at: SourceLocation(file: "b.yaml", line: 1, column: 1))],
            suggestions: ["backgroundColor", "borderColor"])
        #expect(
            renderer().render(diagnostic) == """
                b.yaml:7:5: warning: unknown property 'backgroundColour' [schema.unknown-property]
                b.yaml:1:1: note: declared in 'UIView'
                b.yaml:7:5: note: did you mean 'backgroundColor' or 'borderColor'?

                """)
    }

    @Test func wholeFileFindingsHaveNoPosition() {
        let diagnostic = Diagnostic.error("io.not-found", "no such file or directory 'x'", at: SourceLocation(file: "x"))
        #expect(renderer().render(diagnostic) == "x: error: no such file or directory 'x' [io.not-found]\n")
    }

    @Test func colourOnlyWhenAsked() {
        let diagnostic = Diagnostic.error("x.y", "m", at: SourceLocation(file: "a.nmview.yaml", line: 1, column: 1))
        #expect(!renderer(colored: false).render(diagnostic).contains("\u{1B}["))
        let colored = renderer(colored: true).render(diagnostic)
        #expect(colored.contains("\u{1B}[31m\u{1B}[1merror:\u{1B}[0m"))
    }

    @Test func reportSummary() {
        let findings = [
            Diagnostic.error("a.b", "m", at: SourceLocation(file: "f")),
            Diagnostic.warning("a.c", "m", at: SourceLocation(file: "f")),
            Diagnostic.warning("a.c", "n", at: SourceLocation(file: "g")),
        ]
        #expect(DiagnosticReport(diagnostics: findings, fileCount: 2).summary == "1 error, 2 warnings in 2 files")
        #expect(DiagnosticReport(diagnostics: [], fileCount: 1).summary == "no problems in 1 file")
    }

    @Test func reportSortsByLocation() {
        let late = Diagnostic.error("a.b", "late", at: SourceLocation(file: "f", line: 9, column: 1))
        let early = Diagnostic.error("a.b", "early", at: SourceLocation(file: "f", line: 2, column: 7))
        let other = Diagnostic.error("a.b", "other", at: SourceLocation(file: "e", line: 5, column: 1))
        let report = DiagnosticReport(diagnostics: [late, early, other], fileCount: 2)
        #expect(report.diagnostics.map(\.message) == ["other", "early", "late"])
    }
}
