#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// `nmview watch` as a user runs it, on real files, when the file system misbehaves: the folder
/// vanishes and comes back, a layout cannot be read, or a layout's name holds a FIFO or a folder.
/// In every case the watch says what happened, keeps running, and picks up the repair.
@Suite struct WatchFaultTests {
    /// The watch modes there are: inotify (FSEvents on macOS) and `--poll`.
    enum Mode: String, CaseIterable, Sendable {
        case native, polling

        var flags: [String] { self == .polling ? ["--poll"] : [] }
    }

    static let good = LintCommandTests.good
    static let wider = good.replacingOccurrences(of: "width: 320", with: "width: 321")
    static let duplicateKey = "nmview: 1\nroot: {}\nroot: {}\n"

    /// A scratch folder with `layouts/Card.nmview.yaml` and a watch on `layouts`, started.
    private func started(_ mode: Mode, prefix: [String] = []) async throws -> (Scratch, RunningCommand) {
        let scratch = try Scratch()
        try scratch.write("layouts/Card.nmview.yaml", Self.good)
        let watch = try RunningCommand(["watch", "layouts"] + mode.flags, in: scratch.url, prefix: prefix)
        let watching = await watch.waitFor { stdout, _ in stdout.contains("nmview: watching layouts") }
        try #require(watching, "no start: \(watch.stdout) \(watch.stderr)")
        return (scratch, watch)
    }

    @Test(arguments: Mode.allCases)
    func layoutFolderDeletedAndRecreatedIsWatchedAgain(_ mode: Mode) async throws {
        let (scratch, watch) = try await started(mode)
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("layouts"))
        #expect(await watch.waitFor { stdout, _ in stdout.contains("- layouts/Card.nmview.yaml removed\n") })
        #expect(await watch.waitFor { _, stderr in stderr.contains("layouts: error: no such file or directory 'layouts' [io.not-found]") })
        if mode == .native {
            #expect(await watch.waitFor { _, stderr in stderr.contains("nmview: warning: 'layouts' was removed or moved away; watching for it to come back") })
        }

        try scratch.write("layouts/Card.nmview.yaml", Self.wider)
        #expect(await watch.waitFor { stdout, _ in occurrences(of: "✓ layouts/Card.nmview.yaml", in: stdout) == 2 }, "\(watch.stdout)")
        try scratch.write("layouts/Card.nmview.yaml", Self.duplicateKey)
        #expect(await watch.waitFor { stdout, stderr in stdout.contains("✗ layouts/Card.nmview.yaml") && stderr.contains("[yaml.duplicate-key]") })
        #expect(await watch.interrupt() == 0)
    }

    /// Permission denied: reported as such when it starts, gone when the mode is fixed (with
    /// `chmod` alone: no save needed).
    @Test(.enabled(if: Unprivileged.prefix != nil, "as root, needs setpriv to run nmview as a user permissions apply to"),
        arguments: Mode.allCases)
    func unreadableLayoutIsReportedAndPickedUpWhenReadable(_ mode: Mode) async throws {
        let prefix = try #require(Unprivileged.prefix)
        let (scratch, watch) = try await started(mode, prefix: prefix)
        let path = scratch.url.appendingPathComponent("layouts/Card.nmview.yaml").path
        #expect(chmod(path, 0) == 0)
        #expect(await watch.waitFor { stdout, stderr in
            stdout.contains("✗ layouts/Card.nmview.yaml")
                && stderr.contains("layouts/Card.nmview.yaml: error: permission denied reading 'layouts/Card.nmview.yaml' [io.permission-denied]")
        }, "\(watch.stdout) \(watch.stderr)")
        #expect(chmod(path, 0o644) == 0)
        #expect(await watch.waitFor { stdout, _ in occurrences(of: "✓ layouts/Card.nmview.yaml", in: stdout) == 2 }, "\(watch.stdout)")
        #expect(await watch.interrupt() == 0)
    }

    /// A FIFO, then a folder, where the layout was: the watch neither hangs on the FIFO nor stops,
    /// and a real file in its place is checked again.
    @Test(arguments: Mode.allCases)
    func fifoOrFolderInPlaceOfALayout(_ mode: Mode) async throws {
        let (scratch, watch) = try await started(mode)
        let path = scratch.url.appendingPathComponent("layouts/Card.nmview.yaml").path
        #expect(unlink(path) == 0 && mkfifo(path, 0o644) == 0)
        #expect(await watch.waitFor { stdout, stderr in
            stdout.contains("✗ layouts/Card.nmview.yaml")
                && stderr.contains("layouts/Card.nmview.yaml: error: 'layouts/Card.nmview.yaml' is not a regular file [io.not-a-file]")
        }, "\(watch.stdout) \(watch.stderr)")

        #expect(unlink(path) == 0)
        try scratch.write("layouts/Card.nmview.yaml", Self.wider)
        #expect(await watch.waitFor { stdout, _ in occurrences(of: "✓ layouts/Card.nmview.yaml", in: stdout) == 2 }, "\(watch.stdout)")

        // A folder named like a layout is searched like any folder: the layout is gone.
        #expect(unlink(path) == 0 && mkdir(path, 0o755) == 0)
        #expect(await watch.waitFor { stdout, _ in stdout.contains("- layouts/Card.nmview.yaml removed\n") }, "\(watch.stdout)")
        #expect(rmdir(path) == 0)
        try scratch.write("layouts/Card.nmview.yaml", Self.good)
        #expect(await watch.waitFor { stdout, _ in occurrences(of: "✓ layouts/Card.nmview.yaml", in: stdout) == 3 }, "\(watch.stdout)")
        #expect(await watch.interrupt() == 0)
    }
}
