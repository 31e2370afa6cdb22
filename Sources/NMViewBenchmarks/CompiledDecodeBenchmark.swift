import Foundation
import NMViewLint
import NMViewModel

/// Times decoding a layout's compiled JSON (what an app ships and loads) against reading its YAML
/// into the model (what a tool does), on the same layout, in interleaved rounds alternating which
/// goes first. The claim is that compiling pays: the app's load is faster than a read.
enum CompiledDecodeBenchmark {
    /// The timings for one size.
    struct Result {
        /// Views in the generated layout.
        var views: Int
        /// Size of the YAML file.
        var yamlBytes: Int
        /// Size of the compiled JSON (`compiledJSON()`: pretty-printed, sorted keys).
        var jsonBytes: Int
        /// Timed rounds; each ran every contender once.
        var rounds: Int
        /// `YAMLReader` then `SourceTreeDecoder` to a `LayoutDocument`.
        var yaml: Measurement
        /// `LayoutDocument(compiledJSON:)`.
        var json: Measurement
        /// `JSONDecoder().decode(LayoutDocument.self, from:)`, for information.
        var foundation: Measurement

        /// `JSONDecoder` median over YAML median.
        var foundationRatio: Double { yaml.median > 0 ? foundation.median / yaml.median : .infinity }

        /// JSON median over YAML median: the figure held to the target.
        var ratio: Double { yaml.median > 0 ? json.median / yaml.median : .infinity }
    }

    /// Measures both contenders for `bytes`, a layout of `views` views, and `linted`, what the
    /// linter made of it (the compiled JSON is produced once from its resolved document), as
    /// `plan` says. Throws if either contender's model differs from the linter's before timing.
    static func run(
        views: Int, bytes: [UInt8], linted: LintedDocument, plan: RoundPlan, progress: (String) -> Void
    ) throws(BenchmarkError) -> Result {
        let json: Data
        do {
            json = try linted.resolved.compiledJSON()
        } catch {
            throw BenchmarkError("cannot compile the generated \(views)-view layout to JSON: \(error)")
        }
        // Each contender must produce the very model the pipeline does, or one of them would be
        // timed doing less work: the YAML gives the authored document, the JSON the resolved one.
        guard ModelLoadUnderTest.documentFromYAML(bytes) == linted.document else {
            throw BenchmarkError("reading the \(views)-view YAML gave another model than the linter decoded")
        }
        guard ModelLoadUnderTest.documentFromJSON(json) == linted.resolved,
            ModelLoadUnderTest.documentFromFoundation(json) == linted.resolved
        else {
            throw BenchmarkError("the \(views)-view compiled JSON decodes to another model than it was encoded from")
        }
        let clock = ContinuousClock()
        let expectedYAML = ModelLoadUnderTest.fromYAML(bytes)
        let expectedJSON = ModelLoadUnderTest.fromJSON(json)
        var fastestYAML = Double.infinity
        var fastestJSON = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            var yamlShape = 0
            var jsonShape = 0
            let yamlTime = clock.measure { yamlShape = ModelLoadUnderTest.fromYAML(bytes) }
            let jsonTime = clock.measure { jsonShape = ModelLoadUnderTest.fromJSON(json) }
            precondition(
                yamlShape == expectedYAML && jsonShape == expectedJSON, "a warm-up run disagreed with the first")
            fastestYAML = min(fastestYAML, Measurement.seconds(of: yamlTime))
            fastestJSON = min(fastestJSON, Measurement.seconds(of: jsonTime))
        }
        // The slower contender's time sets the rounds, as in the validator section.
        let rounds = plan.rounds(fastestRun: max(fastestYAML, fastestJSON))
        progress("pipeline: \(views) views: \(json.count) bytes of compiled JSON, \(rounds) decode rounds")

        var yaml = Measurement()
        var decode = Measurement()
        var foundation = Measurement()
        for round in 0..<rounds {
            var shapes = [0, 0, 0]
            let contenders: [() -> Void] = [
                { yaml.record(clock.measure { shapes[0] = ModelLoadUnderTest.fromYAML(bytes) }) },
                { decode.record(clock.measure { shapes[1] = ModelLoadUnderTest.fromJSON(json) }) },
                { foundation.record(clock.measure { shapes[2] = ModelLoadUnderTest.fromFoundation(json) }) },
            ]
            // Rotate the order so no contender always runs on another's warm cache.
            for offset in 0..<contenders.count { contenders[(round + offset) % contenders.count]() }
            precondition(
                shapes == [expectedYAML, expectedJSON, expectedJSON], "round \(round) disagreed with the first")
        }
        return Result(
            views: views, yamlBytes: bytes.count, jsonBytes: json.count, rounds: rounds, yaml: yaml, json: decode,
            foundation: foundation)
    }
}
