import Foundation
import Testing

/// The README's console examples of `explain` and `diff` are what those commands print, so that
/// the reference does not drift from the tool. A line `…` stands for lines left out.
@Suite struct ReadmeExampleTests {
    /// Each `$ nmview explain|diff …` line of a `console` block and the lines shown after it.
    static func examples() throws -> [(command: String, shown: [String])] {
        let readme = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var examples: [(command: String, shown: [String])] = []
        for block in readme.components(separatedBy: "```console\n").dropFirst() {
            let lines = (block.components(separatedBy: "```").first ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines {
                if line.hasPrefix("$ ") {
                    examples.append((String(line.dropFirst(2)), []))
                } else if !examples.isEmpty {
                    examples[examples.count - 1].shown.append(String(line))
                }
            }
        }
        return examples.filter { $0.command.hasPrefix("nmview explain ") || $0.command.hasPrefix("nmview diff ") }
    }

    @Test func everyCommandHasAnExample() throws {
        let commands = try Self.examples().map(\.command)
        #expect(commands.contains { $0.hasPrefix("nmview explain ") })
        #expect(commands.contains { $0.hasPrefix("nmview diff ") })
    }

    @Test(arguments: try examples().map(\.command))
    func exampleOutputIsWhatTheCommandPrints(_ command: String) async throws {
        var shown = try #require(try Self.examples().first { $0.command == command }).shown
        while shown.last == "" { shown.removeLast() }
        let arguments = command.split(separator: " ").dropFirst().map(String.init)
        let output = try await CommandRunner.run(arguments)
        #expect(output.status == 0)
        guard shown.contains("…") else {
            #expect(output.stdout == shown.joined(separator: "\n") + "\n")
            return
        }
        // An excerpt: the lines shown appear in this order.
        var rest = output.stdout.split(separator: "\n").map(String.init)[...]
        for line in shown where line != "…" && !line.isEmpty {
            let found = try #require(rest.firstIndex(of: line), "'\(line)' is not printed by '\(command)'")
            rest = rest[(found + 1)...]
        }
    }
}
