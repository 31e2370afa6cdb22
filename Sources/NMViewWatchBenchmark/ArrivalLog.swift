import Foundation

/// Things that arrive on a reader thread (output lines, events), each with the monotonic instant
/// it was read, kept in order for the measuring thread to wait on.
final class ArrivalLog<Element: Sendable>: @unchecked Sendable {
    /// One arrival.
    struct Entry: Sendable {
        /// What arrived.
        let value: Element
        /// When the read that completed it returned.
        let instant: ContinuousClock.Instant
    }

    private let condition = NSCondition()
    private var entries: [Entry] = []
    private var ended = false

    /// Records `value`, read at `instant`, and wakes the waiters.
    func append(_ value: Element, at instant: ContinuousClock.Instant) {
        condition.lock()
        entries.append(Entry(value: value, instant: instant))
        condition.broadcast()
        condition.unlock()
    }

    /// Marks the source finished (its stream closed); waiters stop waiting for more.
    func end() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// How many entries have arrived.
    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return entries.count
    }

    /// Whether the source has finished.
    var hasEnded: Bool {
        condition.lock()
        defer { condition.unlock() }
        return ended
    }

    /// Every entry so far.
    var all: [Entry] {
        condition.lock()
        defer { condition.unlock() }
        return entries
    }

    /// The first entry at index `start` or later that satisfies `matches`, with its index, waiting
    /// for it until `deadline`; `nil` when the deadline passes or the source ends first.
    func first(
        from start: Int, until deadline: ContinuousClock.Instant, where matches: (Element) -> Bool
    ) -> (index: Int, entry: Entry)? {
        condition.lock()
        defer { condition.unlock() }
        var next = start
        while true {
            while next < entries.count {
                if matches(entries[next].value) { return (next, entries[next]) }
                next += 1
            }
            if ended { return nil }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return nil }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(remaining)))
        }
    }

    /// A duration in seconds.
    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
