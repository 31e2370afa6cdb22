import NMViewPreviewServer
import Testing

@testable import NMViewPreviewServer

/// The fan-out without sockets: bounded mailboxes and dropping.
@Suite("Event hub")
struct EventHubTests {
    @Test("a subscriber that does not read is dropped once its mailbox is full; others are not")
    func dropsFullMailbox() async {
        let hub = EventHub(capacity: 3)
        let idle = hub.subscribe()
        let active = hub.subscribe()
        for index in 0..<5 {
            hub.publish([UInt8(index)])
            #expect(await active.mailbox.next() == [UInt8(index)])
        }
        #expect(hub.clientCount == 1)
        // What was queued is discarded with the client; its stream ends.
        #expect(await idle.mailbox.next() == nil)
        withExtendedLifetime(active) {}
    }

    @Test("queued messages are read together, in order")
    func joinsQueued() async {
        let hub = EventHub(capacity: 4)
        let subscription = hub.subscribe()
        hub.publish([1])
        hub.publish([2, 3])
        #expect(await subscription.mailbox.next() == [1, 2, 3])
    }

    @Test("releasing a subscription leaves the hub")
    func unsubscribesOnRelease() {
        let hub = EventHub()
        var subscription: EventSubscription? = hub.subscribe()
        #expect(hub.clientCount == 1)
        subscription = nil
        #expect(subscription == nil && hub.clientCount == 0)
    }

    @Test("closing ends waiting readers and refuses new subscribers")
    func closeAll() async {
        let hub = EventHub()
        let subscription = hub.subscribe()
        async let next = subscription.mailbox.next()
        try? await Task.sleep(for: .milliseconds(10))
        hub.closeAll()
        #expect(await next == nil)
        let late = hub.subscribe()
        #expect(await late.mailbox.next() == nil && hub.clientCount == 0)
    }
}
