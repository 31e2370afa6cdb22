import Foundation
import NMViewLanguageServer
import NMViewLint
import NMViewTestSupport
import Testing

/// Incremental sync: `didChange` carries ranges in UTF-16 positions, applied in order to the
/// buffer, and the findings are those of the text the edits make.
@Suite(.timeLimit(.minutes(2)))
struct IncrementalSyncTests {
    static func change(_ start: (Int, Int), _ end: (Int, Int), _ text: String) -> LSPAny {
        .object([
            "range": .object(["start": position(start.0, start.1), "end": position(end.0, end.1)]),
            "text": .string(text),
        ])
    }

    static func didChange(_ uri: String, version: Int, _ changes: [LSPAny]) -> LSPAny {
        .object([
            "textDocument": .object(["uri": .string(uri), "version": .number(Double(version))]),
            "contentChanges": .array(changes),
        ])
    }

    static func codes(_ message: LSPAny) -> [String] {
        guard case .array(let list)? = message["params"]?["diagnostics"] else { return [] }
        return list.compactMap { $0["code"]?.stringValue }
    }

    @Test func theServerOffersIncrementalSync() async throws {
        let harness = try ServerHarness()
        let response = try await harness.initialize()
        #expect(response["result"]?["capabilities"]?["textDocumentSync"]?["change"] == .number(2))
    }

    /// Ranges after an emoji (two UTF-16 units) and across lines, several changes in one
    /// notification, then a change without a range: each lands where the editor shows it.
    @Test func rangesAreAppliedInOrderAtTheirUTF16Positions() async throws {
        let harness = try ServerHarness(debounce: .milliseconds(0))
        try await harness.initialize()
        let uri = "untitled:Edited.nmview.yaml"
        let text = "nmview: 1\nsize: {width: 10, height: 10}\nroot: {accessibilityLabel: \"😀é\", alpha: 1}\n"
        try harness.notify("textDocument/didOpen", openParams(uri, text))
        #expect(Self.codes(try await harness.diagnostics(uri)) == [])

        // "😀é" is three UTF-16 units from character 29: replace the `1` of alpha (character 42)
        // with `bogus`, which the schema refuses; then insert a misspelt key before `alpha`.
        let line = "root: {accessibilityLabel: \"😀é\", alpha: 1}"
        let alpha = line.utf16.count - 2
        try harness.notify(
            "textDocument/didChange",
            Self.didChange(uri, version: 2, [
                Self.change((2, alpha), (2, alpha + 1), "\"x\""),
                Self.change((2, alpha - 7), (2, alpha - 7), "alpah: 1, "),
            ]))
        let edited = try await harness.diagnostics(uri) { $0["params"]?["version"] == .number(2) }
        // What `nmview lint` finds in the text the two edits make.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Edited.nmview.yaml")
        let edits = "nmview: 1\nsize: {width: 10, height: 10}\nroot: {accessibilityLabel: \"😀é\", alpah: 1, alpha: \"x\"}\n"
        try edits.write(to: file, atomically: true, encoding: .utf8)
        let expected = try Linter().lint(paths: [file.path])
        #expect(Self.codes(edited).sorted() == expected.report.diagnostics.map { "\($0.id)" }.sorted())
        #expect(Self.codes(edited).count == 2, "\(Self.codes(edited))")

        // A range over two lines: `size` and `root` joined into one broken line, then repaired by
        // a change without a range, which replaces everything.
        try harness.notify("textDocument/didChange", Self.didChange(uri, version: 3, [Self.change((1, 5), (2, 5), "")]))
        let broken = try await harness.diagnostics(uri) { $0["params"]?["version"] == .number(3) }
        #expect(Self.codes(broken).contains { $0.hasPrefix("yaml.") || $0.hasPrefix("schema.") }, "\(Self.codes(broken))")
        try harness.notify("textDocument/didChange", Self.didChange(uri, version: 4, [.object(["text": .string(text)])]))
        #expect(Self.codes(try await harness.diagnostics(uri) { $0["params"]?["version"] == .number(4) }) == [])
    }
}
