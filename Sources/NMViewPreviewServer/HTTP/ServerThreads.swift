import Foundation

/// Threads a preview server owns: its accept loop, its connections and its timers run here, as a
/// task executor (Swift 6's task executor preference), not on Swift's global concurrency pool.
///
/// Why: the pool has one thread per core, and on a busy machine (a test process running hundreds
/// of tests at once, other builds sharing two cores) CPU-bound work held both of its threads for a
/// minute and a half; every in-process server then went silent and the clients waiting on it
/// timed out. Here a starved pool slows a server down, as any busy machine does, and does not stop
/// it. Timers are kept here too: a `Task.sleep` resumes through the global pool even in a task
/// that prefers this executor (measured: a 50 ms sleep woke after 3 s beside a busy pool).
///
/// Child tasks and actors without an executor of their own (the preview's state) run here when
/// called from these tasks; an unstructured `Task {}` does not, so every task the server starts
/// goes through ``task(_:)``. After ``stop()`` the threads end once idle, and any job still sent
/// here runs on the global executor instead, so no task is ever left without a thread.
final class ServerThreads: @unchecked Sendable {
    /// A pending timer: `action` runs on one of the threads at `deadline`.
    private struct Timer {
        var deadline: ContinuousClock.Instant
        var action: @Sendable () -> Void
    }

    /// Guards the fields below; threads wait on it for jobs and deadlines.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var timers: [UInt64: Timer] = [:]
    private var nextTimer: UInt64 = 0
    private var stopped = false

    /// Starts `count` threads.
    init(count: Int = 2) {
        for _ in 0..<count {
            let thread = Thread { [self] in work() }
            thread.name = "nmview-preview-server"
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Starts `operation` as a task that runs on these threads (where task executors exist).
    @discardableResult
    func task(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        if #available(macOS 15, iOS 18, *) {
            Task(executorPreference: self, operation: operation)
        } else {
            Task(operation: operation)
        }
    }

    /// Runs `action` on these threads at `deadline`; the number given cancels it.
    @discardableResult
    func schedule(at deadline: ContinuousClock.Instant, _ action: @escaping @Sendable () -> Void) -> UInt64 {
        condition.lock()
        defer { condition.unlock() }
        nextTimer += 1
        guard !stopped else {
            // Nothing waits for deadlines any more: at once, off the caller's locks.
            DispatchQueue.global().async(execute: action)
            return nextTimer
        }
        timers[nextTimer] = Timer(deadline: deadline, action: action)
        condition.signal()
        return nextTimer
    }

    /// Cancels timer `id` if it has not run yet.
    func cancel(_ id: UInt64) {
        condition.lock()
        timers[id] = nil
        condition.unlock()
    }

    /// Waits `duration` without holding a thread and without the global pool's timers; throws
    /// `CancellationError` as soon as the task is cancelled.
    func sleep(for duration: Duration) async throws {
        let wake = Wake()
        let id = schedule(at: .now + duration) { wake.fire() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { wake.wait(with: $0) }
        } onCancel: {
            wake.fire()
        }
        cancel(id)
        try Task.checkCancellation()
    }

    /// Lets the threads end once no job is left; pending timers run at once (a sleep ends early).
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Adds a job; after ``stop()``, hands it to the global executor.
    fileprivate func add(_ job: UnownedJob) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return false }
        jobs.append(job)
        condition.signal()
        return true
    }

    /// One thread: runs jobs in order and timers when due, until stopped and idle.
    private func work() {
        condition.lock()
        while true {
            if !jobs.isEmpty {
                let job = jobs.removeFirst()
                condition.unlock()
                run(job)
                condition.lock()
                continue
            }
            let now = ContinuousClock.now
            if let (id, timer) = timers.min(by: { $0.value.deadline < $1.value.deadline }), stopped || timer.deadline <= now {
                timers[id] = nil
                condition.unlock()
                timer.action()
                condition.lock()
                continue
            }
            if stopped { break }
            if let next = timers.values.map(\.deadline).min() {
                let (seconds, attoseconds) = (now.duration(to: next)).components
                _ = condition.wait(until: Date() + Double(seconds) + Double(attoseconds) / 1e18)
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    private func run(_ job: UnownedJob) {
        if #available(macOS 15, iOS 18, *) {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

@available(macOS 15, iOS 18, *)
extension ServerThreads: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        if !add(unowned) { globalConcurrentExecutor.enqueue(ExecutorJob(unowned)) }
    }
}

/// A one-shot wake-up for ``ServerThreads/sleep(for:)``: whichever of the timer and the
/// cancellation comes first resumes the sleeper, once, whether it is already waiting or not.
private final class Wake: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var continuation: CheckedContinuation<Void, Never>?

    func wait(with continuation: CheckedContinuation<Void, Never>) {
        let now: Bool = lock.withLock {
            if fired { return true }
            self.continuation = continuation
            return false
        }
        if now { continuation.resume() }
    }

    func fire() {
        let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
            guard !fired else { return nil }
            fired = true
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume()
    }
}
