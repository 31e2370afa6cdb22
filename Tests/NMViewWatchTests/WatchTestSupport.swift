#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NMViewTestSupport
import Testing

@testable import NMViewWatch

/// Which event source a test runs against.
enum WatchMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// inotify on Linux, FSEvents on Darwin.
    case native
    /// Polling every 20 ms.
    case polling

    /// The watcher mode.
    var mode: DirectoryWatcher.Mode {
        switch self {
        case .native: .automatic
        case .polling: .polling(interval: .milliseconds(20))
        }
    }

    /// What `activeMode` should say.
    var expectedName: String {
        switch self {
        case .polling: return "polling"
        case .native:
            #if os(Linux)
            return "inotify"
            #elseif canImport(CoreServices)
            return "fsevents"
            #else
            return "polling"
            #endif
        }
    }

    /// The name in test output.
    var testDescription: String { rawValue }
}

/// Paths with a layout suffix, the filter `nmview watch` uses.
let layoutFiles: @Sendable (String) -> Bool = { path in
    [".nmview.yaml", ".nmview.yml", ".nmview.json"].contains { path.hasSuffix($0) }
}

/// One batch as the handler saw it.
struct ObservedBatch: Sendable {
    /// The changes handed over.
    var changes: [WatchedChange]
    /// The content of each changed file, read by the handler as `nmview watch` reads it.
    var contents: [String: String]

    /// The change to `path` in this batch, if any.
    func change(_ path: String) -> WatchedChange.Kind? {
        changes.first { $0.path == path }?.kind
    }
}

/// Records what a watcher's handler received, safely from any thread.
final class Recorder: @unchecked Sendable {
    /// Guards the fields below.
    private let lock = NSLock()
    /// The batches, in the order the handler started on them.
    private var recorded: [ObservedBatch] = []
    /// How many handler calls have finished.
    private var finishedCount = 0
    /// How many handler calls run now.
    private var running = 0
    /// The most handler calls that ever ran at once.
    private var mostAtOnce = 0

    /// Runs `body` holding the lock.
    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The batches so far.
    var batches: [ObservedBatch] { locked { recorded } }
    /// How many handler calls have finished.
    var finished: Int { locked { finishedCount } }
    /// The most handler calls that ever overlapped.
    var maximumConcurrency: Int { locked { mostAtOnce } }

    /// Every change to `path`, in order.
    func changes(to path: String) -> [WatchedChange.Kind] {
        batches.compactMap { $0.change(path) }
    }

    /// The content the handler last read for `path`.
    func lastContent(of path: String) -> String? {
        batches.last { $0.contents[path] != nil }?.contents[path]
    }

    /// Notes a batch whose handling starts; returns its number, from 0.
    func begin(_ batch: ObservedBatch) -> Int {
        locked {
            running += 1
            mostAtOnce = max(mostAtOnce, running)
            recorded.append(batch)
            return recorded.count - 1
        }
    }

    /// Notes that a batch's handling finished.
    func end() {
        locked {
            running -= 1
            finishedCount += 1
        }
    }
}

/// A temporary directory with helpers that change files the way editors do.
final class TemporaryTree: @unchecked Sendable {
    /// The directory.
    let root: String

    /// A fresh, empty directory under the system's temporary directory.
    init() throws {
        let base = FileManager.default.temporaryDirectory.path + "/nmview-watch-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        // Canonical, so the paths the watcher reports match the ones tests build.
        root = FileStatus.canonical(base) ?? base
    }

    /// Removes the directory and everything in it.
    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// Writes `text` into the existing file (or a new one) in place: open with O_TRUNC, write, close.
    func save(_ relative: String, _ text: String) {
        let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(descriptor >= 0, "cannot open \(relative): \(errno)")
        writeAll(descriptor, text)
        close(descriptor)
    }

    /// Writes `text` over the start of the file without truncating it first: with the same bytes
    /// as before, the content never differs, not even for a moment, yet the file is written.
    func overwrite(_ relative: String, _ text: String) {
        let descriptor = open(path(relative), O_WRONLY | O_CLOEXEC)
        precondition(descriptor >= 0)
        writeAll(descriptor, text)
        close(descriptor)
    }

    /// Opens the file for writing and closes it without writing: a cheap IN_CLOSE_WRITE.
    func openAndClose(_ relative: String) {
        let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        precondition(descriptor >= 0)
        close(descriptor)
    }

