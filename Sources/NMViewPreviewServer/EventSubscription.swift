/// One client's place in the ``EventHub``, held by its response body: when the connection ends
/// and the body is released, the client leaves the hub.
final class EventSubscription: Sendable {
    let id: UInt64
    let mailbox: EventMailbox
    private let hub: EventHub

    init(id: UInt64, mailbox: EventMailbox, hub: EventHub) {
        self.id = id
        self.mailbox = mailbox
        self.hub = hub
    }

    deinit {
        hub.remove(id)
    }
}
