import Foundation

/// Counts a server's open event streams against a cap: each stream holds a ``Lease`` for as
/// long as its response body lives, and gives it back when the connection ends.
final class StreamLimit: @unchecked Sendable {
    /// One open stream's place under the cap.
    final class Lease: Sendable {
        private let limit: StreamLimit
        fileprivate init(limit: StreamLimit) { self.limit = limit }
        deinit { limit.release() }
    }

    private let lock = NSLock()
    private var open = 0
    /// The most streams open at once.
    let maximum: Int

    /// A limit of `maximum` streams.
    init(maximum: Int) {
        self.maximum = maximum
    }

    /// A lease, or `nil` when `maximum` streams are open.
    func lease() -> Lease? {
        lock.lock()
        defer { lock.unlock() }
        guard open < maximum else { return nil }
        open += 1
        return Lease(limit: self)
    }

    /// How many streams are open.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return open
    }

    private func release() {
        lock.lock()
        open -= 1
        lock.unlock()
    }
}
