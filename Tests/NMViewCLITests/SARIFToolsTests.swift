import Foundation
import NMViewTestSupport
import Testing

/// `nmview lint --format sarif`, read back by a third-party SARIF reader (sarif-tools, installed
/// by Scripts/bootstrap), holds the same findings as `--format json`: files, lines, columns,
/// levels and rule ids, each rule id found in the tool's catalog, each file on disk.
@Suite struct SARIFToolsTests {
    static let root = CommandRunner.packageRoot
    static let folders = ["Examples", "Tests/Fixtures/Rules", "Tests/Fixtures/Schema/invalid"]

    /// A Python with sarif-tools importable: NMVIEW_SARIF_PYTHON, else the bootstrap venv's.
    static func python() async -> String? {
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["NMVIEW_SARIF_PYTHON"],
            root.appendingPathComponent(".build-tools/venv/bin/python").path,
        ]
        for path in candidates.compactMap({ $0 }) where FileManager.default.isExecutableFile(atPath: path) {
            let probe = try? await CommandRunner.run(
                ["-c", "import sarif.loader"], in: root, executable: URL(fileURLWithPath: path))
            if probe?.status == 0 { return path }
        }
        return nil
    }

    struct Finding: Hashable, CustomStringConvertible {
        var file: String
        var line: Int?
        var column: Int?
        var level: String
        var id: String
        var description: String { "\(file):\(line ?? 0):\(column ?? 0): \(level) [\(id)]" }
    }

    @Test func sarifToolsReadsTheSameFindingsAsJSON() async throws {
        let python = try #require(await Self.python(), "sarif-tools not found: run Scripts/bootstrap")
        let json = try await CommandRunner.run(["lint", "--format", "json"] + Self.folders)
        #expect(json.status == 1)
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let expected = (report["diagnostics"] as? [[String: Any]] ?? []).map {
            Finding(
                file: $0["file"] as? String ?? "", line: $0["line"] as? Int, column: $0["column"] as? Int,
                level: $0["severity"] as? String ?? "", id: $0["id"] as? String ?? "")
        }
        #expect(expected.count >= 20)
        #expect(Set(expected.map(\.level)).isSuperset(of: ["error", "warning"]))
        #expect(expected.contains { $0.id.hasPrefix("rule.") } && expected.contains { $0.id.hasPrefix("schema.") })

        let sarif = try await CommandRunner.run(["lint", "--format", "sarif"] + Self.folders)
        #expect(sarif.status == 1)
        #expect(sarif.stderr.isEmpty)
        let log = try Scratch().url.appendingPathComponent("lint.sarif")
        try Data(sarif.stdout.utf8).write(to: log)
        let read = try await Self.run(python, [Self.root.appendingPathComponent("Tests/SARIF/sarif_findings.py").path, log.path])
        #expect(read.status == 0, "\(read.stderr)")
        let entries = try #require(JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [[String: Any]])
        let found = entries.map {
            Finding(
                file: $0["file"] as? String ?? "", line: $0["line"] as? Int, column: $0["column"] as? Int,
                level: $0["level"] as? String ?? "", id: $0["id"] as? String ?? "")
        }
        #expect(found == expected)
        for entry in entries {
            #expect(entry["rule"] as? String == entry["id"] as? String, "ruleIndex of \(entry) names another rule")
            #expect(entry["exists"] as? Bool == true, "\(entry["file"] ?? "?") does not resolve against %SRCROOT%")
        }
    }

    static func run(_ executable: String, _ arguments: [String]) async throws -> CommandRunner.Output {
        try await CommandRunner.run(arguments, in: root, executable: URL(fileURLWithPath: executable))
    }
}
