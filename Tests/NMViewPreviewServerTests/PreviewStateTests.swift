import NMViewDiagnostics
import Testing

@testable import NMViewPreviewServer

/// What the state keeps across saves.
@Suite("Preview state")
struct PreviewStateTests {
    @Test("a broken save keeps the last good layout and records the findings; a fix clears them")
    func keepsLastGood() async throws {
        let state = PreviewState()
        let file = PreviewFixtures.profileCard
        await state.update(file: file, name: "ProfileCard", layout: try PreviewFixtures.layout("ProfileCard"), diagnostics: [])
        await state.update(file: file, name: nil, layout: nil, diagnostics: [PreviewFixtures.syntaxError(in: file)])
        let broken = try #require(await state.entry(for: file))
        #expect(broken.hasErrors && broken.layout?.viewClass == "ProfileCard" && broken.name == "ProfileCard")
        await state.update(file: file, name: "ProfileCard", layout: try PreviewFixtures.layout("ProfileCard"), diagnostics: [])
        #expect(await state.entry(for: file)?.hasErrors == false)
        #expect(await state.version == 3)
    }

    @Test("a file that never compiled is named after its base name")
    func nameFromFile() async {
        let state = PreviewState()
        await state.update(file: "Layouts/Broken.nmview.yaml", name: nil, layout: nil, diagnostics: [])
        #expect(await state.entry(for: "Layouts/Broken.nmview.yaml")?.name == "Broken")
        await state.remove(file: "Layouts/Broken.nmview.yaml")
        #expect(await state.files.isEmpty)
    }

    @Test("findings reach the page as the terminal prints them, excerpt, caret and suggestions included")
    func findingsCarryTheirExcerpt() async throws {
        let state = PreviewState()
        let file = "Card.nmview.yaml"
        let source = SourceText("nmview: 1\nroot:\n  textAlignmnet: center\n")
        var finding = Diagnostic.error(
            "schema.unknown-property", "unknown property 'textAlignmnet'", at: SourceLocation(file: file, line: 3, column: 3))
        finding.suggestions = ["textAlignment"]
        await state.update(file: file, name: "Card", layout: nil, diagnostics: [finding], source: source)
        let payload = try #require(await state.layoutList().layouts.first?.diagnostics.first)
        #expect(payload.suggestions == ["textAlignment"])
        #expect(payload.text == """
            Card.nmview.yaml:3:3: error: unknown property 'textAlignmnet' [schema.unknown-property]
             3 |   textAlignmnet: center
               |   ^
            Card.nmview.yaml:3:3: note: did you mean 'textAlignment'?

            """)
        await state.update(file: file, name: "Card", layout: nil, diagnostics: [], source: source)
        #expect(await state.entry(for: file)?.source == nil, "a file without findings keeps no text")
    }
}
