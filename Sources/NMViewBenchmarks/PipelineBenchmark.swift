/// Times the whole lint pipeline against the libyaml floor on one layout: rounds run the floor on
/// the file's bytes and `Linter.lint(sources:)` on the same bytes back to back, alternating which
/// goes first, as ``ReaderBenchmark`` does. The ratio says what a lint costs in the unit every lint
/// pays anyway, parsing the file, so it does not depend on the machine.
enum PipelineBenchmark {
    /// The timings for one size.
    struct Result {
        /// Views in the generated layout.
        var views: Int
        /// How the generated views sit in their parents; only clean layouts are held to the target.
        var shape = LayoutGenerator.Shape.clean
        /// Size of the layout file.
        var fileBytes: Int
        /// Findings of every lint (warnings only; a lint with errors stops the run).
        var findings: Int
        /// Timed rounds; each ran both contenders once.
        var rounds: Int
        /// libyaml's event parse of the file, nothing built.
        var floor: Measurement
        /// `Linter.lint(sources:)`: read, validate, decode, resolve, rules.
        var pipeline: Measurement

        /// Lint median over floor median: the figure held to the target.
        var ratio: Double { floor.median > 0 ? pipeline.median / floor.median : .infinity }
    }

    /// Measures both contenders on `bytes`, a layout of `views` views that `pipeline` has already
    /// linted cleanly with `expectedFindings` findings, as `plan` says; `progress` receives short
    /// status lines.
    static func run(
        views: Int, bytes: [UInt8], pipeline: PipelineUnderTest, expectedFindings: Int, plan: RoundPlan,
        progress: (String) -> Void
    ) -> Result {
        let clock = ContinuousClock()
        // The counts are checked against the first run's, which also keeps every run's work alive.
        let expectedEvents = LibYAMLFloor.parse(bytes)
        var fastestFloor = Double.infinity
        var fastestLint = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            var events = 0
            var findings = 0
            let floorTime = clock.measure { events = LibYAMLFloor.parse(bytes) }
            let lintTime = clock.measure { findings = pipeline.lint(bytes) }
            precondition(
                events == expectedEvents && findings == expectedFindings, "a warm-up run disagreed with the first")
            fastestFloor = min(fastestFloor, Measurement.seconds(of: floorTime))
            fastestLint = min(fastestLint, Measurement.seconds(of: lintTime))
        }
        // Counted from the slower contender (the lint), so that it gets its time and the floor as
        // many runs, instead of the floor driving the lint to hundreds of multi-second rounds.
        let rounds = plan.rounds(fastestRun: max(fastestFloor, fastestLint))
        progress("pipeline: \(views) views: \(expectedFindings) findings (warnings), \(rounds) rounds")

        var floor = Measurement()
        var lint = Measurement()
        for round in 0..<rounds {
            var events = 0
            var findings = 0
            // Alternate the order so neither contender always runs on the other's warm cache.
            if round % 2 == 0 {
                floor.record(clock.measure { events = LibYAMLFloor.parse(bytes) })
                lint.record(clock.measure { findings = pipeline.lint(bytes) })
            } else {
                lint.record(clock.measure { findings = pipeline.lint(bytes) })
                floor.record(clock.measure { events = LibYAMLFloor.parse(bytes) })
            }
            precondition(
                events == expectedEvents && findings == expectedFindings, "round \(round) disagreed with the first")
        }
        return Result(
            views: views, fileBytes: bytes.count, findings: expectedFindings, rounds: rounds, floor: floor,
            pipeline: lint)
    }
}
