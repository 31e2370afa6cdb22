import Foundation
import NMViewLanguageServer
import NMViewTestSupport
import Testing

/// `class:` completion offers UIKit's classes and the workspace's own layouts a subview can be,
/// and not its cells, which lint refuses as subviews (rule.nested-cell). Real files on disk.
@Suite(.timeLimit(.minutes(2)))
struct LanguageServerClassCompletionTests {
    @Test func cellLayoutsAreNotOfferedAsSubviews() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-lsp-classes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Package.swift": "// a package\n",
            "App/Badge.nmview.yaml": "nmview: 1\nsize: {width: 40, height: 20}\nroot: {}\n",
            "App/ProfileRow.nmview.yaml": "nmview: 1\nkind: tableCell\nsize: {width: 320, height: 60}\nroot: {}\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let harness = try ServerHarness()
        try await harness.initialize(root: folder.path)
        let uri = folder.appendingPathComponent("App/Card.nmview.yaml").absoluteString
        let text = "nmview: 1\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - class: \n"
        try harness.notify("textDocument/didOpen", openParams(uri, text))
        _ = try await harness.diagnostics(uri)
        let response = try await harness.request(
            "textDocument/completion",
            .object(["textDocument": .object(["uri": .string(uri)]), "position": position(4, 13)]))
        guard case .array(let items)? = response["result"]?["items"] else {
            Issue.record("no items: \(response)")
            return
        }
        let labels = items.compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("UILabel") && labels.contains("Badge"))
        #expect(!labels.contains("ProfileRow"))
    }
}
