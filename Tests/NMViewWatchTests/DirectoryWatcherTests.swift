import Foundation
import NMViewTestSupport
import Testing

@testable import NMViewWatch

/// The watcher on real files in temporary directories, through the native event source
/// (inotify on Linux) and through polling. Every wait is a deadline checked every 10 ms; the
/// only fixed pauses are short ones where the point is that something does *not* happen.
///
/// An in-place save (open with O_TRUNC, then write) leaves the file empty for a moment. The
/// watcher reads an empty file again a few times over 14 ms, but a writer descheduled longer on
/// a loaded machine can outlast that, and the empty state is then reported before the final one.
/// So, where the final state is the point, tests assert it and the absence of removals rather
/// than an exact count of changes.
@Suite struct DirectoryWatcherTests {
    /// The layout every test starts from.
    static let original = "nmview: 1\nview: A\n"

    /// A tree holding `A.nmview.yaml` and a session on it, started.
    private func started(_ mode: WatchMode, include: @escaping @Sendable (String) -> Bool = layoutFiles) async throws -> WatchSession {
        let tree = try TemporaryTree()
        tree.save("A.nmview.yaml", Self.original)
        let session = WatchSession(tree, mode: mode, include: include)
        try await session.start()
        #expect(session.watcher.activeMode == mode.expectedName)
        return session
    }

    /// Start reports nothing; `initialFiles()` lists the layouts, skipping hidden folders and other files; a second start throws.
    @Test(arguments: WatchMode.allCases)
    func startingSetIsReportedByInitialFilesNotByTheHandler(_ mode: WatchMode) async throws {
        let tree = try TemporaryTree()
        tree.save("A.nmview.yaml", Self.original)
        tree.makeDirectory("sub")
        tree.save("sub/B.nmview.json", "{}")
        tree.save("notes.txt", "not a layout")
        tree.makeDirectory(".git")
        tree.save(".git/C.nmview.yaml", Self.original)
        tree.makeDirectory(".build-x")
        tree.save(".build-x/D.nmview.yaml", Self.original)
        let session = WatchSession(tree, mode: mode)
        #expect(session.watcher.initialFiles() == [tree.path("A.nmview.yaml"), tree.path("sub/B.nmview.json")])
        try await session.start()
        #expect(session.watcher.initialFiles() == [tree.path("A.nmview.yaml"), tree.path("sub/B.nmview.json")])
        await #expect(throws: DirectoryWatcher.StartError.alreadyStarted) { try await session.start() }
        await settle()
        #expect(session.recorder.batches.isEmpty)
    }

    /// An in-place write (O_TRUNC, write, close) is one `.changed` and the handler reads the new content.
    @Test(arguments: WatchMode.allCases)
    func inPlaceWriteIsReportedWithItsContent(_ mode: WatchMode) async throws {
        let session = try await started(mode)
        let tree = session.tree
        tree.save("A.nmview.yaml", "nmview: 1\nview: A2\n")
        #expect(await eventually { session.recorder.lastContent(of: tree.path("A.nmview.yaml")) == "nmview: 1\nview: A2\n" })
        #expect(session.recorder.batches.first?.changes == [WatchedChange(path: tree.path("A.nmview.yaml"), kind: .changed)])
    }

    /// Write a temporary file, rename it over the layout: one `.changed`, no removal, the temporary never reported.
    @Test(arguments: WatchMode.allCases)
    func atomicSaveByRenameIsOneChange(_ mode: WatchMode) async throws {
        let session = try await started(mode, include: { _ in true })
        let tree = session.tree
        let final = "nmview: 1\nview: Renamed\n"
        tree.save("A.nmview.yaml.tmp", final)
        tree.move("A.nmview.yaml.tmp", "A.nmview.yaml")
        let target = tree.path("A.nmview.yaml")
        #expect(await eventually { session.recorder.lastContent(of: target) == final })
        await settle()
        #expect(session.recorder.changes(to: target) == [.changed])
        #expect(session.recorder.batches.allSatisfy { $0.changes.allSatisfy { $0.path == target } })
    }

