import Foundation
import NMViewModel

/// Times writing a layout's compiled JSON: the direct writer `compiledJSON()` uses against
/// Foundation's `JSONEncoder` with the same options (the baseline, and what the writer must match
/// byte for byte), on the resolved document of a generated layout, in interleaved rounds
/// alternating which goes first. This is the encoding `nmview compile` does for each file and
/// `nmview watch --serve` does on the first request for a layout after a save.
enum CompiledEncodeBenchmark {
    /// The generated layouts measured, whatever `--sizes` says: the live reload's 1,000 views and
    /// ten times that.
    static let sizes = [1_000, 10_000]

    /// The timings for one size.
    struct Result {
        /// Views in the generated layout.
        var views: Int
        /// Size of the compiled JSON, the same from both.
        var jsonBytes: Int
        /// Timed rounds; each ran both contenders once.
        var rounds: Int
        /// `directCompiledJSON()`: the writer alone, without the fallback.
        var ours: Measurement
        /// `foundationCompiledJSON()`: `JSONEncoder`, pretty-printed, sorted keys, unescaped slashes.
        var foundation: Measurement

        /// `JSONEncoder` median over ours: how many times faster the writer is.
        var speedup: Double { ours.median > 0 ? foundation.median / ours.median : 0 }
    }

    /// Measures both contenders on `document`, the resolved document of a generated layout of
    /// `views` views, as `plan` says. Throws unless the writer writes the document itself and
    /// its bytes are `JSONEncoder`'s.
    static func run(
        views: Int, document: LayoutDocument, plan: RoundPlan, progress: (String) -> Void
    ) throws(BenchmarkError) -> Result {
        let expected: Data
        do {
            expected = try document.foundationCompiledJSON()
        } catch {
            throw BenchmarkError("JSONEncoder cannot encode the generated \(views)-view layout: \(error)")
        }
        // The writer must do the work itself, or the fallback would time JSONEncoder twice, and
        // write the same bytes, or it would be timed doing something else.
        guard let direct = document.directCompiledJSON() else {
            throw BenchmarkError("the writer leaves the generated \(views)-view layout to JSONEncoder")
        }
        guard direct == expected else {
            throw BenchmarkError("the writer's JSON of the generated \(views)-view layout differs from JSONEncoder's")
        }
        let clock = ContinuousClock()
        var fastestOurs = Double.infinity
        var fastestFoundation = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            var sizes = (0, 0)
            let oursTime = clock.measure { sizes.0 = writeDirectly(document) }
            let foundationTime = clock.measure { sizes.1 = encodeWithFoundation(document) }
            precondition(sizes == (expected.count, expected.count), "a warm-up run wrote other bytes")
            fastestOurs = min(fastestOurs, Measurement.seconds(of: oursTime))
            fastestFoundation = min(fastestFoundation, Measurement.seconds(of: foundationTime))
        }
        // The slower contender's time sets the rounds, as in the other sections.
        let rounds = plan.rounds(fastestRun: max(fastestOurs, fastestFoundation))
        progress("compiled-encode: \(views) views: \(expected.count) bytes of compiled JSON, \(rounds) rounds")

        var ours = Measurement()
        var foundation = Measurement()
        for round in 0..<rounds {
            var sizes = (0, 0)
            // Alternate the order so neither contender always runs on the other's warm cache.
            if round % 2 == 0 {
                ours.record(clock.measure { sizes.0 = writeDirectly(document) })
                foundation.record(clock.measure { sizes.1 = encodeWithFoundation(document) })
            } else {
                foundation.record(clock.measure { sizes.1 = encodeWithFoundation(document) })
                ours.record(clock.measure { sizes.0 = writeDirectly(document) })
            }
            precondition(sizes == (expected.count, expected.count), "round \(round) wrote other bytes")
        }
        return Result(views: views, jsonBytes: expected.count, rounds: rounds, ours: ours, foundation: foundation)
    }

    /// The writer's JSON of `document`, and its size, which is checked and keeps the work alive;
    /// traps if the writer declines the document it wrote before.
    private static func writeDirectly(_ document: LayoutDocument) -> Int {
        guard let data = document.directCompiledJSON() else {
            preconditionFailure("the writer declined a document it wrote before")
        }
        return data.count
    }

    /// `JSONEncoder`'s JSON of `document`, and its size; traps if it fails on what it encoded before.
    private static func encodeWithFoundation(_ document: LayoutDocument) -> Int {
        do {
            return try document.foundationCompiledJSON().count
        } catch {
            preconditionFailure("JSONEncoder failed on a document it encoded before: \(error)")
        }
    }
}
