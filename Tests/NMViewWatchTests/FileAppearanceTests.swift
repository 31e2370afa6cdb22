import Foundation
import NMViewTestSupport
import Testing

@testable import NMViewWatch

/// Every way a layout can appear in a watched folder is reported, with its content, on inotify
/// and on polling: written in place, copied, renamed in, renamed over another, hard-linked, and
/// linked from a temporary name that is then removed (how `nmview init` places its file). A
/// link writes nothing and closes nothing, so inotify says only that the name was created.
@Suite struct FileAppearanceTests {
    /// How a new file comes to be at its name.
    enum Arrival: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Open with O_CREAT, write, close.
        case created
        /// Copied from a file outside the filter, as `cp` does.
        case copied
        /// Written under another name, then renamed to a new name.
        case renamedIn
        /// Written under another name, then renamed over an existing layout.
        case renamedOver
        /// A second name for a file written before, as `ln` makes.
        case hardLinked
        /// Written under a temporary name, linked to its name, the temporary removed: `nmview init`.
        case linkedThenUnlinked

        var testDescription: String { rawValue }

        /// Brings `text` to `name` in `tree` this way.
        func bring(_ text: String, to name: String, in tree: TemporaryTree) throws {
            switch self {
            case .created:
                tree.save(name, text)
            case .copied:
                tree.save("source.txt", text)
                try FileManager.default.copyItem(atPath: tree.path("source.txt"), toPath: tree.path(name))
            case .renamedIn:
                tree.save("draft.txt", text)
                tree.move("draft.txt", name)
            case .renamedOver:
                tree.save(name, "nmview: 1\nview: Old\n")
                tree.save("draft.txt", text)
                tree.move("draft.txt", name)
            case .hardLinked:
                tree.save("source.txt", text)
                tree.hardLink("source.txt", name)
            case .linkedThenUnlinked:
                let temporary = ".\(name).12345.tmp"
                tree.save(temporary, text)
                tree.hardLink(temporary, name)
                tree.delete(temporary)
            }
        }
    }

    @Test(arguments: WatchMode.allCases, Arrival.allCases)
    func aNewLayoutIsReportedWithItsContent(_ mode: WatchMode, _ arrival: Arrival) async throws {
        let tree = try TemporaryTree()
        tree.save("A.nmview.yaml", "nmview: 1\nview: A\n")
        let session = WatchSession(tree, mode: mode)
        try await session.start()
        #expect(session.watcher.activeMode == mode.expectedName)
        let text = "nmview: 1\nview: Second\n"
        try arrival.bring(text, to: "Second.nmview.yaml", in: tree)
        let target = tree.path("Second.nmview.yaml")
        // Well past the seconds of a busy machine; the missed link was still unseen after 20 s.
        #expect(await eventually(within: .seconds(60)) { session.recorder.lastContent(of: target) == text })
        #expect(!session.recorder.changes(to: target).contains(.removed))
    }
}
