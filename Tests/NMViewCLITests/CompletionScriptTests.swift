import Foundation
import Testing

/// `nmview --generate-completion-script SHELL` prints a script for each shell that completes
/// the subcommands and the values of `--format`.
@Suite struct CompletionScriptTests {
    static let markers = [
        "bash": "complete -o filenames -F _nmview nmview",
        "zsh": "#compdef nmview",
        "fish": "complete -c 'nmview'",
    ]

    @Test(arguments: ["bash", "zsh", "fish"])
    func scriptIsProduced(_ shell: String) async throws {
        let output = try await CommandRunner.run(["--generate-completion-script", shell])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let marker = try #require(Self.markers[shell])
        #expect(output.stdout.contains(marker))
        for word in ["lint", "compile", "render", "explain", "diff", "watch", "preview", "init", "import-xib", "schema", "rules", "lsp", "sarif"] {
            #expect(output.stdout.contains(word), "the \(shell) script does not mention '\(word)'")
        }
    }

    @Test func unknownShellIsAUsageError() async throws {
        let output = try await CommandRunner.run(["--generate-completion-script", "tcsh"])
        #expect(output.status == 64)
    }

    /// Sources the bash script and asks it, as bash would on Tab, to complete `words`.
    static func bashCompletions(_ words: [String]) async throws -> [String] {
        let script = try Scratch().write("nmview.bash", try await CommandRunner.run(["--generate-completion-script", "bash"]).stdout)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let line = words.joined(separator: " ")
        let program = """
            source '\(script)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
            _nmview nmview '\(words.last ?? "")' '\(words.dropLast().last ?? "")'
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let output = try await CommandRunner.run(["-c", program], executable: URL(fileURLWithPath: "/bin/bash"))
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesSubcommandsAndFormats() async throws {
        #expect(try await Self.bashCompletions(["nmview", "li"]) == ["lint"])
        #expect(try await Self.bashCompletions(["nmview", "lint", "--format", ""]) == ["text", "json", "github", "sarif"])
    }
}
