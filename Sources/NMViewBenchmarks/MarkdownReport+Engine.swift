/// The engine section of the report: switching layouts on the generated tree, ours against the
/// original's way, a row per contender.
extension MarkdownReport {
    /// The description, the table and the frame-computation line.
    func engineSection() -> [String] {
        guard let engine else { return ["Not run."] }
        let frame = EngineBenchmark.hostFrame
        var lines = [
            "\(Self.grouped(engine.views)) views (the root not counted) in hosts of "
                + "\(Self.fixed(frame.width, 0)) × \(Self.fixed(frame.height, 0)); "
                + "\(Self.grouped(engine.changedViews)) of them have another frame in the landscape layout. "
                + "One switch is one `applyLayout` call, to landscape and back alternately, each timed on its own; "
                + "both trees were checked to hold the same frames after every switch to each layout.",
            "",
            "| Contender | Switches | Median (µs) | Min (µs) | ns per view | Views moved per switch | Baseline / ours "
                + "| Target | Result |",
            "|---|---:|---:|---:|---:|---:|---:|:---:|:---:|",
        ]
        let speedup = engine.speedup
        lines.append(
            Self.engineRow(
                "ours: `LayoutHost.applyLayout` (diff of cached frame tables)", engine.ours, engine: engine,
                moved: engine.oursTouched, ratio: "—", target: "—", result: "—"))
        lines.append(
            Self.engineRow(
                "original's way: `[ObjectIdentifier: Rect]` + walk by class name", engine.baseline, engine: engine,
                moved: engine.baselineTouched, ratio: Self.fixed(speedup, 1) + "×",
                target: "≥ " + Self.fixed(Targets.minEngineSpeedup, 0) + "×",
                result: speedup >= Targets.minEngineSpeedup ? "pass" : "FAIL"))
        let computation = engine.frameComputation
        if !computation.seconds.isEmpty {
            lines += [
                "",
                "Not in the timed switches: computing the landscape layout's frames for a size (ours does it at the "
                    + "first switch to a layout at new bounds, then caches them) took "
                    + Self.microseconds(computation.median) + " µs (median of \(computation.seconds.count)).",
            ]
        }
        return lines
    }

    /// One contender's row.
    private static func engineRow(
        _ name: String, _ measurement: Measurement, engine: EngineBenchmark.Result, moved: Int, ratio: String,
        target: String, result: String
    ) -> String {
        let share = engine.views > 0 ? Double(moved) * 100 / Double(engine.views) : 0
        let cells = [
            name, grouped(measurement.seconds.count), microseconds(measurement.median),
            microseconds(measurement.minimum), fixed(engine.nanosecondsPerView(measurement), 2),
            "\(grouped(moved)) of \(grouped(engine.views)) (\(fixed(share, 1))%)", ratio, target, result,
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// Seconds as microseconds, with one decimal below 1 ms.
    static func microseconds(_ seconds: Double) -> String {
        fixed(seconds * 1e6, seconds < 0.001 ? 1 : 0)
    }

    /// Whether the engine's target counts in the verdict: the section ran and was measured.
    var engineGradedCount: Int {
        sections.contains(.engine) && engine != nil ? 1 : 0
    }

    /// The missed engine target, if it was missed.
    func engineMisses() -> [String] {
        guard let speedup = engine?.speedup, speedup < Targets.minEngineSpeedup else { return [] }
        return ["switching layouts is only \(Self.fixed(speedup, 1))× faster than the original's way"]
    }
}
