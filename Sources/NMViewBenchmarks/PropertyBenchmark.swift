import Foundation
import NMViewEngine
import NMViewModel

/// Times creating a headless host of ``PropertyLayout`` (1,000 views, each with every property
/// its class declares) against creating one of the same layout with every view's properties
/// removed, in interleaved rounds. What differs between the two is applying the properties, so
/// the difference of the medians over the number of properties is the cost of one.
///
/// One run is `LayoutHost(layout: CompiledLayout(document), frame:)`: flattening the resolved
/// document, as an app does for each NMView it loads, then building the views (each view's
/// properties applied as it is made) and the first layout pass. The host is kept until the clock
/// stops and dropped after, so tearing the views down is not timed.
enum PropertyBenchmark {
    /// The hosts' frame: the layout's design size, so the first pass places every view as written.
    static let hostFrame = Rect(x: 0, y: 0, width: PropertyLayout.size.width, height: PropertyLayout.size.height)

    /// What was measured.
    struct Result {
        /// Views each host built (the root not counted).
        var views: Int
        /// View properties in the layout: what ours applies and the baseline does not.
        var properties: Int
        /// How many views of each class, most first.
        var classes: [(className: String, views: Int)]
        /// Findings the lint of the layout reported (none are errors).
        var findings: Int
        /// Bytes of the compiled JSON that was linted.
        var fileBytes: Int
        /// Timed rounds; each created one host with each contender.
        var rounds: Int
        /// Ours: every property applied; one entry per host created.
        var ours: Measurement
        /// The baseline: no properties; one entry per host created.
        var baseline: Measurement

        /// Ours median over the baseline's: what the properties add to creating the views.
        var ratio: Double { baseline.median > 0 ? ours.median / baseline.median : .infinity }

        /// What one property costs: the difference of the medians over the properties applied.
        var nanosecondsPerProperty: Double {
            properties > 0 ? (ours.median - baseline.median) * 1e9 / Double(properties) : 0
        }
    }

    /// Generates the layout, checks every value against its declared kind and lints the layout
    /// with `pipeline`, checks that every declared property is in it, builds a host of each to
    /// check they have the same views and that only ours has the properties, then times them as
    /// `plan` says. Throws when a check fails.
    static func run(pipeline: PipelineUnderTest, plan: RoundPlan, progress: (String) -> Void) throws(BenchmarkError)
        -> Result
    {
        let generated = PropertyLayout.document()
        try checkKinds(generated.root)
        let bytes: [UInt8]
        do {
            bytes = Array(try generated.compiledJSON())
        } catch {
            throw BenchmarkError("cannot encode the properties layout: \(error)")
        }
        let (linted, findings) = try pipeline.checkedDocument(
            bytes, path: PropertyLayout.path, what: "the properties section's layout")
        // The lint read the values back from the file: the document it resolved is the one timed,
        // and it must be the one generated, so that nothing was lost on the way.
        let document = linted.resolved
        guard document == generated else {
            throw BenchmarkError("the linted properties layout differs from the one generated")
        }
        let bare = PropertyLayout.withoutProperties(document)

        let compiled = CompiledLayout(document)
        let views = compiled.nodes.count
        let properties = compiled.nodes.reduce(0) { $0 + $1.properties.count }
        // A property declared only for a class the mix leaves out would go unmeasured.
        let present = Set(compiled.nodes.flatMap(\.properties.keys))
        let missing = ViewProperty.allCases.map(\.rawValue).filter { !present.contains($0) }
        guard missing.isEmpty else {
            throw BenchmarkError(
                "no view of the properties layout has \(missing.joined(separator: ", ")); add its class to "
                    + "PropertyLayout.leafMix")
        }
        try checkHosts(
            LayoutHost(layout: compiled, frame: hostFrame), LayoutHost(layout: CompiledLayout(bare), frame: hostFrame),
            layout: compiled, properties: properties)

        let clock = ContinuousClock()
        var fastestOurs = Double.infinity
        var fastestBaseline = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            fastestOurs = min(fastestOurs, Measurement.seconds(of: create(document, clock: clock, properties: properties)))
            fastestBaseline = min(fastestBaseline, Measurement.seconds(of: create(bare, clock: clock, properties: 0)))
        }
        // Counted from the slower contender, so it gets its time; both create as many hosts.
        let rounds = plan.rounds(fastestRun: max(fastestOurs, fastestBaseline))
        progress("properties: \(views) views, \(properties) properties, \(rounds) rounds")

