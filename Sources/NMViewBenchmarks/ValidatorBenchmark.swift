import NMViewSourceTree

/// Times schema validation against the libyaml floor on one layout: the layout is read into a tree
/// once, then rounds run the floor on the file's bytes and `validate` on the tree back to back,
/// alternating which goes first, as ``ReaderBenchmark`` does. The ratio says what validating adds
/// to a lint, measured in the unit every lint pays anyway: parsing the file.
enum ValidatorBenchmark {
    /// The timings for one size.
    struct Result {
        /// Views in the generated layout.
        var views: Int
        /// Size of the layout file.
        var fileBytes: Int
        /// Nodes in the tree that was validated.
        var nodes: Int
        /// Timed rounds; each ran both contenders once.
        var rounds: Int
        /// libyaml's event parse of the file, nothing built.
        var floor: Measurement
        /// `SchemaValidator.validate` on the tree, findings collected.
        var validator: Measurement

        /// Validation median over floor median: the figure held to the target.
        var ratio: Double { floor.median > 0 ? validator.median / floor.median : .infinity }
    }

    /// Measures both contenders on `bytes`, a layout of `views` views, as `plan` says; `progress`
    /// receives short status lines. Throws if the layout is not valid against the schema.
    static func run(
        views: Int, bytes: [UInt8], validator: ValidatorUnderTest, plan: RoundPlan, progress: (String) -> Void
    ) throws(BenchmarkError) -> Result {
        let clock = ContinuousClock()
        let tree = ReaderUnderTest.tree(of: bytes)
        try validator.checkValid(tree, views: views)
        // The counts are checked against the first run's, which also keeps every run's work alive.
        let expectedEvents = LibYAMLFloor.parse(bytes)
        let expectedFindings = validator.validate(tree)
        var fastestFloor = Double.infinity
        var fastestValidation = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            var events = 0
            var findings = 0
            let floorTime = clock.measure { events = LibYAMLFloor.parse(bytes) }
            let validatorTime = clock.measure { findings = validator.validate(tree) }
            precondition(
                events == expectedEvents && findings == expectedFindings, "a warm-up run disagreed with the first")
            fastestFloor = min(fastestFloor, Measurement.seconds(of: floorTime))
            fastestValidation = min(fastestValidation, Measurement.seconds(of: validatorTime))
        }
        // Rounds are counted from the slower contender (normally the floor), so that a validator
        // far faster than the floor does not drive the floor to thousands of rounds: the slower
        // gets its time and the faster as many runs.
        let rounds = plan.rounds(fastestRun: max(fastestFloor, fastestValidation))
        progress("\(views) views: \(tree.nodeCount) nodes, \(expectedFindings) findings, \(rounds) rounds")

        var floor = Measurement()
        var validation = Measurement()
        for round in 0..<rounds {
            var events = 0
            var findings = 0
            // Alternate the order so neither contender always runs on the other's warm cache.
            if round % 2 == 0 {
                floor.record(clock.measure { events = LibYAMLFloor.parse(bytes) })
                validation.record(clock.measure { findings = validator.validate(tree) })
            } else {
                validation.record(clock.measure { findings = validator.validate(tree) })
                floor.record(clock.measure { events = LibYAMLFloor.parse(bytes) })
            }
            precondition(
                events == expectedEvents && findings == expectedFindings, "round \(round) disagreed with the first")
        }
        return Result(
            views: views, fileBytes: bytes.count, nodes: tree.nodeCount, rounds: rounds, floor: floor,
            validator: validation)
    }
}
