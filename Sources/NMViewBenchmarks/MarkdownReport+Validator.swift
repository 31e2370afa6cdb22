/// The validator section of the report: validation time against the libyaml floor, one row per
/// size, and the schema it was measured with.
extension MarkdownReport {
    /// The schema line and the table.
    func validatorSection() -> [String] {
        var lines: [String] = []
        if let schema {
            lines += [schema.summary, ""]
        }
        lines += [
            "| Views | File bytes | Nodes | Rounds | Floor median (ms) | Floor min (ms) | Validate median (ms) "
                + "| Validate min (ms) | Validate / floor | Target | Result |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|",
        ]
        for result in validations {
            let graded = Targets.isGraded(views: result.views)
            let verdict = graded ? (result.ratio <= Targets.maxValidatorToFloor ? "pass" : "FAIL") : "info"
            let cells = [
                Self.grouped(result.views), Self.grouped(result.fileBytes), Self.grouped(result.nodes),
                String(result.rounds),
                Self.milliseconds(result.floor.median), Self.milliseconds(result.floor.minimum),
                Self.milliseconds(result.validator.median), Self.milliseconds(result.validator.minimum),
                Self.fixed(result.ratio, 2) + "×",
                graded ? "≤ " + Self.fixed(Targets.maxValidatorToFloor, 1) + "×" : "—", verdict,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// One phrase per graded size whose validation missed the target.
    func validatorMisses() -> [String] {
        validations.filter { Targets.isGraded(views: $0.views) && $0.ratio > Targets.maxValidatorToFloor }.map {
            "validation at \(Self.grouped($0.views)) views is \(Self.fixed($0.ratio, 2))× the floor"
        }
    }
}
