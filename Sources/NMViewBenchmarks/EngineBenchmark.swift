import NMViewEngine
import NMViewModel

/// Times switching layouts on a 10,000-view headless tree: ours (`LayoutHost.applyLayout`, which
/// diffs the two layouts' frame tables and moves only the views whose frames differ) against
/// ``OriginalLayoutBaseline`` (the original's identity-keyed dictionary and class-name walk), each
/// on its own host built from the same compiled layout, in interleaved rounds.
///
/// One switch is one `applyLayout` call (landscape, then back to primary, alternately), timed on
/// its own. Both sides have their frames ready before timing: ours caches each layout's frames
/// per bounds at its first switch, the baseline fills its dictionaries up front, as the original
/// did when it loaded the alternative.
enum EngineBenchmark {
    /// The layout size the issue's target names.
    static let views = 10_000
    /// The hosts' frame: the generator's design size, so the primary layout applies unchanged.
    static let hostFrame = Rect(x: 0, y: 0, width: 320, height: 480)
    /// The generated layout's landscape alternative, the layout switched to and from.
    static let alternative = 1

    /// What was measured.
    struct Result {
        /// Views in the tree (the root not counted).
        var views: Int
        /// Views whose frame differs between the two layouts at the hosts' size.
        var changedViews: Int
        /// Views ours moved on every switch (`lastUpdateCount`).
        var oursTouched: Int
        /// Views the baseline reached, and so set a frame on, on every switch.
        var baselineTouched: Int
        /// Timed rounds; each made two switches with each contender.
        var rounds: Int
        /// Ours, one entry per switch.
        var ours: Measurement
        /// The baseline, one entry per switch.
        var baseline: Measurement
        /// `CompiledLayout.frames(variant:bounds:)` for the landscape layout: what ours adds to the
        /// first switch to a layout at a new size, before the frames are cached.
        var frameComputation: Measurement

        /// Baseline median over ours: the figure held to the target.
        var speedup: Double { ours.median > 0 ? baseline.median / ours.median : .infinity }

        /// A switch's median time spread over every view in the tree.
        func nanosecondsPerView(_ measurement: Measurement) -> Double {
            views > 0 ? measurement.median * 1e9 / Double(views) : 0
        }
    }

    /// Generates and lints the layout with `pipeline`, builds both hosts, checks that both leave
    /// every view they both reach in the same place after each switch, then times them as `plan`
    /// says. Throws if the layout does not lint cleanly or the two disagree.
    static func run(pipeline: PipelineUnderTest, plan: RoundPlan, progress: (String) -> Void) throws(BenchmarkError)
        -> Result
    {
        let bytes = Array(LayoutGenerator.yaml(views: views).utf8)
        let linted = try pipeline.checkedDocument(bytes, what: "the generated \(views)-view layout").document
        let layout = CompiledLayout(linted.resolved)
        guard layout.variants.count > alternative else {
            throw BenchmarkError("the generated layout has no alternative layout to switch to")
        }
        let bounds = hostFrame.size
        let primaryFrames = layout.frames(variant: 0, bounds: bounds)
        let alternativeFrames = layout.frames(variant: alternative, bounds: bounds)
        let changed = zip(primaryFrames, alternativeFrames).filter { $0 != $1 }.count

        let ours = LayoutHost(layout: layout, frame: hostFrame)
        ours.automaticLayoutChangeEnabled = false
        let theirs = LayoutHost(layout: layout, frame: hostFrame)
        theirs.automaticLayoutChangeEnabled = false
        let baseline = OriginalLayoutBaseline(root: theirs, layout: layout, bounds: bounds)
        let reached = baseline.reachedViews
        progress(
            "engine: \(layout.nodes.count) views, \(changed) change frame between the layouts, the baseline reaches "
                + "\(reached)")

        // Both start in the primary layout; after each switch both must agree. The first switch
        // to each layout is also where ours computes and caches its frames, so the timed ones
        // below all take the same path.
        try checkSameFrames(ours, theirs, baseline: baseline, after: "building")
        for variant in [alternative, 0] {
            ours.applyLayout(variant)
            let moved = baseline.apply(variant)
            guard ours.lastUpdateCount == changed, moved == reached else {
                throw BenchmarkError(
                    "switching to layout \(variant): ours moved \(ours.lastUpdateCount) views (\(changed) changed), "
                        + "the baseline \(moved) (\(reached) reached)")
            }
            try checkSameFrames(ours, theirs, baseline: baseline, after: "switching to layout \(variant)")
        }

        let clock = ContinuousClock()
        var frameComputation = Measurement()
        var fastestOurs = Double.infinity
        var fastestBaseline = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            for variant in [alternative, 0] {
                fastestOurs = min(fastestOurs, Measurement.seconds(of: clock.measure { ours.applyLayout(variant) }))
                fastestBaseline = min(
                    fastestBaseline, Measurement.seconds(of: clock.measure { baseline.apply(variant) }))
            }
            var computed: [Rect] = []
            frameComputation.record(clock.measure { computed = layout.frames(variant: alternative, bounds: bounds) })
            precondition(computed == alternativeFrames, "computing the frames again gave other frames")
        }
        // Counted from the slower contender's switch, so it gets its time; both make as many.
        let rounds = plan.rounds(fastestRun: max(fastestOurs, fastestBaseline))
        progress("engine: \(rounds) rounds of two switches each")

