/// p50, p95 and maximum of a set of latencies, by the nearest-rank method: the p-th percentile of
/// n sorted values is the value at rank ⌈p/100 · n⌉, always one of the measured values.
struct LatencySummary: Sendable {
    /// How many values.
    let count: Int
    /// The median, in milliseconds.
    let p50: Double
    /// The 95th percentile, in milliseconds.
    let p95: Double
    /// The largest, in milliseconds.
    let max: Double

    /// The summary of `milliseconds`, or `nil` when there are none.
    init?(_ milliseconds: [Double]) {
        guard !milliseconds.isEmpty else { return nil }
        let sorted = milliseconds.sorted()
        count = sorted.count
        p50 = Self.percentile(50, of: sorted)
        p95 = Self.percentile(95, of: sorted)
        max = sorted[sorted.count - 1]
    }

    /// The value at rank ⌈p/100 · n⌉ (1-based) of `sorted`.
    static func percentile(_ p: Int, of sorted: [Double]) -> Double {
        let rank = (p * sorted.count + 99) / 100
        return sorted[Swift.max(rank, 1) - 1]
    }
}

extension Duration {
    /// The duration in milliseconds, as a fraction.
    var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }
}
