/// The audit section of the report: a lint with every rule against one with the accessibility
/// group off, on the 10,000-view layout.
extension MarkdownReport {
    /// The description and the table.
    func auditSection() -> [String] {
        guard let audit else { return ["Not run."] }
        let ms = { (value: Double) in Self.milliseconds(value) }
        let result = audit.ratio <= Targets.maxAuditOverhead ? "pass" : "FAIL"
        return [
            "\(Self.grouped(audit.views)) views, \(Self.grouped(audit.fileBytes)) bytes in memory: `Linter.lint(sources:)` "
                + "with every rule; without the audit's three rules (the lint before the audit, contrast included); and "
                + "with `RuleSelection(disabling: [\"accessibility\"])` (`nmview lint --disable accessibility`), in "
                + "interleaved rounds timed by the thread's processor time (CPU ms). Findings: \(audit.findingsWith) "
                + "with the audit, \(audit.findingsWithout) without the group.",
            "",
            "| Views | Rounds | Before the audit median (CPU ms) | With the audit median (CPU ms) | Before min (CPU ms) "
                + "| With min (CPU ms) | With / before | Target | Result |",
            "|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|",
            "| " + [
                Self.grouped(audit.views), String(audit.rounds), ms(audit.withoutNewRules.median), ms(audit.withAudit.median),
                ms(audit.withoutNewRules.minimum), ms(audit.withAudit.minimum), Self.fixed(audit.ratio, 3) + "×",
                "≤ " + Self.fixed(Targets.maxAuditOverhead, 2) + "×", result,
            ].joined(separator: " | ") + " |",
            "",
            "The whole group, contrast included (`--disable accessibility`): without it \(ms(audit.withoutAudit.median)) "
                + "CPU ms median, \(ms(audit.withoutAudit.minimum)) CPU ms min; with / without "
                + "\(Self.fixed(audit.groupRatio, 3))× (information).",
        ]
    }

    /// The missed audit target, if it was measured and missed.
    func auditMisses() -> [String] {
        guard let audit, audit.ratio > Targets.maxAuditOverhead else { return [] }
        return ["the accessibility audit makes a lint \(Self.fixed(audit.ratio, 3))× as long as before it"]
    }
}