    /// vim's save (probe file, original renamed to `~`, new inode written, backup deleted) is a change, never a removal.
    @Test(arguments: WatchMode.allCases)
    func vimSaveWithNewInodeIsAChangeNotARemoval(_ mode: WatchMode) async throws {
        let session = try await started(mode, include: { _ in true })
        let tree = session.tree
        let target = tree.path("A.nmview.yaml")
        let oldInode = tree.inode("A.nmview.yaml")
        let final = "nmview: 1\nview: Vim\n"
        // vim with 'writebackup': probe the directory, move the original away, write a new file,
        // delete the backup.
        tree.save("4913", "")
        tree.delete("4913")
        tree.move("A.nmview.yaml", "A.nmview.yaml~")
        tree.save("A.nmview.yaml", final)
        tree.delete("A.nmview.yaml~")
        #expect(tree.inode("A.nmview.yaml") != oldInode)
        #expect(await eventually { session.recorder.lastContent(of: target) == final })
        await settle()
        #expect(!session.recorder.changes(to: target).isEmpty)
        #expect(!session.recorder.changes(to: target).contains(.removed))
        #expect(session.recorder.lastContent(of: target) == final)
        #expect(session.recorder.batches.allSatisfy { $0.changes.allSatisfy { $0.path == target } })
    }

    /// JetBrains' safe write (`___jb_tmp___` written, original renamed to `___jb_old___`, tmp renamed in) is one `.changed`.
    @Test(arguments: WatchMode.allCases)
    func jetBrainsSafeWriteIsOneChange(_ mode: WatchMode) async throws {
        let session = try await started(mode, include: { _ in true })
        let tree = session.tree
        let target = tree.path("A.nmview.yaml")
        let final = "nmview: 1\nview: JetBrains\n"
        tree.save("A.nmview.yaml___jb_tmp___", final)
        tree.move("A.nmview.yaml", "A.nmview.yaml___jb_old___")
        tree.move("A.nmview.yaml___jb_tmp___", "A.nmview.yaml")
        tree.delete("A.nmview.yaml___jb_old___")
        #expect(await eventually { session.recorder.lastContent(of: target) == final })
        await settle()
        #expect(session.recorder.changes(to: target) == [.changed])
        #expect(session.recorder.batches.allSatisfy { $0.changes.allSatisfy { $0.path == target } })
    }

    /// VS Code's truncate then write: the last batch's content is the final one, and nothing is removed.
    @Test(arguments: WatchMode.allCases)
    func truncateThenWriteEndsWithTheFinalContent(_ mode: WatchMode) async throws {
        let session = try await started(mode)
        let tree = session.tree
        let target = tree.path("A.nmview.yaml")
        let final = "nmview: 1\nview: VSCode\n"
        tree.truncateThenWrite("A.nmview.yaml", final)
        #expect(await eventually { session.recorder.lastContent(of: target) == final })
        await settle()
        // Whatever came before, the last batch is the final content, and nothing was removed.
        #expect(session.recorder.lastContent(of: target) == final)
        #expect(!session.recorder.changes(to: target).contains(.removed))
    }

    /// A deleted file is reported removed (after the grace); recreated with the same bytes, it is reported changed again.
    @Test(arguments: WatchMode.allCases)
    func deleteThenRecreate(_ mode: WatchMode) async throws {
        let session = try await started(mode)
        let tree = session.tree
        let target = tree.path("A.nmview.yaml")
        tree.delete("A.nmview.yaml")
        #expect(await eventually { session.recorder.changes(to: target) == [.removed] })
        // The same bytes as before: new since the removal, so reported.
        tree.save("A.nmview.yaml", Self.original)
        #expect(await eventually { session.recorder.lastContent(of: target) == Self.original })
        let changes = session.recorder.changes(to: target)
        #expect(changes.first == .removed)
        #expect(changes.dropFirst().allSatisfy { $0 == .changed } && changes.count >= 2)
    }

