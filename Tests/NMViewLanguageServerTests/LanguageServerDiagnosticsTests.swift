import Foundation
import NMViewDiagnostics
import NMViewLanguageServer
import NMViewLint
import NMViewTestSupport
import Testing

/// Published diagnostics: the findings of `nmview lint`, with UTF-16 positions.
@Suite(.timeLimit(.minutes(2)))
struct LanguageServerDiagnosticsTests {
    @Test func findingsEqualThoseOfLintForEveryRuleFixture() async throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Rules").standardizedFileURL.path
        let outcome = try Linter().lint(paths: [fixtures])
        let files = LayoutFileFinder().find([fixtures]).files
        #expect(files.count > 5)
        let harness = try ServerHarness()
        try await harness.initialize(root: fixtures)
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let uri = URL(fileURLWithPath: path).absoluteString
            try harness.notify("textDocument/didOpen", openParams(uri, text))
            let published = try await harness.diagnostics(uri)
            let expected = outcome.report.diagnostics.filter { $0.location.file == path }.sorted()
            let got = published["params"]?["diagnostics"].map(Self.summaries) ?? []
            #expect(got == expected.map(Self.summary), "\(path)")
            try harness.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        }
    }

    @Test func columnsAreUTF16AfterAccentsAndEmoji() async throws {
        let marked = MarkedSource("nmview: 1\nsize: {width: 10, height: 10}\nroot: {accessibilityLabel: \"é😀é\", 1️⃣bogus: 1}\n")
        let harness = try ServerHarness()
        try await harness.initialize()
        try harness.notify("textDocument/didOpen", openParams("untitled:Card.nmview.yaml", marked.text))
        let published = try await harness.diagnostics("untitled:Card.nmview.yaml")
        guard case .array(let list)? = published["params"]?["diagnostics"] else { Issue.record("no diagnostics"); return }
        let marker = try #require(marked.markers["1️⃣"])
        let line = marked.text.split(separator: "\n", omittingEmptySubsequences: false)[marker.line - 1]
        let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(marker.column - 1)))
        let start = list.first?["range"]?["start"]
        #expect(start?["line"] == .number(Double(marker.line - 1)))
        #expect(start?["character"] == .number(Double(prefix.utf16.count)))
        // The scalar column is one less than the UTF-16 one: the emoji is two code units.
        #expect(prefix.utf16.count == marker.column)
        #expect(list.first?["range"]?["end"]?["character"] == .number(Double(prefix.utf16.count + "bogus".utf16.count)))
    }

    @Test func notesBecomeRelatedInformationAndIdsCodes() async throws {
        let text = """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              subviews:
                - {id: twice, frame: [0, 0, 1, 1]}
                - {id: twice, frame: [0, 0, 1, 1]}

            """
        let harness = try ServerHarness()
        try await harness.initialize()
        try harness.notify("textDocument/didOpen", openParams("untitled:Twice.nmview.yaml", text))
        let published = try await harness.diagnostics("untitled:Twice.nmview.yaml")
        guard case .array(let list)? = published["params"]?["diagnostics"] else { Issue.record("no diagnostics"); return }
        let duplicate = try #require(list.first { $0["code"]?.stringValue?.contains("duplicate") == true })
        #expect(duplicate["source"] == "nmview")
        #expect(duplicate["severity"] == .number(1))
        guard case .array(let related)? = duplicate["relatedInformation"] else { Issue.record("no related information"); return }
        #expect(related.first?["location"]?["range"]?["start"]?["line"] == .number(4))
    }

    @Test func aBrokenBufferIsReportedAndTheServerGoesOn() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let uri: LSPAny = "untitled:Broken.nmview.yaml"
        try harness.notify("textDocument/didOpen", openParams("untitled:Broken.nmview.yaml", "nmview: 1\nroot: [\n  {\"a\": é\n"))
        let published = try await harness.diagnostics("untitled:Broken.nmview.yaml")
        guard case .array(let list)? = published["params"]?["diagnostics"] else { Issue.record("no diagnostics"); return }
        #expect(list.contains { $0["code"]?.stringValue?.hasPrefix("yaml.") == true })
        let hover = try await harness.request(
            "textDocument/hover", .object(["textDocument": .object(["uri": uri]), "position": position(1, 2)]))
        #expect(hover["result"] == .null)
        #expect(hover["error"] == nil)
    }

    @Test func aBurstOfChangesEndsWithTheLastTextsFindings() async throws {
        let harness = try ServerHarness(debounce: .milliseconds(50))
        try await harness.initialize()
        let uri = "untitled:Typing.nmview.yaml"
        try harness.notify("textDocument/didOpen", openParams(uri, "nmview: 1\nsize: {width: 1, height: 1}\nroot: {}\n"))
        _ = try await harness.diagnostics(uri)
        for (version, key) in [(2, "a"), (3, "ab"), (4, "bogus: 2")] {
            let change = "nmview: 1\nsize: {width: 1, height: 1}\nroot: {\(key)}\n"
            try harness.notify(
                "textDocument/didChange",
                .object([
                    "textDocument": .object(["uri": .string(uri), "version": .number(Double(version))]),
                    "contentChanges": .array([.object(["text": .string(change)])]),
                ]))
        }
        let last = try await harness.diagnostics(uri) { $0["params"]?["version"] == .number(4) }
        guard case .array(let list)? = last["params"]?["diagnostics"] else { Issue.record("no diagnostics"); return }
        #expect(list.count == 1)
        #expect(list.first?["message"]?.stringValue?.contains("'bogus'") == true)
    }

    /// A change to one buffer re-publishes the findings of another that composes its class.
    @Test func aChangeToAComposedLayoutReachesTheLayoutThatUsesIt() async throws {
        let harness = try ServerHarness(debounce: .milliseconds(0))
        try await harness.initialize()
        let chip = "nmview: 1\nview: Chip\nsize: {width: 100, height: 30}\nroot:\n  subviews:\n    - {id: label, class: UILabel, frame: [0, 0, 100, 30]}\n"
        let panel = "nmview: 1\nsize: {width: 320, height: 480}\nroot:\n  subviews:\n    - {id: chip, class: Chip, frame: [0, 0, 100, 30]}\noutlets: [chip, chip.label]\n"
        try harness.notify("textDocument/didOpen", openParams("untitled:Chip.nmview.yaml", chip))
        try harness.notify("textDocument/didOpen", openParams("untitled:Panel.nmview.yaml", panel))
        let codes = { (message: LSPAny) -> [String] in
            guard case .array(let list)? = message["params"]?["diagnostics"] else { return [] }
            return list.compactMap { $0["code"]?.stringValue }
        }
        _ = try await harness.diagnostics("untitled:Panel.nmview.yaml") { codes($0) == ["rule.nested-outlet"] }
        // The chip's label renamed: the panel's outlet now names a view no layout has.
        try harness.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": "untitled:Chip.nmview.yaml", "version": .number(2)]),
                "contentChanges": .array([.object(["text": .string(chip.replacingOccurrences(of: "id: label", with: "id: text"))])]),
            ]))
        let after = try await harness.diagnostics("untitled:Panel.nmview.yaml") { codes($0) != ["rule.nested-outlet"] }
        #expect(!codes(after).contains("rule.nested-outlet"), "\(codes(after))")
    }

    static func summaries(_ list: LSPAny) -> [String] {
        guard case .array(let items) = list else { return [] }
        return items.map {
            let line = Int($0["range"]?["start"]?["line"]?.numberValue ?? -1)
            return "\(line + 1) \($0["code"]?.stringValue ?? "") \($0["message"]?.stringValue ?? "")"
        }
    }

    static func summary(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.line ?? 1) \(diagnostic.id) \(diagnostic.message)"
    }
}

func openParams(_ uri: String, _ text: String) -> LSPAny {
    .object([
        "textDocument": .object([
            "uri": .string(uri), "languageId": "yaml", "version": .number(1), "text": .string(text),
        ])
    ])
}

func position(_ line: Int, _ character: Int) -> LSPAny {
    .object(["line": .number(Double(line)), "character": .number(Double(character))])
}
