import FlyingSocks

/// The body of a `text/event-stream` response: a preamble, then each message the client's
/// mailbox receives, for as long as the connection lasts. ``ResponseWriter`` writes each buffer as one
/// chunk as soon as it is returned, which is what lets events stream.
struct EventStream: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let subscription: EventSubscription
    /// Sent first: the reconnection delay and a comment, so clients see the stream open at once.
    let preamble: [UInt8]
    /// The stream's place under the server's cap, if it has one; given back when the body goes.
    let lease: StreamLimit.Lease?

    /// An iterator starting with the preamble.
    func makeAsyncIterator() -> Iterator {
        Iterator(subscription: subscription, pending: preamble[...], lease: lease)
    }

    /// Hands out the client's messages as they arrive; ends when its mailbox closes.
    struct Iterator: AsyncBufferedIteratorProtocol {
        let subscription: EventSubscription
        /// Bytes received but not yet returned, when a message is longer than a buffer.
        var pending: ArraySlice<UInt8>
        /// Held by the iterator too, which FlyingFox keeps while it writes the body.
        let lease: StreamLimit.Lease?

        /// One byte; the writer reads buffers, this only completes the protocol.
        mutating func next() async throws -> UInt8? {
            guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
            return buffer.first
        }

        /// Up to `count` bytes, waiting for the next message when none are left.
        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            if pending.isEmpty {
                guard let message = await subscription.mailbox.next() else { return nil }
                pending = message[...]
            }
            let taken = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }
}
