/// Times the reader against the libyaml floor on one layout: warm-up, then rounds that run both on
/// the same bytes, alternating which goes first, so that whatever else the shared machine is doing
/// at a given moment slows both alike and cancels out of the ratio.
enum ReaderBenchmark {
    /// The timings for one size.
    struct Result {
        /// Views in the generated layout.
        var views: Int
        /// Size of the layout file.
        var fileBytes: Int
        /// Timed rounds; each ran both contenders once.
        var rounds: Int
        /// libyaml's event parse, nothing built.
        var floor: Measurement
        /// `YAMLReader` to a finished tree.
        var reader: Measurement

        /// Reader median over floor median: the figure held to the target.
        var ratio: Double { floor.median > 0 ? reader.median / floor.median : .infinity }
    }

    /// Measures both contenders on `bytes`, a layout of `views` views, as `plan` says; `progress`
    /// receives short status lines.
    static func run(views: Int, bytes: [UInt8], plan: RoundPlan, progress: (String) -> Void) -> Result {
        let clock = ContinuousClock()
        // The counts are checked against the first run's, which also keeps every run's work alive.
        let expectedEvents = LibYAMLFloor.parse(bytes)
        let expectedNodes = ReaderUnderTest.read(bytes)
        var fastestWarmUp = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            var events = 0
            var nodes = 0
            let floorTime = clock.measure { events = LibYAMLFloor.parse(bytes) }
            let readerTime = clock.measure { nodes = ReaderUnderTest.read(bytes) }
            precondition(events == expectedEvents && nodes == expectedNodes, "a warm-up run disagreed with the first")
            fastestWarmUp = min(fastestWarmUp, Measurement.seconds(of: floorTime), Measurement.seconds(of: readerTime))
        }
        let rounds = plan.rounds(fastestRun: fastestWarmUp)
        progress("\(views) views: \(expectedEvents) events, \(expectedNodes) nodes, \(rounds) rounds")

        var floor = Measurement()
        var reader = Measurement()
        for round in 0..<rounds {
            var events = 0
            var nodes = 0
            // Alternate the order so neither contender always runs on the other's warm cache.
            if round % 2 == 0 {
                floor.record(clock.measure { events = LibYAMLFloor.parse(bytes) })
                reader.record(clock.measure { nodes = ReaderUnderTest.read(bytes) })
            } else {
                reader.record(clock.measure { nodes = ReaderUnderTest.read(bytes) })
                floor.record(clock.measure { events = LibYAMLFloor.parse(bytes) })
            }
            precondition(events == expectedEvents && nodes == expectedNodes, "round \(round) disagreed with the first")
        }
        return Result(views: views, fileBytes: bytes.count, rounds: rounds, floor: floor, reader: reader)
    }
}