    /// Empties the file, then writes `text` into it with a second open: VS Code's two steps.
    func truncateThenWrite(_ relative: String, _ text: String) {
        let emptied = open(path(relative), O_WRONLY | O_TRUNC | O_CLOEXEC)
        precondition(emptied >= 0)
        close(emptied)
        let descriptor = open(path(relative), O_WRONLY | O_CLOEXEC)
        precondition(descriptor >= 0)
        writeAll(descriptor, text)
        close(descriptor)
    }

    /// Renames `from` to `to`, replacing `to`.
    func move(_ from: String, _ to: String) {
        let result = rename(path(from), path(to))
        precondition(result == 0, "rename \(from) → \(to): \(errno)")
    }

    /// Makes `to` a hard link to `from`, as `ln` does: no write, no close, only a new name.
    func hardLink(_ from: String, _ to: String) {
        let result = link(path(from), path(to))
        precondition(result == 0, "link \(from) → \(to): \(errno)")
    }

    /// Deletes a file.
    func delete(_ relative: String) {
        let result = unlink(path(relative))
        precondition(result == 0, "unlink \(relative): \(errno)")
    }

    /// Creates a directory and its parents.
    func makeDirectory(_ relative: String) {
        try? FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// Deletes a directory and everything in it.
    func deleteDirectory(_ relative: String) {
        try? FileManager.default.removeItem(atPath: path(relative))
    }

    /// Sets a file's modification time to now without writing it.
    func touch(_ relative: String) {
        let result = utimes(path(relative), nil)
        precondition(result == 0)
    }

    /// The file's content.
    func content(_ relative: String) -> String? {
        try? String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// The file's inode.
    func inode(_ relative: String) -> UInt64? {
        FileStatus.following(path(relative)).map { UInt64($0.st_ino) }
    }

    /// Writes every byte of `text`.
    private func writeAll(_ descriptor: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            precondition(written > 0)
            bytes = bytes.dropFirst(written)
        }
    }
}

/// A watcher on a temporary tree, recording what it hands over.
final class WatchSession: @unchecked Sendable {
    /// The watched tree.
    let tree: TemporaryTree
    /// The watcher.
    let watcher: DirectoryWatcher
    /// What the handler received.
    let recorder = Recorder()
    /// The warnings the watcher gave.
    let warnings = Recorder()

    /// A session on `tree` (prepared by the caller), not started yet. With `firstBatchDelay` the
    /// handler sleeps that long on the first batch, like a slow reload.
    init(
        _ tree: TemporaryTree, mode: WatchMode, roots: [String]? = nil, include: @escaping @Sendable (String) -> Bool = layoutFiles
    ) {
        self.tree = tree
        self.watcher = DirectoryWatcher(roots: roots ?? [tree.root], mode: mode.mode, include: include)
        let warnings = self.warnings
        watcher.onWarning = { message in
            _ = warnings.begin(ObservedBatch(changes: [], contents: ["warning": message]))
            warnings.end()
        }
    }

    /// Starts the watcher.
    func start(firstBatchDelay: Duration? = nil) async throws {
        let recorder = self.recorder
        try await watcher.start { changes in
            var contents: [String: String] = [:]
            for change in changes where change.kind == .changed {
                contents[change.path] = (try? String(contentsOfFile: change.path, encoding: .utf8)) ?? "<unreadable>"
            }
            let number = recorder.begin(ObservedBatch(changes: changes, contents: contents))
            if number == 0, let firstBatchDelay { try? await Task.sleep(for: firstBatchDelay) }
            recorder.end()
        }
    }

    /// Stops the watcher.
    deinit {
        watcher.stop()
    }
}

/// Waits until `condition` holds, checking every 10 ms, for at most `timeout`; whether it held.
///
/// The limit is generous because it costs a passing test nothing: the whole suite runs at once on
/// as few as two cores, beside child processes that parse megabytes, and a handler waits for a
/// thread of the concurrency pool; five seconds proved too short there, and a CI run once had
/// the pool busy for 30 s.
func eventually(within timeout: Duration = .seconds(120), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}

/// Lets a short while pass, to check that something does *not* happen. Used sparingly: only
/// where an absence is the point, and well past the watcher's own delays (50 ms removal grace,
/// 20 ms polling).
func settle(_ duration: Duration = .milliseconds(150)) async {
    try? await Task.sleep(for: duration)
}
