import Foundation
import Testing

/// The `nmview-lint-system` hook of `.pre-commit-hooks.yaml`, run by the real pre-commit
/// (installed by Scripts/bootstrap) with `try-repo` against this repository, in a scratch git
/// repository: it lints the layout files, and only those, with the nmview just built.
@Suite struct PreCommitHookTests {
    static let root = CommandRunner.packageRoot

    static func preCommit() -> String? {
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["NMVIEW_PRE_COMMIT"],
            root.appendingPathComponent(".build-tools/venv/bin/pre-commit").path,
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable arguments…` in `directory`, output and errors together.
    static func run(_ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:])
        async throws -> (status: Int32, output: String)
    {
        let result = try await CommandRunner.run(
            arguments, in: directory, environment: environment, executable: URL(fileURLWithPath: executable),
            interleavingErrors: true)
        return (result.status, result.stdout)
    }

    @Test func systemHookLintsTheLayoutFiles() async throws {
        let tool = try #require(Self.preCommit(), "pre-commit not found: run Scripts/bootstrap")
        let scratch = try Scratch()
        let repo = scratch.url.appendingPathComponent("repo")
        try scratch.write("repo/L/Good.nmview.yaml", "nmview: 1\nview: Good\nsize: {width: 10, height: 10}\nroot: {}\n")
        let bad = try scratch.write("repo/L/Bad.nmview.yml", "nmview: 1\nroot: {}\nroot: {}\n")
        try scratch.write("repo/notes.yaml", "[not a layout\n")
        #expect(try await Self.run("/usr/bin/env", ["git", "init", "-q"], in: repo).status == 0)
        #expect(try await Self.run("/usr/bin/env", ["git", "add", "-A"], in: repo).status == 0)

        let path = CommandRunner.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = ["PATH": path, "PRE_COMMIT_HOME": scratch.url.appendingPathComponent("home").path, "NO_COLOR": "1"]
        let arguments = ["try-repo", Self.root.path, "nmview-lint-system", "--all-files", "--color", "never"]
        let failed = try await Self.run(tool, arguments, in: repo, environment: environment)
        #expect(failed.status == 1, "\(failed.output)")
        #expect(failed.output.contains("L/Bad.nmview.yml:3:1: error: duplicate key 'root' [yaml.duplicate-key]\n"))
        // Two layout files, linted in one run; notes.yaml is not one of them.
        #expect(failed.output.contains("nmview: 1 error, 0 warnings in 2 files\n"), "\(failed.output)")

        try Data("nmview: 1\nroot: {}\nsize: {width: 1, height: 1}\n".utf8).write(to: URL(fileURLWithPath: bad))
        #expect(try await Self.run("/usr/bin/env", ["git", "add", "-A"], in: repo).status == 0)
        let passed = try await Self.run(tool, arguments, in: repo, environment: environment)
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.contains("Passed"))
    }
}
