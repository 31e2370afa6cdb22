#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// `nmview lint` run as a subprocess: output formats, exit codes and file discovery.
@Suite struct LintCommandTests {
    static let good = "nmview: 1\nview: Card\nsize: {width: 320, height: 480}\nroot:\n  subviews: []\n"
    /// Valid, with a warning: a tag layouts do not use.
    static let warning = "nmview: 1\nview: !custom Card\nsize: {width: 320, height: 480}\nroot: {}\n"

    @Test func examplesAreClean() async throws {
        let output = try await CommandRunner.run(["lint", "Examples"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.hasPrefix("nmview: no problems in "))
    }

    @Test func errorsExitOneWithClickableDiagnostics() async throws {
        let scratch = try Scratch()
        try scratch.write("Bad.nmview.yaml", "nmview: 1\nroot: {}\nroot: {}\n")
        let output = try await CommandRunner.run(["lint", "Bad.nmview.yaml"], in: scratch.url)
        #expect(output.status == 1)
        #expect(
            output.stderr == """
                Bad.nmview.yaml:3:1: error: duplicate key 'root' [yaml.duplicate-key]
                 3 | root: {}
                   | ^
                Bad.nmview.yaml:2:1: note: 'root' is first defined here
                 2 | root: {}
                   | ^
                nmview: 1 error, 0 warnings in 1 file

                """)
        #expect(output.stdout.isEmpty)
    }

    @Test func directoriesAreSearchedRecursivelyForLayoutFiles() async throws {
        let scratch = try Scratch()
        try scratch.write("a/One.nmview.yaml", Self.good)
        try scratch.write("a/b/Two.nmview.yml", Self.good)
        try scratch.write("a/b/c/Three.nmview.json", "{\"nmview\": 1, \"size\": {\"width\": 1, \"height\": 1}, \"root\": {}}")
        try scratch.write("a/notes.yaml", "[unclosed")
        try scratch.write("a/.hidden/Four.nmview.yaml", "[unclosed")
        let output = try await CommandRunner.run(["lint", "--format", "json", "a"], in: scratch.url)
        #expect(output.status == 0)
        #expect(output.stdout.contains("\"files\" : 3"))
    }

