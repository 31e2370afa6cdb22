import Foundation
import Testing

/// Each semantic rule fires on its fixture (a file, or a folder of files linted together) at the
/// recorded line and column, every rule has a fixture, the examples stay silent, and
/// Docs/Rules.md matches the rules.
/// Re-record with `NMVIEW_RECORD=1 swift test --filter RuleFixtureTests`.
@Suite struct RuleFixtureTests {
    static let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Rules")
    static var record: Bool { ProcessInfo.processInfo.environment["NMVIEW_RECORD"] == "1" }

    /// Each layout file, and each folder of files that are only wrong together (a nested layout).
    static func fixtures() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
            return exists && (name.hasSuffix(".nmview.yaml") || isDirectory.boolValue)
        }.sorted()
    }

    @Test(arguments: fixtures())
    func findingsMatchTheGoldenOutput(_ name: String) async throws {
        let output = try await CommandRunner.run(["lint", "--no-color", name], in: Self.folder)
        let expectedURL = Self.folder.appendingPathComponent(name + ".expected")
        if Self.record { try Data(output.stderr.utf8).write(to: expectedURL) }
        #expect(output.stderr == (try String(contentsOf: expectedURL, encoding: .utf8)))
    }

    @Test func everyRuleHasAFixtureThatTriggersIt() async throws {
        let rules = try await CommandRunner.run(["rules"]).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        #expect(rules.count >= 12)
        let output = try await CommandRunner.run(["lint", "--no-color", "--format", "json", "."], in: Self.folder)
        for rule in rules {
            #expect(output.stdout.contains("\"id\" : \"\(rule)\""), "no fixture triggers \(rule)")
        }
    }

    /// `--disable` turns off a group by its name and a rule by its id; a name that is neither is a
    /// usage error with the closest names.
    @Test func disabledGroupsAndRulesAreNotChecked() async throws {
        let all = try await CommandRunner.run(["lint", "--format", "json", "Accessibility.nmview.yaml"], in: Self.folder)
        #expect(all.stdout.contains("\"id\" : \"rule.small-touch-target\""))
        let group = try await CommandRunner.run(
            ["lint", "--format", "json", "--disable", "accessibility", "Accessibility.nmview.yaml"], in: Self.folder)
        // The fixture's other findings (views the landscape layout leaves outside, titles cut
        // off) are other groups' and stay.
        #expect(group.status == 0)
        for rule in ["rule.small-touch-target", "rule.missing-accessibility-label", "rule.duplicate-accessibility-label", "rule.low-contrast"] {
            #expect(all.stdout.contains(rule) != (rule == "rule.low-contrast"), "\(rule) in the whole run")
            #expect(!group.stdout.contains(rule), "\(rule) is in the group turned off")
        }
        #expect(group.stdout.contains("rule.outside-parent"))
        let one = try await CommandRunner.run(
            ["lint", "--format", "json", "--disable", "rule.small-touch-target", "Accessibility.nmview.yaml"], in: Self.folder)
        #expect(!one.stdout.contains("rule.small-touch-target") && one.stdout.contains("rule.missing-accessibility-label"))
        let unknown = try await CommandRunner.run(["lint", "--disable", "acessibility", "Accessibility.nmview.yaml"], in: Self.folder)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown rule or group 'acessibility'; did you mean 'accessibility'?"))
    }

    @Test func examplesAreSilentEvenWhenStrict() async throws {
        let output = try await CommandRunner.run(["lint", "--strict", "--format", "json", "Examples"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("\"diagnostics\" : [\n\n  ]"))
    }

    @Test func rulesDocumentMatchesTheRules() async throws {
        let output = try await CommandRunner.run(["rules", "--markdown"])
        let url = CommandRunner.packageRoot.appendingPathComponent("Docs/Rules.md")
        if Self.record { try Data(output.stdout.utf8).write(to: url) }
        #expect(output.stdout == (try String(contentsOf: url, encoding: .utf8)), "Docs/Rules.md is stale")
    }
}
