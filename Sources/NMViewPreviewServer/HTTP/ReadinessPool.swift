import FlyingSocks
import Foundation

/// Where the preview's sockets wait to become readable or writable: one thread of its own
/// blocked in `poll(2)` over the descriptors that tasks wait on, waking each task when its
/// descriptor is ready.
///
/// FlyingSocks' epoll pool keeps a table of what it registered with epoll and resumes a task
/// before it updates that table. A connection that ended and closed its descriptor in between
/// left an entry the kernel no longer had; the next connection given the same number was then
/// never registered, and under load some requests went unanswered. Here a wait is removed from
/// the table before its task resumes, and nothing is registered with the kernel between two
/// calls to `poll`, so a reused number can at worst wake a task early, which then reads, finds
/// nothing, and waits again. A cancelled wait restarts `poll`, which holds a reference to each
/// file it waits on: a socket closed after it would otherwise stay open until the next event.
final class ReadinessPool: AsyncSocketPool, @unchecked Sendable {
    /// One task waiting for a descriptor.
    private struct Waiter {
        var file: Int32
        var events: Int16
        var continuation: CheckedContinuation<Void, any Error>
    }

    /// Guards the fields below.
    private let lock = NSLock()
    private var waiters: [UInt64: Waiter] = [:]
    /// Waits numbered but not added yet; a wait cancelled meanwhile is taken out, and refused
    /// when it comes to be added.
    private var pending: Set<UInt64> = []
    /// Descriptors whose waits fail with ``DeadlineExceeded`` until ``clearInterrupt(_:)``.
    private var interrupted: Set<Int32> = []
    private var nextID: UInt64 = 0
    private var stopped = false
    /// A pipe written to wake the polling thread when a wait is added or the pool stops.
    private var wake: (read: Int32, write: Int32) = (-1, -1)

    /// Opens the wake-up pipe.
    func prepare() async throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SocketError.makeFailed("pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        lock.withLock { wake = (ends[0], ends[1]) }
    }

    /// Polls on a thread of its own until the calling task is cancelled; then fails every wait.
    func run() async throws {
        let thread = Thread { [self] in pollUntilStopped() }
        thread.stackSize = 1 << 18
        thread.start()
        let never = AsyncStream<Void> { _ in }
        for await _ in never {}
        let left = lock.withLock {
            stopped = true
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
        signal()
        for waiter in left { waiter.continuation.resume(throwing: CancellationError()) }
    }

    /// Returns when `socket` is ready for `events`, or throws if the task is cancelled first.
    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        let id = lock.withLock {
            defer { nextID += 1 }
            pending.insert(nextID)
            return nextID
        }
        var mask: Int16 = 0
        if events.contains(.read) { mask |= Int16(POLLIN) }
        if events.contains(.write) { mask |= Int16(POLLOUT) }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let refusal: (any Error)? = lock.withLock {
                    if pending.remove(id) == nil || stopped { return CancellationError() }
                    if interrupted.contains(socket.file.rawValue) { return DeadlineExceeded() }
                    waiters[id] = Waiter(file: socket.file.rawValue, events: mask, continuation: continuation)
                    return nil
                }
                if let refusal { continuation.resume(throwing: refusal) } else { signal() }
            }
        } onCancel: {
            let waiter: Waiter? = lock.withLock {
                if pending.remove(id) != nil { return nil }
                return waiters.removeValue(forKey: id)
            }
            guard let waiter else { return }
            // poll(2) holds a reference to every file it waits on: until it returns, a socket
            // closed after this wait would stay open, and its client would not see the end.
            signal()
            waiter.continuation.resume(throwing: CancellationError())
        }
    }

    /// Fails every wait on `file` with ``DeadlineExceeded``, now and until ``clearInterrupt(_:)``:
    /// how a connection's ``ReadAlarm`` ends a read that took too long.
    func interrupt(_ file: Int32) {
        let woken: [Waiter] = lock.withLock {
            interrupted.insert(file)
            let ids = waiters.filter { $0.value.file == file }.keys
            return ids.compactMap { waiters.removeValue(forKey: $0) }
        }
        signal()
        for waiter in woken { waiter.continuation.resume(throwing: DeadlineExceeded()) }
    }

    /// Lets waits on `file` go on as usual again.
    func clearInterrupt(_ file: Int32) {
        lock.withLock { _ = interrupted.remove(file) }
    }

    /// The polling thread: waits for any descriptor to be ready, takes the ready waits out of the
    /// table and resumes them, until stopped; then closes the pipe.
    private func pollUntilStopped() {
        while true {
            let (list, wake, isStopped) = lock.withLock { (Array(waiters.values), self.wake, stopped) }
            if isStopped { break }
            var descriptors = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            descriptors += list.map { pollfd(fd: $0.file, events: $0.events, revents: 0) }
            guard Foundation.poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 || errno == EINTR else { break }
            var drain = [UInt8](repeating: 0, count: 64)
            while Foundation.read(wake.read, &drain, drain.count) > 0 {}
            var ready: [Int32: Int16] = [:]
            for entry in descriptors.dropFirst() where entry.revents != 0 { ready[entry.fd, default: 0] |= entry.revents }
            guard !ready.isEmpty else { continue }
            let woken: [Waiter] = lock.withLock {
                let ids = waiters.filter { id, waiter in
                    guard let revents = ready[waiter.file] else { return false }
                    // Errors and hang-ups wake every wait: the retried call then reports them.
                    return revents & (waiter.events | Int16(POLLERR | POLLHUP | POLLNVAL)) != 0
                }.keys
                return ids.compactMap { waiters.removeValue(forKey: $0) }
            }
            for waiter in woken { waiter.continuation.resume() }
        }
        // Closed under the lock, so that no `signal()` writes to a number reused meanwhile.
        lock.withLock {
            close(wake.read)
            close(wake.write)
            wake = (-1, -1)
        }
    }

    /// Wakes the polling thread, unless it has stopped.
    private func signal() {
        lock.withLock {
            guard wake.write >= 0 else { return }
            var byte: UInt8 = 1
            _ = Foundation.write(wake.write, &byte, 1)
        }
    }
}