        var oursTimes = Measurement()
        var baselineTimes = Measurement()
        for round in 0..<rounds {
            // Alternate the order so neither contender always runs on the other's warm cache.
            if round % 2 == 0 {
                switchOurs(ours, changed: changed, clock: clock, into: &oursTimes)
                switchBaseline(baseline, reached: reached, clock: clock, into: &baselineTimes)
            } else {
                switchBaseline(baseline, reached: reached, clock: clock, into: &baselineTimes)
                switchOurs(ours, changed: changed, clock: clock, into: &oursTimes)
            }
        }
        try checkSameFrames(ours, theirs, baseline: baseline, after: "the timed rounds")
        return Result(
            views: layout.nodes.count, changedViews: changed, oursTouched: changed, baselineTouched: reached,
            rounds: rounds, ours: oursTimes, baseline: baselineTimes, frameComputation: frameComputation)
    }

    /// Two switches with ours, to the alternative and back, each timed.
    private static func switchOurs(
        _ host: LayoutHost, changed: Int, clock: ContinuousClock, into times: inout Measurement
    ) {
        for variant in [alternative, 0] {
            times.record(clock.measure { host.applyLayout(variant) })
            precondition(host.lastUpdateCount == changed, "a switch moved views whose frames did not change")
        }
    }

    /// Two switches with the baseline, to the alternative and back, each timed.
    private static func switchBaseline(
        _ baseline: OriginalLayoutBaseline, reached: Int, clock: ContinuousClock, into times: inout Measurement
    ) {
        for variant in [alternative, 0] {
            var moved = 0
            times.record(clock.measure { moved = baseline.apply(variant) })
            precondition(moved == reached, "the baseline's walk reached another number of views")
        }
    }

    /// Throws unless every view the baseline reaches has the same centre and bounds in both
    /// trees; the views are built from the same compiled layout, so index `i` is the same view.
    /// The generated layout nests only in `UIView` containers, so the baseline reaches all of them;
    /// in a layout with subviews under other classes it would skip those, and they are not compared.
    private static func checkSameFrames(
        _ ours: LayoutHost, _ theirs: LayoutHost, baseline: OriginalLayoutBaseline, after step: String
    ) throws(BenchmarkError) {
        guard ours.views.count == theirs.views.count else {
            throw BenchmarkError("the two hosts built different numbers of views")
        }
        for (index, (mine, other)) in zip(ours.views, theirs.views).enumerated() {
            guard let mine, let other else {
                throw BenchmarkError("view \(index) was not built")
            }
            guard baseline.reaches(other) else { continue }
            guard mine.center == other.center, mine.bounds == other.bounds else {
                throw BenchmarkError(
                    "after \(step), view \(index) (\(mine.id ?? "no id")) is at \(mine.frame) in ours and at "
                        + "\(other.frame) in the baseline")
            }
        }
    }
}
