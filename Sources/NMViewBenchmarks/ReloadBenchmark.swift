import Foundation
import NMViewEngine
import NMViewModel

/// What an app does with a save that live reload delivers, on the generated 1,000-view layout:
/// two versions that differ in one label's text, as consecutive saves do. In interleaved rounds:
///
/// - ours: `LayoutHost.reload` of the other version on a host that has one, keeping every view
///   whose id both have, updating only what changed and leaving kept views in their superviews;
/// - the baseline: a new `LayoutHost` of that version, as an app without in-place reload would
///   rebuild the view (and lose what the user typed).
///
/// Beside them, for information, what the client does before either: decoding the compiled JSON
/// the preview serves (`LayoutDocument(compiledJSON:)`) and flattening it (`CompiledLayout`).
enum ReloadBenchmark {
    /// Views in the layout.
    static let views = 1_000

    /// What was measured.
    struct Result {
        var views: Int
        var jsonBytes: Int
        var rounds: Int
        /// Ours: one reload per entry.
        var ours: Measurement
        /// The baseline: one new host per entry.
        var baseline: Measurement
        /// Decoding and flattening one version's compiled JSON.
        var arrival: Measurement

        /// Baseline median over ours.
        var speedup: Double { ours.median > 0 ? baseline.median / ours.median : .infinity }
    }

    /// Lints the layout with `pipeline`, makes the second version, checks that a reload gives the
    /// frames and text a new host gives, then times the three as `plan` says.
    static func run(pipeline: PipelineUnderTest, plan: RoundPlan, progress: (String) -> Void) throws(BenchmarkError) -> Result {
        let bytes = Array(LayoutGenerator.yaml(views: views).utf8)
        let first = try pipeline.checkedDocument(bytes, what: "the generated \(views)-view layout").document.resolved
        guard let second = edited(first) else { throw BenchmarkError("the generated layout has no label to edit") }
        let versions = [CompiledLayout(first), CompiledLayout(second)]
        let json: Data
        do {
            json = try second.compiledJSON()
        } catch {
            throw BenchmarkError("cannot encode the layout: \(error)")
        }
        let frame = Rect(x: 0, y: 0, width: first.size.width, height: first.size.height)
        let host = LayoutHost(layout: versions[0], frame: frame)
        host.reload(versions[1])
        guard outline(host) == outline(LayoutHost(layout: versions[1], frame: frame)) else {
            throw BenchmarkError("a reload and a new host of the same layout differ")
        }

        let clock = ContinuousClock()
        var next = 0
        func reloadOnce() -> Duration {
            next = 1 - next
            let layout = versions[next]
            return clock.measure { host.reload(layout) }
        }
        func rebuildOnce() -> Duration {
            let layout = versions[next]
            var built: LayoutHost?
            let duration = clock.measure { built = LayoutHost(layout: layout, frame: frame) }
            withExtendedLifetime(built) {}
            return duration
        }
        func arriveOnce() -> Duration {
            clock.measure {
                if let document = try? LayoutDocument(compiledJSON: json) { blackHole(CompiledLayout(document)) }
            }
        }
        var fastest = 0.0
        for _ in 0..<plan.warmUpRuns {
            fastest = max(Measurement.seconds(of: reloadOnce()), Measurement.seconds(of: rebuildOnce()), Measurement.seconds(of: arriveOnce()))
        }
        let rounds = plan.rounds(fastestRun: fastest)
        progress("reload: \(views) views, \(json.count)-byte compiled JSON, \(rounds) rounds")
        var result = Result(
            views: views, jsonBytes: json.count, rounds: rounds, ours: Measurement(), baseline: Measurement(), arrival: Measurement())
        for round in 0..<rounds {
            if round % 2 == 0 {
                result.ours.record(reloadOnce())
                result.baseline.record(rebuildOnce())
            } else {
                result.baseline.record(rebuildOnce())
                result.ours.record(reloadOnce())
            }
            result.arrival.record(arriveOnce())
        }
        return result
    }

    /// `document` with its first label's text changed, as a save that edits one label.
    static func edited(_ document: LayoutDocument) -> LayoutDocument? {
        var copy = document
        var done = false
        func edit(_ node: inout ViewNode) {
            if !done, case .string(let text)? = node.properties["text"] {
                node.properties["text"] = .string(text + ", saved")
                done = true
                return
            }
            for index in node.subviews.indices where !done { edit(&node.subviews[index]) }
        }
        edit(&copy.root)
        return done ? copy : nil
    }

    /// Every view's id, frame and class in tree order, to compare two hosts.
    static func outline(_ view: HeadlessView) -> [String] {
        view.subviews.flatMap { ["\($0.id ?? "?") \($0.frame) \(type(of: $0))"] + outline($0) }
    }

    /// Keeps `value` from being optimised away.
    @inline(never)
    static func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
}
