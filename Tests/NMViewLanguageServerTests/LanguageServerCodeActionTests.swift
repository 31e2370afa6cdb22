import Foundation
import NMViewLanguageServer
import NMViewTestSupport
import Testing

/// A finding's did-you-mean suggestions come back as quick fixes that replace its token.
@Suite(.timeLimit(.minutes(2)))
struct LanguageServerCodeActionTests {
    static let uri = "untitled:Card.nmview.yaml"

    @Test func aMisspeltPropertyOffersItsSuggestionAsAQuickFix() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let text = """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              subviews:
                - id: title
                  class: UILabel
                  frame: [0, 0, 10, 10]
                  numberOfLins: 2

            """
        try harness.notify("textDocument/didOpen", openParams(Self.uri, text))
        let published = try await harness.diagnostics(Self.uri)
        guard case .array(let diagnostics)? = published["params"]?["diagnostics"] else {
            Issue.record("no diagnostics: \(published)")
            return
        }
        let misspelt = try #require(diagnostics.first { $0["message"]?.stringValue?.contains("numberOfLins") == true })
        let response = try await harness.request(
            "textDocument/codeAction",
            .object([
                "textDocument": .object(["uri": .string(Self.uri)]),
                "range": misspelt["range"] ?? .null,
                "context": .object(["diagnostics": .array([misspelt])]),
            ]))
        guard case .array(let actions)? = response["result"] else {
            Issue.record("no actions: \(response)")
            return
        }
        let fix = try #require(actions.first)
        #expect(fix["title"]?.stringValue == "Change to 'numberOfLines'")
        #expect(fix["kind"]?.stringValue == "quickfix")
        guard case .array(let edits)? = fix["edit"]?["changes"]?[Self.uri] else {
            Issue.record("no edit: \(fix)")
            return
        }
        #expect(edits.first?["newText"]?.stringValue == "numberOfLines")
        // The edit replaces exactly the misspelt key: line 8 (0-based 7), columns 6 to 18.
        #expect(edits.first?["range"] == .object([
            "start": .object(["line": .number(7), "character": .number(6)]),
            "end": .object(["line": .number(7), "character": .number(18)]),
        ]))
        // A finding without suggestions offers nothing.
        let none = try await harness.request(
            "textDocument/codeAction",
            .object([
                "textDocument": .object(["uri": .string(Self.uri)]), "range": misspelt["range"] ?? .null,
                "context": .object(["diagnostics": .array([])]),
            ]))
        #expect(none["result"] == .array([]))
    }
}
