import Foundation

/// Values recorded from any thread (a client's callback queue, a server's threads) and read by
/// a test, which waits for them without blocking a thread of the concurrency pool.
public final class Recorded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    /// An empty record.
    public init() {}

    /// Adds `value`.
    public func append(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    /// Everything recorded so far, in order.
    public var all: [Value] { lock.withLock { values } }

    /// The last value recorded.
    public var last: Value? { lock.withLock { values.last } }

    /// Waits until `condition` holds for the values so far, checking every 10 ms, for at most
    /// `timeout`; whether it did.
    @discardableResult
    public func wait(within timeout: Duration = .seconds(60), until condition: ([Value]) -> Bool) async -> Bool {
        await eventually(within: timeout) { condition(all) }
    }
}

/// Waits until `condition` holds, checking every 10 ms, for at most `timeout`; whether it did.
/// Sleeps between checks, so no thread of the concurrency pool is held.
public func eventually(within timeout: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