    /// A file written right after `mkdir -p` of new directories is reported, and the new directories stay watched.
    @Test(arguments: WatchMode.allCases)
    func newSubdirectoryWithAFileWrittenRightAway(_ mode: WatchMode) async throws {
        let session = try await started(mode)
        let tree = session.tree
        // Created before the watcher can have added a watch on the new directories.
        tree.makeDirectory("sub/deeper")
        tree.save("sub/deeper/C.nmview.yaml", "first")
        let target = tree.path("sub/deeper/C.nmview.yaml")
        #expect(await eventually { session.recorder.lastContent(of: target) == "first" })
        // And the new directory is watched from now on.
        tree.save("sub/deeper/C.nmview.yaml", "second")
        #expect(await eventually { session.recorder.lastContent(of: target) == "second" })
        tree.save("sub/D.nmview.yaml", "third")
        #expect(await eventually { session.recorder.lastContent(of: tree.path("sub/D.nmview.yaml")) == "third" })
    }

    /// `rm -rf` of a directory reports every layout that was under it as removed.
    @Test(arguments: WatchMode.allCases)
    func deletedDirectoryReportsItsFilesRemoved(_ mode: WatchMode) async throws {
        let tree = try TemporaryTree()
        tree.makeDirectory("sub/deeper")
        tree.save("sub/B.nmview.yaml", "b")
        tree.save("sub/deeper/C.nmview.yaml", "c")
        let session = WatchSession(tree, mode: mode)
        try await session.start()
        tree.deleteDirectory("sub")
        #expect(
            await eventually {
                session.recorder.changes(to: tree.path("sub/B.nmview.yaml")) == [.removed]
                    && session.recorder.changes(to: tree.path("sub/deeper/C.nmview.yaml")) == [.removed]
            })
    }

    /// The watched folder deleted and made again (a branch switch, a regenerated folder): its
    /// files are reported removed, then what the new folder holds, and later saves are still seen.
    @Test(arguments: WatchMode.allCases)
    func rootDeletedAndRecreatedIsWatchedAgain(_ mode: WatchMode) async throws {
        let tree = try TemporaryTree()
        tree.makeDirectory("layouts/sub")
        tree.save("layouts/A.nmview.yaml", Self.original)
        let session = WatchSession(tree, mode: mode, roots: [tree.path("layouts")])
        try await session.start()
        let target = tree.path("layouts/A.nmview.yaml")
        tree.deleteDirectory("layouts")
        #expect(await eventually { session.recorder.changes(to: target) == [.removed] })
        if mode == .native {
            #expect(session.warnings.batches.contains { $0.contents["warning"]?.contains("watching for it to come back") == true })
        }

        tree.makeDirectory("layouts/sub")
        tree.save("layouts/A.nmview.yaml", "second")
        #expect(await eventually { session.recorder.lastContent(of: target) == "second" })
        // Watched again, subdirectories included, not just listed once.
        tree.save("layouts/A.nmview.yaml", "third")
        tree.save("layouts/sub/B.nmview.yaml", "b")
        #expect(await eventually { session.recorder.lastContent(of: target) == "third" })
        #expect(await eventually { session.recorder.lastContent(of: tree.path("layouts/sub/B.nmview.yaml")) == "b" })
        #expect(session.watcher.activeMode == mode.expectedName)
    }

    /// A root moved away and another folder moved into its place: the new folder is watched, and
    /// the old one, now elsewhere, is not.
    @Test(arguments: WatchMode.allCases)
    func rootReplacedByRenameFollowsThePathNotTheFolder(_ mode: WatchMode) async throws {
        let tree = try TemporaryTree()
        tree.makeDirectory("layouts")
        tree.makeDirectory("staging")
        tree.save("layouts/A.nmview.yaml", Self.original)
        tree.save("staging/A.nmview.yaml", "staged")
        let session = WatchSession(tree, mode: mode, roots: [tree.path("layouts")])
        try await session.start()
        let target = tree.path("layouts/A.nmview.yaml")
        tree.move("layouts", "old")
        tree.move("staging", "layouts")
        #expect(await eventually { session.recorder.lastContent(of: target) == "staged" })
        tree.save("old/A.nmview.yaml", "not watched")
        tree.save("layouts/A.nmview.yaml", "after")
        #expect(await eventually { session.recorder.lastContent(of: target) == "after" })
        let reported = Set(session.recorder.batches.flatMap { $0.changes.map(\.path) })
        #expect(reported == [target])
    }

    /// 1,000 saves in a row: the last batch has the final content, batches never overlap, and there are far fewer than 1,000.
    @Test(arguments: WatchMode.allCases)
    func thousandRapidSavesEndInTheFinalStateInFewBatches(_ mode: WatchMode) async throws {
        let session = try await started(mode)
        let tree = session.tree
        let target = tree.path("A.nmview.yaml")
        await offThePool {
            for number in 0..<1000 {
                tree.save("A.nmview.yaml", "nmview: 1\nview: A\n# save \(number)\n")
            }
        }
        let final = "nmview: 1\nview: A\n# save 999\n"
        #expect(await eventually { session.recorder.lastContent(of: target) == final })
        await settle()
        let batches = session.recorder.batches
        #expect(batches.last?.contents[target] == final)
        #expect(batches.allSatisfy { $0.changes == [WatchedChange(path: target, kind: .changed)] })
        #expect(session.recorder.maximumConcurrency == 1)
        // Far fewer batches than saves: what arrives while a batch is checked or handled is
        // folded into the next one.
        #expect(batches.count < 250, "\(batches.count) batches for 1,000 saves")
    }

    /// Saves made while the handler sleeps 200 ms on a batch arrive in exactly one more batch, after it, with the last content.
    @Test(arguments: WatchMode.allCases)
    func saveWhileTheHandlerRunsComesInExactlyOneMoreBatch(_ mode: WatchMode) async throws {
        let tree = try TemporaryTree()
        tree.save("A.nmview.yaml", Self.original)
        let session = WatchSession(tree, mode: mode)
        try await session.start(firstBatchDelay: .milliseconds(200))
        let target = tree.path("A.nmview.yaml")
        tree.save("A.nmview.yaml", "first")
        #expect(await eventually { session.recorder.batches.count == 1 })
        // The handler now sleeps 200 ms on that first batch; save twice meanwhile.
        tree.save("A.nmview.yaml", "second")
        tree.save("A.nmview.yaml", "third")
        #expect(session.recorder.finished == 0)
        #expect(await eventually { session.recorder.batches.count == 2 })
        await settle()
        let batches = session.recorder.batches
        #expect(batches.count == 2)
        if mode == .native {
            // inotify reports at IN_CLOSE_WRITE, after the bytes are written.
            #expect(batches.first?.contents[target] == "first")
        }
        #expect(batches.last?.changes == [WatchedChange(path: target, kind: .changed)])
        #expect(batches.last?.contents[target] == "third")
        #expect(session.recorder.maximumConcurrency == 1)
    }

    /// Rewriting the same bytes, `touch`, and an atomic save of the same bytes report nothing.
    @Test(arguments: WatchMode.allCases)
    func unchangedContentIsNotReported(_ mode: WatchMode) async throws {
        let session = try await started(mode)
        let tree = session.tree
        tree.overwrite("A.nmview.yaml", Self.original)
        tree.touch("A.nmview.yaml")
        tree.save("A.nmview.yaml.tmp", Self.original)
        tree.move("A.nmview.yaml.tmp", "A.nmview.yaml")
        // A later change elsewhere: once it is reported, anything about A would have been too.
        tree.save("Sentinel.nmview.yaml", "sentinel")
        let sentinel = tree.path("Sentinel.nmview.yaml")
        #expect(await eventually { session.recorder.lastContent(of: sentinel) == "sentinel" })
        await settle()
        #expect(session.recorder.changes(to: tree.path("A.nmview.yaml")).isEmpty)
    }

    /// Swap, backup, lock, probe and `.tmp` files and files in hidden folders are not reported, even when `include` takes everything.
    @Test(arguments: WatchMode.allCases)
    func editorTemporaryAndHiddenFilesAreNotReported(_ mode: WatchMode) async throws {
        let session = try await started(mode, include: { _ in true })
        let tree = session.tree
        for name in [
            ".A.nmview.yaml.swp", ".A.nmview.yaml.swx", ".A.nmview.yaml.swo", "A.nmview.yaml~", "4913", "5036",
            "A.nmview.yaml___jb_tmp___", "A.nmview.yaml___jb_old___", ".#A.nmview.yaml", "#A.nmview.yaml#",
            "layout.tmp", ".DS_Store", ".hidden.nmview.yaml",
        ] {
            tree.save(name, "scratch")
        }
        tree.makeDirectory(".git/objects")
        tree.save(".git/objects/E.nmview.yaml", "git")
        tree.makeDirectory(".build-release")
        tree.save(".build-release/F.nmview.yaml", "build")
        tree.save("Sentinel.nmview.yaml", "sentinel")
        let sentinel = tree.path("Sentinel.nmview.yaml")
        #expect(await eventually { session.recorder.lastContent(of: sentinel) == "sentinel" })
        await settle()
        let reported = Set(session.recorder.batches.flatMap { $0.changes.map(\.path) })
        #expect(reported == [sentinel])
    }

    /// After `stop()`, saves are no longer delivered.
    @Test(arguments: WatchMode.allCases)
    func stopEndsDelivery(_ mode: WatchMode) async throws {
        let session = try await started(mode)
        let tree = session.tree
        tree.save("A.nmview.yaml", "before stop")
        #expect(await eventually { session.recorder.lastContent(of: tree.path("A.nmview.yaml")) == "before stop" })
        let delivered = session.recorder.batches.count
        session.watcher.stop()
        session.watcher.stop()  // idempotent
        tree.save("A.nmview.yaml", "after stop")
        tree.save("B.nmview.yaml", "after stop")
        await settle(.milliseconds(200))
        #expect(session.recorder.batches.count == delivered)
    }

    /// A file root (the runtime host's compiled file) is seen through atomic replacement, can appear later, and its siblings are not reported.
    @Test(arguments: WatchMode.allCases)
    func fileRootsAreWatchedThroughTheirDirectory(_ mode: WatchMode) async throws {
        let tree = try TemporaryTree()
        tree.makeDirectory("out")
        tree.save("out/A.layout.json", "{}")
        tree.save("out/Other.layout.json", "{}")
        let existing = tree.path("out/A.layout.json")
        let notYetWritten = tree.path("out/B.layout.json")
        // A file root is taken as named, whatever `include` says.
        let session = WatchSession(tree, mode: mode, roots: [existing, notYetWritten], include: { _ in false })
        try await session.start()
        #expect(session.watcher.initialFiles() == [existing])
        // `nmview compile` writes atomically: temporary file, then rename.
        tree.save("out/.A.layout.json.1234.tmp", "{\"v\":2}")
        tree.move("out/.A.layout.json.1234.tmp", "out/A.layout.json")
        tree.save("out/Other.layout.json", "{\"v\":2}")
        tree.save("out/B.layout.json", "{\"v\":1}")
        #expect(await eventually { session.recorder.lastContent(of: existing) == "{\"v\":2}" })
        #expect(await eventually { session.recorder.lastContent(of: notYetWritten) == "{\"v\":1}" })
        let reported = Set(session.recorder.batches.flatMap { $0.changes.map(\.path) })
        #expect(reported == [existing, notYetWritten])
    }

    /// A root that does not exist, nor its parent, makes `start` throw `notFound`.
    @Test func missingRootIsAnError() throws {
        let tree = try TemporaryTree()
        let watcher = DirectoryWatcher(roots: [tree.path("nowhere/at/all")], include: layoutFiles)
        #expect(throws: DirectoryWatcher.StartError.notFound(tree.path("nowhere/at/all"))) {
            try watcher.start { _ in }
        }
    }
}
