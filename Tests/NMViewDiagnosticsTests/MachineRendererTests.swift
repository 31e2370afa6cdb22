import Foundation
import NMViewDiagnostics
import Testing

/// JSON and GitHub Actions output: stable, parseable, escaped.
@Suite struct MachineRendererTests {
    let report = DiagnosticReport(
        diagnostics: [
            .error(
                "yaml.duplicate-key", "duplicate key 'a'", at: SourceLocation(file: "dir/x.nmview.yaml", line: 3, column: 1),
                notes: [.init("'a' is first defined here", at: SourceLocation(file: "dir/x.nmview.yaml", line: 1, column: 1))]),
            .warning("io.not-found", "100% gone, really", at: SourceLocation(file: "y,z:w")),
        ], fileCount: 2)

    @Test func jsonIsStableWithSortedKeys() throws {
        let text = JSONDiagnosticRenderer().render(report)
        #expect(text == JSONDiagnosticRenderer().render(report))
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 1, "notes": 0, "files": 2])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["file"] as? String == "dir/x.nmview.yaml")
        #expect(entries[0]["line"] as? Int == 3)
        #expect(entries[0]["id"] as? String == "yaml.duplicate-key")
        #expect(entries[1]["line"] == nil)
        // Keys appear in sorted order in the text itself.
        let keys = ["\"column\"", "\"file\"", "\"id\"", "\"line\"", "\"message\"", "\"notes\"", "\"severity\"", "\"suggestions\""]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
    }

    @Test func githubAnnotations() {
        let text = GitHubDiagnosticRenderer().render(report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "::error file=dir/x.nmview.yaml,line=3,col=1,title=nmview [yaml.duplicate-key]::duplicate key 'a'%0Anote: 'a' is first defined here (dir/x.nmview.yaml:1:1)"
        )
        #expect(lines[1] == "::warning file=y%2Cz%3Aw,title=nmview [io.not-found]::100%25 gone, really")
    }
}
