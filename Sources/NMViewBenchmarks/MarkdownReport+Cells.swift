/// The cells section of the report: a cell read from its compiled file, built from the layout in
/// memory, and handed out again by reuse, a row each, in µs per cell. Informational, so it does
/// not enter the closing verdict.
extension MarkdownReport {
    /// The description and the table.
    func cellsSection() -> [String] {
        guard let cells else { return ["Not run."] }
        let count = Self.grouped(cells.cells)
        var lines = [
            "\(count) cells of a \(cells.viewsPerCell)-view layout (the templates section's `messageCell`, compiled: "
                + "\(Self.grouped(cells.fileBytes)) bytes held in memory), kept alive until the clock stops. "
                + "Reading: `LayoutDocument(compiledJSON:)`, `CompiledLayout`, `HeadlessCell` per cell, as a nib per cell. "
                + "Building: `HeadlessCell` from the one `CompiledLayout`. Reusing: \(count) dequeues from a "
                + "`HeadlessReuseQueue` with \(CellBenchmark.onScreen) rows on screen.",
            "",
            "| Contender | Runs | Median per \(count) cells (ms) | Min (ms) | Per cell (µs) | Target | Result |",
            "|---|---:|---:|---:|---:|:---:|:---:|",
        ]
        let building = cells.building.median
        lines.append(Self.cellRow("reading the compiled file per cell", cells.reading, cells: cells.cells, target: "—", result: "—"))
        lines.append(Self.cellRow("building from the layout in memory", cells.building, cells: cells.cells, target: "—", result: "—"))
        let reuseShare = building > 0 ? cells.reusing.median / building : 0
        lines.append(
            Self.cellRow(
                "dequeuing with reuse", cells.reusing, cells: cells.cells, target: "≪ building (info)",
                result: "info: \(Self.fixed(reuseShare * 100, 1))% of building"))
        return lines
    }

    /// One contender's row.
    private static func cellRow(_ name: String, _ measurement: Measurement, cells: Int, target: String, result: String)
        -> String
    {
        let perCell = cells > 0 ? measurement.median / Double(cells) : 0
        let columns = [
            name, String(measurement.seconds.count), milliseconds(measurement.median), milliseconds(measurement.minimum),
            fixed(perCell * 1e6, perCell < 1e-4 ? 2 : 1), target, result,
        ]
        return "| " + columns.joined(separator: " | ") + " |"
    }
}
