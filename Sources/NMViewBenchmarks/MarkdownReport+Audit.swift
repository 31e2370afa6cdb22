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
                + "with every rule, and with `RuleSelection(disabling: [\"accessibility\"])` (`nmview lint --disable "
                + "accessibility`), in interleaved rounds. Findings: \(audit.findingsWith) with the audit, "
                + "\(audit.findingsWithout) without.",
            "",
            "| Views | Rounds | Without audit median (ms) | With audit median (ms) | Without min (ms) | With min (ms) "
                + "| With / without | Target | Result |",
            "|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|",
            "| " + [
                Self.grouped(audit.views), String(audit.rounds), ms(audit.withoutAudit.median), ms(audit.withAudit.median),
                ms(audit.withoutAudit.minimum), ms(audit.withAudit.minimum), Self.fixed(audit.ratio, 3) + "×",
                "≤ " + Self.fixed(Targets.maxAuditOverhead, 2) + "×", result,
            ].joined(separator: " | ") + " |",
            "",
            "The three new rules alone (contrast kept on in both): without them \(ms(audit.withoutNewRules.median)) ms "
                + "median, \(ms(audit.withoutNewRules.minimum)) ms min; with / without "
                + "\(Self.fixed(audit.newRulesRatio, 3))× (information).",
        ]
    }

    /// The missed audit target, if it was measured and missed.
    func auditMisses() -> [String] {
        guard let audit, audit.ratio > Targets.maxAuditOverhead else { return [] }
        return ["the accessibility audit makes a lint \(Self.fixed(audit.ratio, 3))× as long"]
    }
}
