#if os(Linux)
import Foundation
import NMViewTestSupport
import Testing

@testable import NMViewWatch

/// inotify's failure modes, provoked for real: a kernel queue overflow, and the watch limit
/// (simulated, since lowering `fs.inotify.max_user_watches` would affect the whole machine).
@Suite struct InotifyTests {
    /// The kernel's per-instance event queue length, if readable.
    static let queuedEventLimit: Int? = {
        let text = try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)
        return text.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }()

    /// With the queue held, more events than the kernel keeps: IN_Q_OVERFLOW triggers a rescan that finds the lost change.
    @Test(.enabled(if: (queuedEventLimit ?? .max) <= 65_536, "needs a kernel event queue small enough to overflow quickly"))
    func queueOverflowRescans() async throws {
        let tree = try TemporaryTree()
        tree.save("A.nmview.yaml", "before")
        let session = WatchSession(tree, mode: .native)
        try await session.start()
        let watcher = session.watcher
        // Hold the watcher's queue so nothing reads the descriptor, then queue more events than
        // the kernel keeps. Alternating names stop the kernel merging identical events.
        let gate = DispatchSemaphore(value: 0)
        watcher.queue.async { gate.wait() }
        let count = (Self.queuedEventLimit ?? 16_384) + 500
        await offThePool {
            for number in 0..<count {
                tree.openAndClose(number % 2 == 0 ? "even.tmp" : "odd.tmp")
            }
        }
        // This change's event is lost in the overflow; only the rescan can find it.
        tree.save("A.nmview.yaml", "after")
        gate.signal()
        let target = tree.path("A.nmview.yaml")
        #expect(await eventually { session.recorder.lastContent(of: target) == "after" })
        let rescans = await withCheckedContinuation { continuation in
            watcher.queue.async { continuation.resume(returning: watcher.rescanCount) }
        }
        #expect(rescans >= 1)
        #expect(watcher.activeMode == "inotify")
    }

    /// Hitting the watch limit while starting gives the warning with the sysctl advice and polls instead.
    @Test func watchLimitAtStartFallsBackToPolling() async throws {
        let tree = try TemporaryTree()
        tree.makeDirectory("one")
        tree.makeDirectory("two")
        tree.save("one/A.nmview.yaml", "before")
        let session = WatchSession(tree, mode: .native)
        session.watcher.simulatedWatchLimit = 2
        try await session.start()
        #expect(session.watcher.activeMode == "polling")
        let warning = session.warnings.batches.first?.contents["warning"] ?? ""
        #expect(warning.hasPrefix("inotify watch limit reached (fs.inotify.max_user_watches="))
        #expect(warning.contains("raise it with `sudo sysctl fs.inotify.max_user_watches=524288`"))
        #expect(warning.hasSuffix("falling back to polling every 0.5 s"))
        tree.save("one/A.nmview.yaml", "after")
        #expect(await eventually { session.recorder.lastContent(of: tree.path("one/A.nmview.yaml")) == "after" })
    }

    /// Hitting the watch limit on a new directory switches to polling and still reports the file created in it.
    @Test func watchLimitOnANewDirectoryFallsBackWithoutLosingIt() async throws {
        let tree = try TemporaryTree()
        tree.save("A.nmview.yaml", "before")
        let session = WatchSession(tree, mode: .native)
        session.watcher.simulatedWatchLimit = 1
        try await session.start()
        #expect(session.watcher.activeMode == "inotify")
        tree.makeDirectory("new")
        tree.save("new/B.nmview.yaml", "in the new directory")
        let target = tree.path("new/B.nmview.yaml")
        #expect(await eventually { session.recorder.lastContent(of: target) == "in the new directory" })
        #expect(session.watcher.activeMode == "polling")
        #expect(session.warnings.batches.count == 1)
        // Polling goes on from there.
        tree.save("new/B.nmview.yaml", "later")
        #expect(await eventually { session.recorder.lastContent(of: target) == "later" })
    }
}
#endif
