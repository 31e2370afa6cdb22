/// The templates section of the report: making copies of a template from memory against reading
/// its file for every copy, a row per contender. The target is informational, so it does not
/// enter the closing verdict.
extension MarkdownReport {
    /// The description and the table.
    func templatesSection() -> [String] {
        guard let templates else { return ["Not run."] }
        let copies = Self.grouped(templates.copies)
        var lines = [
            "\(copies) copies of a \(templates.viewsPerCopy)-view template (`\(TemplateLayout.templateName)` in a "
                + "\(Self.grouped(templates.fileBytes))-byte layout held in memory), kept alive until the clock stops. "
                + "Ours: `TemplateFactory` built once from the linted document, then \(copies) × `instantiate`. "
                + "Reading the file: \(copies) × (`YAMLReader`, `SourceTreeDecoder`, `Resolver`, `TemplateFactory`, "
                + "one `instantiate`), as the original loaded a nib per copy.",
            "",
            "| Contender | Runs | Median per \(copies) copies (ms) | Min (ms) | Per copy (µs) | Reading / ours "
                + "| Target | Result |",
            "|---|---:|---:|---:|---:|---:|:---:|:---:|",
        ]
        let speedup = templates.speedup
        lines.append(
            Self.templateRow(
                "ours: `TemplateFactory.instantiate`", templates.ours, copies: templates.copies, ratio: "—",
                target: "—", result: "—"))
        lines.append(
            Self.templateRow(
                "reading the template's file per copy", templates.baseline, copies: templates.copies,
                ratio: Self.fixed(speedup, 1) + "×", target: "ours faster (info)",
                result: speedup > 1 ? "info: ours \(Self.fixed(speedup, 1))× faster" : "info: ours not faster"))
        return lines
    }

    /// One contender's row.
    private static func templateRow(
        _ name: String, _ measurement: Measurement, copies: Int, ratio: String, target: String, result: String
    ) -> String {
        let perCopy = copies > 0 ? measurement.median / Double(copies) : 0
        let cells = [
            name, String(measurement.seconds.count), milliseconds(measurement.median),
            milliseconds(measurement.minimum), fixed(perCopy * 1e6, perCopy < 1e-4 ? 2 : 1), ratio, target, result,
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
