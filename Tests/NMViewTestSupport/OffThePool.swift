import Foundation

/// Runs blocking work (waiting for a child process, reading a pipe to its end, a loop of
/// synchronous file writes) on a thread of its own and waits for it without blocking.
///
/// Tests run on Swift concurrency's shared pool, which has one thread per core: a test that blocks
/// one of them for seconds starves every other test's async work — on a 2-core machine a watcher
/// test waiting for its handler then timed out while CLI tests waited for their children, and
/// preview servers never got to listen. So no test blocks a pool thread: a child process, a
/// sleep, a semaphore or a queue's `sync` goes through here (or `Task.sleep`, which holds no
/// thread). Throws what `body` throws; with a body that cannot throw, needs no `try`. The thread's
/// stack is `stackSize` bytes: more for work that recurses deeply in a debug build.
public func offThePool<Value: Sendable, Failure: Error>(
    stackSize: Int = 1 << 20, _ body: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: Result { () throws(Failure) -> Value in try body() }) }
        thread.stackSize = stackSize
        thread.start()
    }
    return try result.get()
}
