import Foundation

/// Fans messages out to every connected event-stream client, each through its own bounded
/// ``EventMailbox``: a full mailbox drops that client alone and the others go on receiving.
public final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var mailboxes: [UInt64: EventMailbox] = [:]
    private var nextID: UInt64 = 0
    private var closed = false
    /// How many undelivered messages a client may fall behind before it is dropped.
    public let capacity: Int

    /// A hub whose clients may fall `capacity` messages behind.
    public init(capacity: Int = 64) {
        self.capacity = capacity
    }

    /// How many clients are connected.
    public var clientCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return mailboxes.count
    }

    /// A new client's subscription; it unsubscribes itself when released.
    func subscribe() -> EventSubscription {
        let mailbox = EventMailbox(capacity: capacity)
        lock.lock()
        let id = nextID
        nextID += 1
        if closed {
            lock.unlock()
            mailbox.close()
        } else {
            mailboxes[id] = mailbox
            lock.unlock()
        }
        return EventSubscription(id: id, mailbox: mailbox, hub: self)
    }

    /// Sends `message` to every client, dropping those whose mailbox is full.
    func publish(_ message: [UInt8]) {
        lock.lock()
        let targets = mailboxes
        lock.unlock()
        // Offers happen outside the lock: resuming a reader may run code that unsubscribes.
        for (id, mailbox) in targets where !mailbox.offer(message) {
            remove(id)
        }
    }

    /// Ends every stream and refuses new ones, when the server stops.
    func closeAll() {
        lock.lock()
        closed = true
        let all = mailboxes.values
        mailboxes.removeAll()
        lock.unlock()
        for mailbox in all { mailbox.close() }
    }

    /// Forgets client `id` and ends its stream.
    func remove(_ id: UInt64) {
        lock.lock()
        let mailbox = mailboxes.removeValue(forKey: id)
        lock.unlock()
        mailbox?.close()
    }
}
