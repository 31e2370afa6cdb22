import Foundation

/// A deadline for the reads of one connection: when it passes, the reads waiting on the socket,
/// and any later ones until ``disarm()``, fail with ``DeadlineExceeded``.
///
/// One timer per deadline, not per read: a task racing each read against a sleep cost three
/// tasks a read, and a client sending a byte at a time made that a lot of tasks for nothing. The
/// timer is the server's own (``ServerThreads``), so a deadline passes on time however busy the
/// global concurrency pool is.
final class ReadAlarm: @unchecked Sendable {
    private let pool: ReadinessPool
    private let file: Int32
    private let threads: ServerThreads
    /// Guards the fields below; held while interrupting, so that no interruption can follow
    /// ``disarm()``.
    private let lock = NSLock()
    private var armed = true
    private var rang = false
    private var timer: UInt64?

    /// An alarm for the socket `file` waits on in `pool`, ringing at `deadline` on `threads`.
    init(pool: ReadinessPool, threads: ServerThreads, file: Int32, deadline: ContinuousClock.Instant) {
        self.pool = pool
        self.threads = threads
        self.file = file
        let timer = threads.schedule(at: deadline) { [weak self] in self?.ring() }
        lock.withLock { self.timer = timer }
    }

    /// Whether the deadline passed before ``disarm()``.
    var hasRung: Bool { lock.withLock { rang } }

    /// Stops the alarm; reads on the socket wait as usual again.
    func disarm() {
        let timer = lock.withLock {
            armed = false
            pool.clearInterrupt(file)
            return self.timer
        }
        if let timer { threads.cancel(timer) }
    }

    private func ring() {
        lock.withLock {
            guard armed else { return }
            rang = true
            pool.interrupt(file)
        }
    }
}
