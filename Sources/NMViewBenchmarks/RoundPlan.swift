/// How long to measure each size: warm-up runs, then interleaved rounds until both the minimum
/// round count and the minimum time per contender are reached.
struct RoundPlan {
    /// Untimed runs of each contender first, so page faults, caches and lazy set-up in the first
    /// run are not counted.
    var warmUpRuns: Int
    /// Fewest timed rounds, whatever the size.
    var minimumRounds: Int
    /// Timed seconds each contender should get at least (estimated from the warm-up).
    var secondsPerContender: Double
    /// Most rounds, so the smallest size does not run for thousands of rounds.
    var maximumRounds: Int

    /// The full plan: at least 5 rounds and 1.5 s per contender per size (so the median of the
    /// 100k-view size, with few rounds, is not one interrupted run); the smallest sizes stop at
    /// 2,000 rounds.
    static let standard = RoundPlan(warmUpRuns: 2, minimumRounds: 5, secondsPerContender: 1.5, maximumRounds: 2_000)

    /// A smoke run (`--quick`) that checks everything works and gives rough numbers.
    static let quick = RoundPlan(warmUpRuns: 1, minimumRounds: 3, secondsPerContender: 0.1, maximumRounds: 100)

    /// Rounds needed so the faster contender, taking `fastestRun` seconds a run, gets its time.
    func rounds(fastestRun: Double) -> Int {
        guard fastestRun > 0 else { return maximumRounds }
        let forTime = Int((secondsPerContender / fastestRun).rounded(.up))
        return min(max(minimumRounds, forTime), max(maximumRounds, minimumRounds))
    }
}
