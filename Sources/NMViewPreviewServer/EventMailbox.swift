import Foundation

/// One event-stream client's queue of messages, bounded: a client that stops reading fills it
/// and is dropped, so publishing never waits for any client and never holds unbounded memory.
final class EventMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private let capacity: Int
    private var queue: [[UInt8]] = []
    private var waiter: CheckedContinuation<[UInt8]?, Never>?
    private var closed = false

    /// A mailbox holding at most `capacity` undelivered messages.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Queues `message` or hands it to a waiting reader; `false` when the mailbox was closed or
    /// has just overflowed and closed, meaning the client is to be dropped.
    func offer(_ message: [UInt8]) -> Bool {
        lock.lock()
        if closed {
            lock.unlock()
            return false
        }
        if let waiter {
            self.waiter = nil
            lock.unlock()
            waiter.resume(returning: message)
            return true
        }
        guard queue.count < capacity else {
            closed = true
            queue.removeAll()
            lock.unlock()
            return false
        }
        queue.append(message)
        lock.unlock()
        return true
    }

    /// Ends the stream: a waiting reader gets `nil`, as does every later read once drained.
    func close() {
        lock.lock()
        closed = true
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(returning: nil)
    }

    /// Everything queued, joined, waiting for a message when there is none; `nil` once closed and
    /// drained, or when the reading task is cancelled.
    func next() async -> [UInt8]? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[UInt8]?, Never>) in
                lock.lock()
                if !queue.isEmpty {
                    let joined = queue.flatMap { $0 }
                    queue.removeAll()
                    lock.unlock()
                    continuation.resume(returning: joined)
                } else if closed || Task.isCancelled {
                    lock.unlock()
                    continuation.resume(returning: nil)
                } else {
                    waiter = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            close()
        }
    }
}
