/// The timings of one contender at one size: every round's duration in seconds.
struct Measurement {
    /// One entry per timed run, in the order they ran.
    private(set) var seconds: [Double] = []

    /// Adds one run's duration.
    mutating func record(_ duration: Duration) {
        seconds.append(Self.seconds(of: duration))
    }

    /// The middle run, the figure compared: on a shared machine it ignores the rounds that another
    /// process interrupted, which the mean would not.
    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest run: the closest to the cost with no interference at all.
    var minimum: Double { seconds.min() ?? 0 }

    /// Throughput in megabytes (10^6 bytes) per second at the median time.
    func megabytesPerSecond(bytes: Int) -> Double {
        let median = median
        return median > 0 ? Double(bytes) / 1e6 / median : 0
    }

    /// A `Duration` as floating-point seconds.
    static func seconds(of duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
