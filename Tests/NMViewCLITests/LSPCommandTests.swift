import Foundation
import Testing

/// `nmview lsp`'s command line; the protocol itself is tested in NMViewLanguageServerTests and
/// Tests/LSP.
@Suite struct LSPCommandTests {
    @Test func aNegativeDebounceIsAUsageError() async throws {
        let output = try await CommandRunner.run(["lsp", "--debounce-ms=-1"], in: try Scratch().url)
        #expect(output.status == 64)
        #expect(output.stderr.contains("--debounce-ms must be 0 or more"))
    }

    @Test func theDebounceIsDocumented() async throws {
        let output = try await CommandRunner.run(["lsp", "--help"], in: try Scratch().url)
        #expect(output.status == 0)
        #expect(output.stdout.contains("--debounce-ms"))
    }
}
