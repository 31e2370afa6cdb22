import Foundation
import Testing

/// A golden output under `Tests/Fixtures`: what a command must print, re-recorded from what it
/// prints with `NMVIEW_RECORD=1`.
enum GoldenFile {
    /// Whether this run records the goldens instead of checking them.
    static var recording: Bool { ProcessInfo.processInfo.environment["NMVIEW_RECORD"] == "1" }

    /// Expects `actual` to be the content of `url`, after writing it there when recording.
    static func expect(_ actual: String, matches url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(url.lastPathComponent) differs", sourceLocation: sourceLocation)
    }

    /// Runs `nmview arguments…` and expects it to succeed, print nothing on standard error, and
    /// print the content of `url` on standard output.
    static func expectOutput(
        of arguments: [String], matches url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let output = try await CommandRunner.run(arguments)
        #expect(output.status == 0, "\(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stderr.isEmpty, "\(output.stderr)", sourceLocation: sourceLocation)
        try expect(output.stdout, matches: url, sourceLocation: sourceLocation)
    }
}