        var ours = Measurement()
        var baseline = Measurement()
        for round in 0..<rounds {
            // Alternate the order so neither contender always runs on the other's warm cache.
            if round % 2 == 0 {
                ours.record(create(document, clock: clock, properties: properties))
                baseline.record(create(bare, clock: clock, properties: 0))
            } else {
                baseline.record(create(bare, clock: clock, properties: 0))
                ours.record(create(document, clock: clock, properties: properties))
            }
        }
        return Result(
            views: views, properties: properties, classes: classCounts(compiled), findings: findings,
            fileBytes: bytes.count, rounds: rounds, ours: ours, baseline: baseline)
    }

    /// One timed creation; returns its time. Checks the host after the clock stops: a run that
    /// built fewer views or applied fewer properties cannot pass for a fast one.
    private static func create(_ document: LayoutDocument, clock: ContinuousClock, properties: Int) -> Duration {
        var host: LayoutHost?
        let time = clock.measure { host = LayoutHost(layout: CompiledLayout(document), frame: hostFrame) }
        guard let host else { preconditionFailure("no host was created") }
        precondition(
            host.views.count == host.layout.nodes.count && propertyCount(host) == properties,
            "a host built other views or kept other properties than the checked one")
        return time
    }

    /// Throws unless both hosts built every view of `layout`, the same classes in the same places,
    /// only ours kept the properties, and ours set the ones the headless views model (hidden, alpha,
    /// tag) as the layout says while the baseline's views kept UIKit's defaults.
    private static func checkHosts(_ ours: LayoutHost, _ baseline: LayoutHost, layout: CompiledLayout, properties: Int)
        throws(BenchmarkError)
    {
        let views = layout.nodes.count
        guard ours.views.count == views, baseline.views.count == views else {
            throw BenchmarkError(
                "the hosts built \(ours.views.count) and \(baseline.views.count) views of the layout's \(views)")
        }
        for (index, (mine, other)) in zip(ours.views, baseline.views).enumerated() {
            guard let mine, let other else { throw BenchmarkError("view \(index) was not built") }
            guard mine.className == other.className, mine.frame == other.frame else {
                throw BenchmarkError(
                    "view \(index) (\(mine.id ?? "no id")) is a \(mine.className) at \(mine.frame) in ours and a "
                        + "\(other.className) at \(other.frame) in the baseline")
            }
            let node = layout.nodes[index]
            let applied = mine.isHidden == node[.hidden]?.boolValue && mine.alpha == node[.alpha]?.numberValue
                && Double(mine.tag) == node[.tag]?.numberValue
            guard applied, !other.isHidden, other.alpha == 1, other.tag == 0 else {
                throw BenchmarkError("view \(index) (\(mine.id ?? "no id")) did not get its properties as the layout says")
            }
        }
        guard propertyCount(ours) == properties, propertyCount(baseline) == 0 else {
            throw BenchmarkError(
                "the hosts kept \(propertyCount(ours)) and \(propertyCount(baseline)) properties; expected "
                    + "\(properties) and 0")
        }
    }

    /// Throws unless every property in the tree under `node` has a value of its declared kind.
    private static func checkKinds(_ node: ViewNode) throws(BenchmarkError) {
        for (name, value) in node.properties {
            guard let property = ViewProperty(rawValue: name), property.declaration.kind.accepts(value) else {
                throw BenchmarkError("'\(name)' of \(node.id ?? "a view") has a value its declaration does not accept")
            }
        }
        for subview in node.subviews { try checkKinds(subview) }
    }

    /// The properties the host's views keep, summed.
    private static func propertyCount(_ host: LayoutHost) -> Int {
        host.views.reduce(0) { $0 + ($1?.properties.count ?? 0) }
    }

    /// Views per class, most first (ties by name).
    private static func classCounts(_ layout: CompiledLayout) -> [(className: String, views: Int)] {
        var counts: [String: Int] = [:]
        for node in layout.nodes { counts[node.resolvedClass, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { $0.views != $1.views ? $0.views > $1.views : $0.className < $1.className }
    }
}
