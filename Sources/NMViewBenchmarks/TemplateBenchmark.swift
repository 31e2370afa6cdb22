import NMViewEngine
import NMViewModel
import NMViewSourceTree
import NMViewYAML

/// Times making 1,000 copies of a 20-view template two ways, in interleaved rounds:
///
/// - ours: `TemplateFactory` built once from the linted, resolved document (outside the timing),
///   then 1,000 × `instantiate(name)`, each copy built from the flattened template in memory;
/// - the baseline: 1,000 × reading the template's file, as the original loaded a nib per copy:
///   `YAMLReader` on the file's bytes (already in memory: no disk), `SourceTreeDecoder` to the
///   model, `Resolver`, then a `TemplateFactory` from that document and one `instantiate`. No
///   schema validation or rules, which would only make the baseline slower.
///
/// Both keep their 1,000 copies alive until the clock stops, as a screen of cells would, and drop
/// them afterwards.
enum TemplateBenchmark {
    /// Copies made per timed run.
    static let copies = 1_000

    /// What was measured.
    struct Result {
        /// Size of the layout file.
        var fileBytes: Int
        /// Views in one copy.
        var viewsPerCopy: Int
        /// Copies made per run.
        var copies: Int
        /// Timed rounds; each made all copies with each contender.
        var rounds: Int
        /// Ours: one entry per run of `copies` copies.
        var ours: Measurement
        /// The baseline: one entry per run of `copies` copies.
        var baseline: Measurement

        /// Baseline median over ours: how many times faster ours is.
        var speedup: Double { ours.median > 0 ? baseline.median / ours.median : .infinity }
    }

    /// Lints the template layout with `pipeline`, checks that both contenders make the same copy,
    /// then times them as `plan` says. Throws if the layout does not lint cleanly or the copies
    /// differ.
    static func run(pipeline: PipelineUnderTest, plan: RoundPlan, progress: (String) -> Void) throws(BenchmarkError)
        -> Result
    {
        let bytes = Array(TemplateLayout.yaml.utf8)
        let linted = try pipeline.checkedDocument(
            bytes, path: TemplateLayout.path, what: "the templates section's layout"
        ).document
        let factory = TemplateFactory(linted.resolved)
        guard let ourCopy = factory.instantiate(TemplateLayout.templateName) else {
            throw BenchmarkError("the resolved layout has no template '\(TemplateLayout.templateName)'")
        }
        let theirCopy = copyByReadingFile(bytes)
        let expected = outline(of: ourCopy)
        guard viewCount(ourCopy) == TemplateLayout.viewsPerCopy else {
            throw BenchmarkError(
                "a copy of '\(TemplateLayout.templateName)' has \(viewCount(ourCopy)) views, "
                    + "not \(TemplateLayout.viewsPerCopy)")
        }
        guard outline(of: theirCopy) == expected else {
            throw BenchmarkError("reading the file and instantiating from memory made different copies")
        }

        let clock = ContinuousClock()
        var fastestOurs = Double.infinity
        var fastestBaseline = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            fastestOurs = min(fastestOurs, Measurement.seconds(of: runOurs(factory, clock: clock, expected: expected)))
            fastestBaseline = min(
                fastestBaseline, Measurement.seconds(of: runBaseline(bytes, clock: clock, expected: expected)))
        }
        // Counted from the slower contender, so it gets its time; both make as many runs.
        let rounds = plan.rounds(fastestRun: max(fastestOurs, fastestBaseline))
        progress("templates: \(bytes.count)-byte file, \(copies) copies of \(expected.count) views, \(rounds) rounds")

        var ours = Measurement()
        var baseline = Measurement()
        for round in 0..<rounds {
            // Alternate the order so neither contender always runs on the other's warm cache.
            if round % 2 == 0 {
                ours.record(runOurs(factory, clock: clock, expected: expected))
                baseline.record(runBaseline(bytes, clock: clock, expected: expected))
            } else {
                baseline.record(runBaseline(bytes, clock: clock, expected: expected))
                ours.record(runOurs(factory, clock: clock, expected: expected))
            }
        }
        return Result(
            fileBytes: bytes.count, viewsPerCopy: expected.count, copies: copies, rounds: rounds, ours: ours,
            baseline: baseline)
    }

    /// One timed run of ours; returns its time. Checks every copy after the clock stops.
    private static func runOurs(_ factory: TemplateFactory, clock: ContinuousClock, expected: [String]) -> Duration {
        var made: [HeadlessView] = []
        made.reserveCapacity(copies)
        let time = clock.measure {
            for _ in 0..<copies {
                guard let copy = factory.instantiate(TemplateLayout.templateName) else {
                    preconditionFailure("the template disappeared from the factory")
                }
                made.append(copy)
            }
        }
        check(made, expected: expected)
        return time
    }

    /// One timed run of the baseline; returns its time. Checks every copy after the clock stops.
    private static func runBaseline(_ bytes: [UInt8], clock: ContinuousClock, expected: [String]) -> Duration {
        var made: [HeadlessView] = []
        made.reserveCapacity(copies)
        let time = clock.measure {
            for _ in 0..<copies {
                made.append(copyByReadingFile(bytes))
            }
        }
        check(made, expected: expected)
        return time
    }

    /// The baseline's one copy: read, decode, resolve, flatten, instantiate. Traps on any failure,
    /// so a baseline that stopped early cannot make ours look slow.
    static func copyByReadingFile(_ bytes: [UInt8]) -> HeadlessView {
        let result = YAMLReader().read(SourceFile(path: TemplateLayout.path, bytes: bytes))
        guard result.succeeded, let tree = result.tree else {
            preconditionFailure("the reader failed on the template layout")
        }
        let document: LayoutDocument
        do {
            document = try SourceTreeDecoder().decode(LayoutDocument.self, from: tree.root)
        } catch {
            preconditionFailure("decoding the template layout failed: \(error)")
        }
        let (resolved, problems) = Resolver().resolve(document, name: document.viewClass ?? TemplateLayout.viewClass)
        precondition(problems.isEmpty, "resolving the template layout found problems")
        guard let copy = TemplateFactory(resolved).instantiate(TemplateLayout.templateName) else {
            preconditionFailure("the template layout lost its template")
        }
        return copy
    }

    /// Traps unless there are `copies` copies, each shaped as `expected` says (compared by view
    /// count; the full outline was compared once before timing).
    private static func check(_ made: [HeadlessView], expected: [String]) {
        precondition(made.count == copies, "a run made \(made.count) copies")
        for copy in made {
            precondition(viewCount(copy) == expected.count, "a copy has the wrong number of views")
        }
    }

    /// Every view of a copy, depth first: class, id and frame, to compare two copies.
    static func outline(of view: HeadlessView) -> [String] {
        ["\(view.className) \(view.id ?? "-") \(view.frame)"] + view.subviews.flatMap { outline(of: $0) }
    }

    /// The views in a copy, its container included.
    static func viewCount(_ view: HeadlessView) -> Int {
        view.subviews.reduce(1) { $0 + viewCount($1) }
    }
}
