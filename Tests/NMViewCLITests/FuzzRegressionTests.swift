import Foundation
import Testing

/// Inputs the fuzzer (`Scripts/fuzz`) found to crash, hang or leak, each now run through the
/// built `nmview` to its proper findings and exit status, quickly.
@Suite struct FuzzRegressionTests {
    static let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Fuzz")

    struct Case: Sendable, CustomTestStringConvertible {
        /// A file or folder in `Tests/Fixtures/Fuzz`.
        var fixture: String
        /// Lines `nmview compile` must print on stderr.
        var findings: [String]
        var testDescription: String { fixture }
    }

    static let cases = [
        // 22 levels of templates that each use the one before twice: 4 million views, which
        // took the resolver minutes and gigabytes. Copies now stop at 100,000 views.
        Case(
            fixture: "template-doubling.nmview.yaml",
            findings: [
                "template-doubling.nmview.yaml:6:7: error: templates and nested layouts expand to more than the limit of 100000 views [rule.expansion-limit]"
            ]),
    ]

    @Test(arguments: cases)
    func compilesWithoutInternalError(_ test: Case) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-fuzz-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        let started = ContinuousClock.now
        let output = try CommandRunner.run(["compile", "--no-color", test.fixture, "--out", out.path], in: Self.folder)
        // A debug build in a busy test run: generous, but far below the minutes the hang took.
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(output.status == 1, "\(output.stderr)")
        for finding in test.findings {
            #expect(output.stderr.contains(finding + "\n"), "\(output.stderr)")
        }
        #expect(output.stderr.components(separatedBy: ": error: ").count == test.findings.count + 1, "\(output.stderr)")
    }

    @Test func everyFixtureHasACase() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == Self.cases.map(\.fixture).sorted())
    }
}
