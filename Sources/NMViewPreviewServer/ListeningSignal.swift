import Foundation

/// The first of two outcomes of starting a server, listening or failing to, waited for without a
/// deadline and without polling: whichever side knows first resolves it, later outcomes are
/// dropped.
///
/// A deadline made the start fail whenever the machine was busy: on two cores with the
/// concurrency pool held by other work, the server's task could wait longer than any fixed limit
/// for its turn to listen.
final class ListeningSignal: @unchecked Sendable {
    /// Guards the fields below.
    private let lock = NSLock()
    /// The outcome, once known.
    private var outcome: Result<Void, any Error>?
    /// The task waiting in ``wait()``, if it came first.
    private var waiter: CheckedContinuation<Void, any Error>?

    /// Records `result` unless an outcome is known already, and resumes the waiter.
    func resolve(_ result: Result<Void, any Error>) {
        let waiting: CheckedContinuation<Void, any Error>? = lock.withLock {
            guard outcome == nil else { return nil }
            outcome = result
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume(with: result)
    }

    /// Returns once listening, or throws the failure. One waiter only.
    func wait() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let known: Result<Void, any Error>? = lock.withLock {
                if outcome == nil { waiter = continuation }
                return outcome
            }
            if let known { continuation.resume(with: known) }
        }
    }
}
