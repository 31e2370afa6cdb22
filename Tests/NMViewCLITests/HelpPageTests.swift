import Foundation
import NMViewCLI
import Testing

/// Every command's help page ends its discussion with examples of its own use, and
/// `--version` prints the one version constant.
@Suite struct HelpPageTests {
    /// The subcommands `nmview --help` lists, so a command added later is covered too.
    static func subcommands() async throws -> [String] {
        let help = try await CommandRunner.run(["--help"])
        guard let section = help.stdout.components(separatedBy: "SUBCOMMANDS:\n").last else { return [] }
        return section.split(separator: "\n").compactMap { line -> String? in
            // A subcommand's row starts two spaces in; wrapped abstracts are indented further.
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }.filter { $0 != "See" && $0 != "help" }
    }

    @Test func everySubcommandIsListed() async throws {
        let listed = try await Self.subcommands()
        #expect(listed == ["lint", "compile", "generate", "render", "explain", "diff", "watch", "preview", "init", "import-xib", "schema", "rules", "lsp", "strings"])
    }

    @Test(arguments: try await subcommands())
    func helpPageHasAnExample(_ command: String) async throws {
        let output = try await CommandRunner.run(["help", command])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Examples:"), "'nmview help \(command)' has no Examples: block")
        let examples = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
        #expect(!examples.isEmpty)
        #expect(examples.allSatisfy { $0.hasPrefix("  nmview \(command)") }, "\(examples)")
    }

    @Test func rootHelpHasExamples() async throws {
        let output = try await CommandRunner.run(["help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Examples:\n  nmview lint Examples\n"))
    }

    @Test func versionIsTheOneConstant() async throws {
        let output = try await CommandRunner.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout == NMViewCommand.version + "\n")
        #expect(NMViewCommand.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil)
        let sarif = try await CommandRunner.run(["lint", "--format", "sarif", "Examples"])
        #expect(sarif.stdout.contains("\"version\" : \"\(NMViewCommand.version)\""))
    }
}