    @Test func directoryWithoutLayoutsIsAnError() async throws {
        let scratch = try Scratch()
        try scratch.write("empty/readme.txt", "nothing")
        let output = try await CommandRunner.run(["lint", "empty"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("empty: error: no layout files"))
        #expect(output.stderr.contains("[io.no-layouts]"))
    }

    @Test func missingPathIsAnError() async throws {
        let output = try await CommandRunner.run(["lint", "Nowhere.nmview.yaml"], in: try Scratch().url)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Nowhere.nmview.yaml: error: no such file or directory"))
    }

    @Test(.enabled(if: Unprivileged.prefix != nil, "as root, needs setpriv to run nmview as a user permissions apply to"))
    func unreadableLayoutIsAnError() async throws {
        let scratch = try Scratch()
        let path = try scratch.write("Card.nmview.yaml", Self.good)
        #expect(chmod(path, 0) == 0)
        let output = try await Unprivileged.run(["lint", "Card.nmview.yaml"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Card.nmview.yaml: error: permission denied reading 'Card.nmview.yaml' [io.permission-denied]\n"))
    }

    /// A folder that cannot be listed is an error, not a folder without layouts, and not skipped
    /// in silence: a clean run must have seen every layout.
    @Test(.enabled(if: Unprivileged.prefix != nil, "as root, needs setpriv to run nmview as a user permissions apply to"))
    func unlistableFolderIsAnError() async throws {
        let scratch = try Scratch()
        try scratch.write("tree/A.nmview.yaml", Self.good)
        try scratch.write("tree/sub/B.nmview.yaml", Self.good)
        try scratch.write("locked/C.nmview.yaml", Self.good)
        #expect(chmod(scratch.url.appendingPathComponent("tree/sub").path, 0) == 0)
        #expect(chmod(scratch.url.appendingPathComponent("locked").path, 0) == 0)
        let nested = try await Unprivileged.run(["lint", "tree"], in: scratch.url)
        #expect(nested.status == 1)
        #expect(nested.stderr.hasPrefix("tree/sub: error: permission denied reading 'tree/sub' [io.permission-denied]\n"))
        let top = try await Unprivileged.run(["lint", "locked"], in: scratch.url)
        #expect(top.status == 1)
        #expect(top.stderr.hasPrefix("locked: error: permission denied reading 'locked' [io.permission-denied]\n"))
        #expect(!top.stderr.contains("io.no-layouts"))
    }

    @Test func warningsPassUnlessStrict() async throws {
        let scratch = try Scratch()
        try scratch.write("Warn.nmview.yaml", Self.warning)
        let relaxed = try await CommandRunner.run(["lint", "Warn.nmview.yaml"], in: scratch.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("Warn.nmview.yaml:2:7: warning: tag '!custom'"))
        let strict = try await CommandRunner.run(["lint", "--strict", "Warn.nmview.yaml"], in: scratch.url)
        #expect(strict.status == 1)
    }

    @Test func quietPrintsOnlyFailingFindings() async throws {
        let scratch = try Scratch()
        try scratch.write("Warn.nmview.yaml", Self.warning)
        try scratch.write("Good.nmview.yaml", Self.good)
        let output = try await CommandRunner.run(["lint", "--quiet", "."], in: scratch.url)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
    }

    @Test func githubFormat() async throws {
        let scratch = try Scratch()
        try scratch.write("Bad.nmview.yaml", "frame: [1, 2\n")
        let output = try await CommandRunner.run(["lint", "--format", "github", "Bad.nmview.yaml"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("::error file=Bad.nmview.yaml,line=2,col=1,title=nmview [yaml.unclosed-flow-sequence]::"))
    }

    @Test func colourFollowsTheFlags() async throws {
        let scratch = try Scratch()
        try scratch.write("Bad.nmview.yaml", "a: 1\na: 2\n")
        let plain = try await CommandRunner.run(["lint", "Bad.nmview.yaml"], in: scratch.url)
        #expect(!plain.stderr.contains("\u{1B}["))
        let forced = try await CommandRunner.run(["lint", "--color", "Bad.nmview.yaml"], in: scratch.url)
        #expect(forced.stderr.contains("\u{1B}[31m"))
        let disabled = try await CommandRunner.run(
            ["lint", "--color", "--no-color", "Bad.nmview.yaml"], in: scratch.url)
        #expect(!disabled.stderr.contains("\u{1B}["))
    }

    @Test func usageErrorsExit64() async throws {
        let unknownFlag = try await CommandRunner.run(["lint", "--bogus"])
        #expect(unknownFlag.status == 64)
        let badFormat = try await CommandRunner.run(["lint", "--format", "xml", "Examples"])
        #expect(badFormat.status == 64)
        let unknownCommand = try await CommandRunner.run(["frobnicate"])
        #expect(unknownCommand.status == 64)
    }

    @Test func versionAndHelp() async throws {
        let version = try await CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
        let help = try await CommandRunner.run(["lint", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("nmview lint Examples"))
    }
    /// A rule's finding inside anchored content (a view given twice through an alias) points at
    /// the alias too, or the reader sees the same line twice and no reason.
    @Test func aFindingInsideAnAnchorIsNotedAtTheAlias() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "Twice.nmview.yaml",
            """
            nmview: 1
            size: {width: 100, height: 100}
            root:
              subviews:
                - &button {id: ok, class: UIButton, frame: [0, 0, 10, 10]}
                - *button

            """)
        // The untitled button is the audit's to report; the group is off so the alias's note stands alone.
        let output = try await CommandRunner.run(["lint", "--disable", "accessibility", "Twice.nmview.yaml"], in: scratch.url)
        #expect(output.status == 1)
        #expect(
            output.stderr == """
                Twice.nmview.yaml:5:20: error: duplicate id 'ok' [rule.duplicate-id]
                 5 |     - &button {id: ok, class: UIButton, frame: [0, 0, 10, 10]}
                   |                    ^
                Twice.nmview.yaml:5:20: note: 'ok' is first used here
                 5 |     - &button {id: ok, class: UIButton, frame: [0, 0, 10, 10]}
                   |                    ^
                Twice.nmview.yaml:6:7: note: the value with this problem is also used through the alias here
                 6 |     - *button
                   |       ^
                nmview: 1 error, 0 warnings in 1 file

                """)
    }
}
