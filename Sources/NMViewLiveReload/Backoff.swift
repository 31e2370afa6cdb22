import Foundation

/// How long to wait before connecting again: `initial`, doubling with every failed attempt up to
/// `maximum`, less a random part of up to `jitter` of it, so that many apps whose server
/// restarted do not all come back in the same instant.
public struct Backoff: Sendable, Equatable {
    /// The default first delay.
    public static let initialDefault: TimeInterval = 0.25
    /// The default longest delay.
    public static let maximumDefault: TimeInterval = 5
    /// The default random part.
    public static let jitterDefault = 0.5

    /// The first delay, in seconds; a server's `retry:` replaces it.
    public var initial: TimeInterval
    /// The longest delay, in seconds.
    public var maximum: TimeInterval
    /// The fraction of each delay taken off at random, from 0 (none) to 1 (all of it).
    public var jitter: Double

    /// A backoff from `initial` doubling to `maximum`, `jitter` of it random.
    public init(initial: TimeInterval = initialDefault, maximum: TimeInterval = maximumDefault, jitter: Double = jitterDefault) {
        self.initial = initial
        self.maximum = maximum
        self.jitter = jitter
    }

    /// The delay before attempt `attempt` (0 for the first reconnection), starting from
    /// `initial` or the server's `retry`, with `random` drawn from 0..<1.
    public func delay(attempt: Int, retry: TimeInterval? = nil, random: Double) -> TimeInterval {
        let first = min(max(retry ?? initial, 0), maximum)
        let doubled = first * pow(2, Double(min(max(attempt, 0), 30)))
        let capped = min(doubled, maximum)
        return capped * (1 - min(max(jitter, 0), 1) * min(max(random, 0), 1))
    }
}
