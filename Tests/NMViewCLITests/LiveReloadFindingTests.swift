import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewTestSupport
import Testing

/// What a broken save tells the app through the real `nmview watch --serve`: everything the
/// terminal shows, so the app's problem box can point at the mistake rather than past it.
@Suite struct LiveReloadFindingTests {
    /// The card with its title's frame left open: the finding comes where the parser gives up,
    /// the note at the `[` (line 8, column 14).
    static let unclosed = """
        nmview: 1
        view: Card
        size: {width: 320, height: 480}
        root:
          subviews:
            - id: title
              class: UILabel
              frame: [10, 10, 150, 20
              text: Hello

        """

    @Test func anUnclosedBracketReachesTheHostWithItsNotePositionExcerptAndPaths() async throws {
        let (scratch, watch, app) = try await LiveReloadLoopbackTests.following()
        defer { app.client.stop() }

        try scratch.write(LiveReloadLoopbackTests.file, Self.unclosed)
        #expect(await app.problems.wait { $0.last.map { !$0.problems.isEmpty } ?? false }, "\(watch.stdout) \(watch.stderr)")
        let finding = try #require(app.problems.last?.problems.first)
        #expect(finding.id == "yaml.unclosed-flow-sequence", "\(finding)")
        // Named within the watched folder (`layouts`), and absolutely on the machine serving it.
        #expect(finding.path == "Card.nmview.yaml")
        let absolute = scratch.url.appendingPathComponent(LiveReloadLoopbackTests.file).standardizedFileURL.path
        #expect(finding.absolutePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
            == URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path, "\(finding.absolutePath ?? "none")")
        let note = try #require(finding.notes.first, "\(finding)")
        #expect(note.message == "'[' opened here is not closed")
        #expect(note.path == "Card.nmview.yaml" && note.line == 8 && note.column == 14, "\(note)")
        // The terminal's rendering, with the excerpt of the line the note points at.
        #expect(finding.excerpt?.contains("frame: [10, 10, 150, 20") == true, "\(finding.excerpt ?? "none")")
        // What the problem box prints: the note's own line after the finding's.
        #expect(finding.report.split(separator: "\n").last == "Card.nmview.yaml:8:14: note: '[' opened here is not closed", "\(finding.report)")
        #expect(app.layouts.all.count == 1 && app.titleWidth == 100)
        #expect(await watch.interrupt() == 0)
    }
}
