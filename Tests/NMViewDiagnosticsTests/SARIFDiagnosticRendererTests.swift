import Foundation
import NMViewDiagnostics
import Testing

/// The SARIF 2.1.0 log: rule catalog, levels, URIs relative to %SRCROOT%, regions, notes.
@Suite struct SARIFDiagnosticRendererTests {
    static let root = "/home/dev/My Project"
    let tool = SARIFToolInfo(
        name: "nmview", version: "1.2.3", informationURI: "https://example.org/nmview",
        rules: [
            .init(id: "rule.duplicate-id", severity: .error, summary: "Two views share an id."),
            .init(id: "rule.empty-frame", severity: .warning, summary: "A frame with no area."),
        ])
    let report = DiagnosticReport(
        diagnostics: [
            .error(
                "rule.duplicate-id", "duplicate id 'title'", at: SourceLocation(file: "Layouts/Card.nmview.yaml", line: 9, column: 11),
                notes: [
                    .init("'title' is first used here", at: SourceLocation(file: "Layouts/Card.nmview.yaml", line: 5, column: 11)),
                    .init("ids must be unique within a layout"),
                ]),
            .warning("yaml.unknown-tag", "tag '!custom' is ignored", at: SourceLocation(file: "./a/../y,z:w.nmview.yaml", line: 2, column: 7)),
            Diagnostic(.note, "rule.empty-frame", "frame has no area", at: SourceLocation(file: "/elsewhere/Other.nmview.json", line: 1, column: 1), suggestions: ["frame", "bounds"]),
            .error("io.not-found", "no such file or directory", at: SourceLocation(file: "\(root)/Gone.nmview.yaml")),
        ], fileCount: 4)

    func render() throws -> [String: Any] {
        let text = SARIFDiagnosticRenderer(tool: tool, workingDirectory: Self.root).render(report)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func run() throws -> [String: Any] {
        let runs = try #require(try render()["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    @Test func logHeaderAndTool() throws {
        let log = try render()
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try run()
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "nmview")
        #expect(driver["version"] as? String == "1.2.3")
        #expect(driver["semanticVersion"] as? String == "1.2.3")
        #expect(driver["informationUri"] as? String == "https://example.org/nmview")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases == ["%SRCROOT%": ["uri": "file:///home/dev/My%20Project/"]])
    }

    @Test func catalogRulesComeFirstThenOtherIdsFound() throws {
        let driver = try #require((try run()["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["rule.duplicate-id", "rule.empty-frame", "io.not-found", "yaml.unknown-tag"])
        #expect((rules[0]["shortDescription"] as? [String: String]) == ["text": "Two views share an id."])
        #expect((rules[1]["defaultConfiguration"] as? [String: String]) == ["level": "warning"])
        #expect(rules[2]["shortDescription"] == nil)
    }

    @Test func resultsCarryRuleLevelLocationAndRegion() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        #expect(results.count == 4)
        let rows = results.map { result -> String in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let artifact = location?["artifactLocation"] as? [String: String]
            let region = location?["region"] as? [String: Int]
            return [
                result["ruleId"] as? String ?? "-", "\(result["ruleIndex"] as? Int ?? -1)", result["level"] as? String ?? "-",
                artifact?["uriBaseId"] ?? "-", artifact?["uri"] ?? "-",
                region.map { "\($0["startLine"] ?? 0):\($0["startColumn"] ?? 0)" } ?? "-",
            ].joined(separator: " ")
        }
        // In the report's order: by path as written ('./a/../y…' first), then line.
        #expect(
            rows == [
                "yaml.unknown-tag 3 warning %SRCROOT% y,z%3Aw.nmview.yaml 2:7",
                "rule.empty-frame 1 note - file:///elsewhere/Other.nmview.json 1:1",
                "io.not-found 2 error %SRCROOT% Gone.nmview.yaml -",
                "rule.duplicate-id 0 error %SRCROOT% Layouts/Card.nmview.yaml 9:11",
            ])
    }

    @Test func notesAndSuggestions() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        let duplicate = try #require(results.first { $0["ruleId"] as? String == "rule.duplicate-id" })
        #expect((duplicate["message"] as? [String: String])?["text"] == "duplicate id 'title'\nnote: ids must be unique within a layout")
        let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect((related[0]["message"] as? [String: String])?["text"] == "'title' is first used here")
        let region = (related[0]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        #expect(region == ["startLine": 5, "startColumn": 11])
        let empty = try #require(results.first { $0["ruleId"] as? String == "rule.empty-frame" })
        #expect((empty["message"] as? [String: String])?["text"] == "frame has no area\nnote: did you mean 'frame' or 'bounds'?")
        #expect(empty["relatedLocations"] == nil)
    }

    @Test func outputIsStable() {
        let renderer = SARIFDiagnosticRenderer(tool: tool, workingDirectory: Self.root)
        #expect(renderer.render(report) == renderer.render(report))
        #expect(renderer.render(report).hasSuffix("}\n"))
    }

    @Test func versionsThatAreNotSemanticAreLeftOutOfSemanticVersion() throws {
        var odd = tool
        odd.version = "nightly"
        let text = SARIFDiagnosticRenderer(tool: odd, workingDirectory: Self.root).render(report)
        #expect(text.contains("\"version\" : \"nightly\""))
        #expect(!text.contains("semanticVersion"))
    }
}
