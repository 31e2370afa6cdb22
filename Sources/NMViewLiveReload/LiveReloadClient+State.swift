#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The connection's state: what an app observes, and when a failure is shown over the views.
extension LiveReloadClient {
    /// How many connection attempts in a row must fail before the reason is shown over every
    /// followed view: with the default backoff about 1.75 s (0.25 + 0.5 + 1 s), long enough to
    /// ride out a server restart, short enough to be seen at once. A reason no retry can mend (App
    /// Transport Security, a wrong token or name, a bad `NMVIEW_SERVER`) is shown at the first.
    public static let attemptsBeforeUnreachable = 3

    /// Where the client stands with its server. Never waits for the client's queue.
    public var state: LiveReloadState {
        stateValue.withLock { $0 }
    }

    /// Calls `handler` with the current state and then with each change, on the client's queue;
    /// replaces the handler given before. It should return quickly and hop to the main thread to
    /// touch views.
    public func observeState(_ handler: @escaping @Sendable (LiveReloadState) -> Void) {
        queue.async { [self] in
            stateObserver.withLock { $0 = handler }
            handler(state)
        }
    }

    /// Records `state` and tells the observer, if it changed. On `queue`.
    func setState(_ new: LiveReloadState) {
        let changed = stateValue.withLock { current in
            defer { current = new }
            return current != new
        }
        guard changed, let observer = stateObserver.withLock({ $0 }) else { return }
        observer(new)
    }

    /// A connection attempt failed because of `failure`: after a few in a row (or at once for a
    /// reason no retry mends) the client is unreachable, and a new reason is shown over every
    /// followed view, once; release apps log it (see `NMView.enableLiveReload`).
    func connectFailed(_ failure: ServerUnreachable) {
        failedAttempts += 1
        guard failure.showsAtOnce || failedAttempts >= Self.attemptsBeforeUnreachable else {
            if unreachable == nil { setState(.connecting) }
            return
        }
        setState(.unreachable(failure))
        guard unreachable != failure else { return }
        unreachable = failure
        showConnectionProblem(failure.message, to: known)
    }
}
