import Foundation

/// The lint section of the report: the whole `nmview lint` process against `check-jsonschema`
/// on the same file, a row per program, and a line for each row that was skipped.
extension MarkdownReport {
    /// The description, the table and the skipped-row lines.
    func lintSection() -> [String] {
        guard let lint else { return ["Not run."] }
        var lines = [
            "\(Self.grouped(lint.views)) views, \(Self.grouped(lint.fileBytes)) bytes, in a temporary file; wall time "
                + "of each whole process, start to exit.",
        ]
        if let schema {
            lines += ["", schema.summary]
        }
        var rows: [String] = []
        if let nmview = lint.nmview {
            rows.append(Self.row(command: "`nmview lint --quiet FILE`", nmview, ratio: "—", target: "—", result: "—"))
        }
        if let checker = lint.checker, let speedup = lint.speedup {
            rows.append(
                Self.row(
                    command: "`check-jsonschema --schemafile Schemas/nmview.schema.json FILE`", checker,
                    ratio: Self.fixed(speedup, 0) + "×", target: "≥ " + Self.fixed(Targets.minLintSpeedup, 0) + "×",
                    result: speedup >= Targets.minLintSpeedup ? "pass" : "FAIL"))
        }
        if !rows.isEmpty {
            lines += [
                "",
                "| Command | Runs | Median (s) | Min (s) | Check-jsonschema / nmview | Target | Result |",
                "|---|---:|---:|---:|---:|:---:|:---:|",
            ] + rows
        }
        if !lint.skipped.isEmpty {
            lines.append("")
            lines += lint.skipped.map { "- " + $0.replacingOccurrences(of: "\n", with: "\n  ") }
        }
        return lines
    }

    /// One program's row.
    private static func row(
        command: String, _ measurement: Measurement, ratio: String, target: String, result: String
    ) -> String {
        let seconds = { (value: Double) in fixed(value, value < 1 ? 3 : 2) }
        let cells = [
            command, String(measurement.seconds.count), seconds(measurement.median), seconds(measurement.minimum),
            ratio, target, result,
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// The missed lint target, if it was measured and missed.
    func lintMisses() -> [String] {
        guard let speedup = lint?.speedup, speedup < Targets.minLintSpeedup else { return [] }
        return ["nmview lint is only \(Self.fixed(speedup, 0))× faster than check-jsonschema"]
    }

    /// The lint target, when it could not be measured, with the reason.
    func lintUnmeasured() -> [String] {
        guard sections.contains(.lint), let lint, lint.speedup == nil else { return [] }
        return ["the lint speed-up over check-jsonschema (see the skipped rows)"]
    }
}
