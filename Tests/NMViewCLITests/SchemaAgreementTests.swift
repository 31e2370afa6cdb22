import Foundation
import Testing

/// `nmview lint` and check-jsonschema, given the same schema file, accept and reject the same
/// files: every example and every schema fixture. (Scripts/bootstrap installs check-jsonschema.)
@Suite struct SchemaAgreementTests {
    static let root = CommandRunner.packageRoot
    static let fixtures = root.appendingPathComponent("Tests/Fixtures/Schema")

    /// Every layout file the agreement covers, relative to the package root.
    static func layoutFiles() throws -> [String] {
        var files: [String] = []
        for folder in ["Examples", "Tests/Fixtures/Schema/valid", "Tests/Fixtures/Schema/invalid"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            files += names.filter { $0.contains(".nmview.") && !$0.hasSuffix(".expected") }.map { "\(folder)/\($0)" }
        }
        return files.sorted()
    }

    static func checkJSONSchema() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let candidates: [String?] = [
            environment["NMVIEW_CHECK_JSONSCHEMA"],
            root.appendingPathComponent(".build-tools/venv/bin/check-jsonschema").path,
        ] + (environment["PATH"] ?? "").split(separator: ":").map { Optional("\($0)/check-jsonschema") }
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func lintAndCheckJSONSchemaAgreeOnEveryFile() async throws {
        let tool = try #require(Self.checkJSONSchema(), "check-jsonschema not found: run Scripts/bootstrap")
        let files = try Self.layoutFiles()
        #expect(files.count >= 10)

        let ours = try await CommandRunner.run(["lint", "--format", "json"] + files)
        let ourReport = try #require(
            JSONSerialization.jsonObject(with: Data(ours.stdout.utf8)) as? [String: Any])
        let ourErrors = (ourReport["diagnostics"] as? [[String: Any]] ?? [])
            .filter { $0["severity"] as? String == "error" }
        let weReject = Set(ourErrors.compactMap { $0["file"] as? String })

        let theirs = try await CommandRunner.run(
            ["-o", "json", "--schemafile", "Schemas/nmview.schema.json"] + files, in: Self.root,
            executable: URL(fileURLWithPath: tool))
        let theirReport = try #require(JSONSerialization.jsonObject(with: Data(theirs.stdout.utf8)) as? [String: Any])
        let theirFailures = (theirReport["errors"] as? [[String: Any]] ?? [])
            + (theirReport["parse_errors"] as? [[String: Any]] ?? [])
        let theyReject = Set(theirFailures.compactMap { $0["filename"] as? String })

        for file in files {
            #expect(weReject.contains(file) == theyReject.contains(file), "disagree on \(file): nmview rejects \(weReject.contains(file)), check-jsonschema rejects \(theyReject.contains(file))")
        }
        // Neither side may pass by accepting or rejecting everything.
        let invalid = files.filter { $0.hasPrefix("Tests/Fixtures/Schema/invalid/") }
        #expect(!invalid.isEmpty)
        #expect(invalid.allSatisfy { weReject.contains($0) && theyReject.contains($0) })
        let valid = files.filter { !$0.hasPrefix("Tests/Fixtures/Schema/invalid/") }
        #expect(valid.allSatisfy { !weReject.contains($0) && !theyReject.contains($0) })
    }
}

/// Each invalid schema fixture produces exactly the findings recorded beside it in
/// `NAME.expected` (nmview lint's text output). Re-record with
/// `NMVIEW_RECORD=1 swift test --filter SchemaFixtureTests`.
@Suite struct SchemaFixtureTests {
    static func invalidFixtures() -> [String] {
        let folder = SchemaAgreementTests.fixtures.appendingPathComponent("invalid")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.contains(".nmview.") && !$0.hasSuffix(".expected") }.sorted()
    }

    @Test(arguments: invalidFixtures())
    func findingsMatchTheGoldenOutput(_ name: String) async throws {
        let folder = SchemaAgreementTests.fixtures.appendingPathComponent("invalid")
        let output = try await CommandRunner.run(["lint", "--no-color", name], in: folder)
        #expect(output.status == 1)
        let expectedURL = folder.appendingPathComponent(name + ".expected")
        if ProcessInfo.processInfo.environment["NMVIEW_RECORD"] == "1" {
            try Data(output.stderr.utf8).write(to: expectedURL)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(output.stderr == expected)
    }
}
