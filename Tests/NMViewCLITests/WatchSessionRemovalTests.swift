import Foundation
import NMViewLint
import NMViewPreviewServer
import NMViewWatch
import Testing

@testable import NMViewCLI

/// A layout the watch found on disk but the watcher never reported (created and deleted between
/// two of the watcher's checks, while a lint in between listed it) is dropped once it is gone,
/// without waiting for a batch that would never come. `WatchStressTests` hit this at random by
/// flipping a layout between a file and a folder; here it is made to happen every time.
@Suite struct WatchSessionRemovalTests {
    static func layout(_ name: String) -> String {
        "nmview: 1\nview: \(name)\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - {id: a, frame: [0, 0, 5, 5]}\n"
    }

    /// A session on the scratch folder's `layouts`, started, and the preview state it feeds.
    static func started(_ scratch: Scratch) async throws -> (WatchSession, PreviewState) {
        let state = PreviewState()
        let session = WatchSession(
            linter: try Linter(), paths: [scratch.url.appendingPathComponent("layouts").path], out: nil, colored: false,
            state: state)
        _ = await session.start()
        return (session, state)
    }

    @Test func aLayoutTheWatcherNeverReportedIsDroppedOnceGone() async throws {
        let scratch = try Scratch()
        let card = try scratch.write("layouts/Card.nmview.yaml", Self.layout("Card"))
        let (session, state) = try await Self.started(scratch)

        // A save of Card lints the folder, which now holds Inner too, unreported.
        let inner = try scratch.write("layouts/Inner.nmview.yaml", Self.layout("Inner"))
        await session.handle([WatchedChange(path: card, kind: .changed)])
        #expect(await state.allEntries().map(\.name).sorted() == ["Card", "Inner"])

        // Inner goes, and the watcher, which never saw it, says nothing: the only batch is Card's.
        try FileManager.default.removeItem(atPath: inner)
        await session.handle([WatchedChange(path: card, kind: .changed)])
        #expect(await state.allEntries().map(\.name) == ["Card"], "a layout gone from disk is still shown")
    }

    @Test func aLayoutTheWatcherKnowsWaitsForItsReport() async throws {
        let scratch = try Scratch()
        let card = try scratch.write("layouts/Card.nmview.yaml", Self.layout("Card"))
        let other = try scratch.write("layouts/Other.nmview.yaml", Self.layout("Other"))
        let (session, state) = try await Self.started(scratch)

        // Other was there at the start, so the watcher reports its removal once it settles (a
        // file between git's unlink and its new version is not): until then it stays.
        try FileManager.default.removeItem(atPath: other)
        await session.handle([WatchedChange(path: card, kind: .changed)])
        #expect(await state.allEntries().map(\.name).sorted() == ["Card", "Other"])
        await session.handle([WatchedChange(path: other, kind: .removed)])
        #expect(await state.allEntries().map(\.name) == ["Card"])
    }
}
