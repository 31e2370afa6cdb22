import Foundation
import NMViewLanguageServer
import NMViewLint
import NMViewYAML
import NMViewTestSupport
import Testing

/// A finding's did-you-mean suggestions come back as quick fixes that replace its token.
@Suite(.timeLimit(.minutes(2)))
struct LanguageServerCodeActionTests {
    static let uri = "untitled:Card.nmview.yaml"

    /// Opens `text` at `uri`, and asks for the code actions of the finding whose message holds
    /// `word`: that finding, and the server's answer.
    static func codeActions(
        _ harness: ServerHarness, uri: String, text: String, forFindingAbout word: String
    ) async throws -> (finding: LSPAny, response: LSPAny) {
        try harness.notify("textDocument/didOpen", openParams(uri, text))
        let published = try await harness.diagnostics(uri)
        guard case .array(let diagnostics)? = published["params"]?["diagnostics"] else {
            Issue.record("no diagnostics: \(published)")
            return (.null, .null)
        }
        let finding = try #require(diagnostics.first { $0["message"]?.stringValue?.contains(word) == true })
        let response = try await harness.request(
            "textDocument/codeAction",
            .object([
                "textDocument": .object(["uri": .string(uri)]), "range": finding["range"] ?? .null,
                "context": .object(["diagnostics": .array([finding])]),
            ]))
        return (finding, response)
    }

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
        let (misspelt, response) = try await Self.codeActions(harness, uri: Self.uri, text: text, forFindingAbout: "numberOfLins")
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

    /// A misspelt UIKit class offers the class it is close to, and its property no base to write.
    @Test func aMisspeltUIKitClassOffersTheClassItIsCloseTo() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let text = "nmview: 1\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - class: UILable\n      text: Hi\n"
        let (_, response) = try await Self.codeActions(harness, uri: Self.uri, text: text, forFindingAbout: "UILable")
        guard case .array(let actions)? = response["result"] else {
            Issue.record("no actions: \(response)")
            return
        }
        #expect(actions.compactMap { $0["title"]?.stringValue } == ["Change to 'UILabel'"])
        guard case .array(let edits)? = actions.first?["edit"]?["changes"]?[Self.uri] else {
            Issue.record("no edit: \(actions)")
            return
        }
        #expect(edits.first?["newText"]?.stringValue == "UILabel")
        #expect(edits.first?["range"] == .object([
            "start": .object(["line": .number(4), "character": .number(13)]),
            "end": .object(["line": .number(4), "character": .number(20)]),
        ]))
    }

    /// A UIKit property on a class of your own: the fix writes the base beside the class, in
    /// block YAML, flow YAML and JSON, and the file then lints clean.
    @Test(arguments: [
        ("untitled:Card.nmview.yaml",
         "nmview: 1\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - id: title\n      class: PaddedLabel\n      frame: [0, 0, 10, 10]\n      numberOfLines: 2\n",
         "      class: PaddedLabel\n      base: UILabel\n"),
        ("untitled:Card.nmview.yaml",
         "nmview: 1\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - {id: title, class: \"PaddedLabel\", numberOfLines: 2}\n",
         "class: \"PaddedLabel\", base: UILabel, numberOfLines"),
        ("untitled:Card.nmview.json",
         "{\"nmview\": 1, \"size\": {\"width\": 10, \"height\": 10}, \"root\": {\"subviews\": [\n  {\"class\": \"PaddedLabel\", \"numberOfLines\": 2}]}}\n",
         "\"class\": \"PaddedLabel\", \"base\": \"UILabel\", \"numberOfLines\""),
    ])
    func aLabelsPropertyOnAClassOfYourOwnOffersToWriteItsBase(uri: String, text: String, expected: String) async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let (_, response) = try await Self.codeActions(harness, uri: uri, text: text, forFindingAbout: "numberOfLines")
        guard case .array(let actions)? = response["result"], actions.count == 1, let fix = actions.first else {
            Issue.record("not one action: \(response)")
            return
        }
        #expect(fix["title"]?.stringValue == "Write base: UILabel")
        #expect(fix["isPreferred"] == .bool(true))
        guard case .array(let edits)? = fix["edit"]?["changes"]?[uri], let edit = edits.first,
            let line = edit["range"]?["start"]?["line"]?.numberValue,
            let character = edit["range"]?["start"]?["character"]?.numberValue,
            let newText = edit["newText"]?.stringValue
        else {
            Issue.record("no edit: \(fix)")
            return
        }
        var lines = text.components(separatedBy: "\n")
        let row = lines[Int(line)]
        let index = row.index(row.startIndex, offsetBy: Int(character))
        lines[Int(line)] = String(row[..<index]) + newText + String(row[index...])
        let fixed = lines.joined(separator: "\n")
        #expect(fixed.contains(expected), "\(fixed)")
        let path = uri.hasSuffix(".json") ? "Card.nmview.json" : "Card.nmview.yaml"
        let outcome = try Linter().lint(sources: [SourceFile(path: path, bytes: Array(fixed.utf8))])
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
    }
}
