/// The compiled-encode section of the report: the direct writer against `JSONEncoder` on the same
/// resolved document, a row per size. The ratio is informational, so it does not enter the
/// closing verdict.
extension MarkdownReport {
    /// The description and the table.
    func encodeSection() -> [String] {
        guard !encodes.isEmpty else { return ["Not run."] }
        var lines = [
            "Writing the compiled JSON of the generated layout's linted, resolved document, as `nmview compile` and "
                + "`nmview watch --serve` do: ours is `directCompiledJSON()` (`CompiledJSONWriter`, what "
                + "`compiledJSON()` uses), the baseline `foundationCompiledJSON()` (`JSONEncoder` with "
                + "`[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, what `compiledJSON()` was), interleaved. "
                + "Both were checked to write the same bytes before timing, and every run the same number of them.",
            "",
            "| Views | JSON bytes | Rounds | Ours median (ms) | Ours min (ms) | JSONEncoder median (ms) "
                + "| JSONEncoder min (ms) | JSONEncoder / ours | Ours MB/s | Target | Result |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|",
        ]
        for result in encodes {
            let cells = [
                Self.grouped(result.views), Self.grouped(result.jsonBytes), String(result.rounds),
                Self.milliseconds(result.ours.median), Self.milliseconds(result.ours.minimum),
                Self.milliseconds(result.foundation.median), Self.milliseconds(result.foundation.minimum),
                Self.fixed(result.speedup, 2) + "×", Self.fixed(result.ours.megabytesPerSecond(bytes: result.jsonBytes), 1),
                "ours faster (info)",
                result.speedup > 1 ? "info: ours \(Self.fixed(result.speedup, 1))× faster" : "info: ours not faster",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }
}
