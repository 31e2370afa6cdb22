/// The reload section of the report: what an app does with a live-reload save, in place against
/// a new host, and what decoding the served JSON costs before it. Informational.
extension MarkdownReport {
    /// The description and the table.
    func reloadSection() -> [String] {
        guard let reload else { return ["Not run."] }
        let speedup = reload.speedup
        return [
            "The generated \(Self.grouped(reload.views))-view layout in two versions that differ in one label's text, as "
                + "two saves do, \(reload.rounds) interleaved rounds. Ours: `LayoutHost.reload` of the other version (views "
                + "kept by id, only what changed set, kept views left in their superviews). Baseline: a new `LayoutHost` of "
                + "it. Arrival: `LayoutDocument(compiledJSON:)` and `CompiledLayout` of the "
                + "\(Self.grouped(reload.jsonBytes))-byte JSON the preview serves, which the client does before either.",
            "",
            "| What | Runs | Median (ms) | Min (ms) | New host / ours | Target | Result |",
            "|---|---:|---:|---:|---:|:---:|:---:|",
            Self.reloadRow("ours: `reload` in place", reload.ours, ratio: "—", result: "—"),
            Self.reloadRow(
                "baseline: a new host", reload.baseline, ratio: Self.fixed(speedup, 1) + "×",
                result: speedup > 1 ? "info: ours \(Self.fixed(speedup, 1))× faster" : "info: ours not faster"),
            Self.reloadRow("arrival: decode and flatten the JSON", reload.arrival, ratio: "—", result: "info"),
        ]
    }

    private static func reloadRow(_ name: String, _ measurement: Measurement, ratio: String, result: String) -> String {
        let cells = [
            name, String(measurement.seconds.count), milliseconds(measurement.median), milliseconds(measurement.minimum), ratio,
            "—", result,
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
