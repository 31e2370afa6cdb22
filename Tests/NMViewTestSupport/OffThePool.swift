import Foundation

/// Runs blocking work (waiting for a child process, reading a pipe to its end) on a thread of its
/// own and waits for it without blocking.
///
/// Tests run on Swift concurrency's shared pool, which has one thread per core: a test that blocks
/// one of them for seconds starves every other test's async work — on a 2-core machine a watcher
/// test waiting for its handler then timed out while CLI tests waited for their children.
public func offThePool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Swift.Result { try body() }) }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
