import Foundation
import NMViewEngine

/// A value behind a lock, for the few facts read from other threads.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// The handlers and which run may call them, behind a lock that each handler call is made inside
/// of: once ``close()`` returns, no handler starts. The lock is recursive, so a handler may call
/// `stop()` itself.
final class DeliveryGate: @unchecked Sendable {
    /// The handlers given to `start`.
    struct Handlers {
        var onLayout: @Sendable (String, CompiledLayout) -> Void
        var onProblems: @Sendable (String, [ReloadDiagnostic]) -> Void
    }

    private let lock = NSRecursiveLock()
    private var handlers: Handlers?
    private var run = 0

    /// Lets `handlers` be called by a new run; false if a run is open already.
    func open(_ handlers: Handlers) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard self.handlers == nil else { return false }
        self.handlers = handlers
        run += 1
        return true
    }

    /// Ends the run: no handler is called after this returns.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        handlers = nil
        run += 1
    }

    /// The current run, and whether it is open.
    var state: (run: Int, isOpen: Bool) {
        lock.lock()
        defer { lock.unlock() }
        return (run, handlers != nil)
    }

    /// Runs `body` with the handlers if `run` is the open run.
    func deliver(run: Int, _ body: (Handlers) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard run == self.run, let handlers else { return }
        body(handlers)
    }
}
