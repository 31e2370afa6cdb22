import NMViewLint
import NMViewYAML

/// Times what the accessibility audit adds to a lint: `Linter.lint(sources:)` with every rule
/// against the same lint with the `accessibility` group turned off (`--disable accessibility`),
/// on the generated 10,000-view layout in memory, in interleaved rounds as ``PipelineBenchmark``
/// runs them; and, to tell the audit's new rules from the contrast rule that joined the group, the
/// lint without the three new rules alone. Every contender reads, validates, decodes and resolves
/// the same file; the difference is the rules. Runs are timed by the processor time the thread
/// used (``ThreadCPUTime``), not the wall clock: the target is a 10% difference, which the wall
/// clock of a shared machine blurs; and there are at least ``minimumRounds`` rounds.
enum AuditBenchmark {
    /// The layout size the target names.
    static let views = 10_000
    /// Fewest timed rounds: medians of five rounds at high load still wandered by 20%.
    static let minimumRounds = 21

    struct Result {
        var views: Int
        var fileBytes: Int
        /// Findings of each contender: the generated layout lints clean, so both are 0 unless a rule
        /// finds something in it.
        var findingsWith: Int
        var findingsWithout: Int
        var rounds: Int
        /// The lint with every rule.
        var withAudit: Measurement
        /// The lint without the accessibility group.
        var withoutAudit: Measurement
        /// The lint without the group's three rules other than contrast.
        var withoutNewRules: Measurement

        /// With every rule over without the three new ones, medians: what the audit added to a
        /// lint, the figure held to the target.
        var ratio: Double { withoutNewRules.median > 0 ? withAudit.median / withoutNewRules.median : .infinity }
        /// With every rule over without the whole group, medians: what `--disable accessibility`
        /// saves, the contrast rule's cost included; for information.
        var groupRatio: Double { withoutAudit.median > 0 ? withAudit.median / withoutAudit.median : .infinity }
    }

    static func run(plan: RoundPlan, progress: (String) -> Void) throws(BenchmarkError) -> Result {
        let bytes = Array(LayoutGenerator.yaml(views: views).utf8)
        let withAudit: Linter, withoutAudit: Linter, withoutNewRules: Linter
        do {
            withAudit = try Linter()
            withoutAudit = try Linter(rules: try RuleSelection(disabling: [RuleGroup.accessibility.rawValue]))
            withoutNewRules = try Linter(
                rules: try RuleSelection(
                    disabling: ["rule.small-touch-target", "rule.missing-accessibility-label", "rule.duplicate-accessibility-label"]))
        } catch {
            throw BenchmarkError("cannot make the linters: \(error)")
        }
        func lint(_ linter: Linter) -> Int {
            let outcome = linter.lint(sources: [SourceFile(path: ReaderUnderTest.path, bytes: bytes)])
            precondition(outcome.documents.count == 1, "the generated layout did not lint to a document")
            return outcome.report.diagnostics.count
        }
        let findingsWith = lint(withAudit), findingsWithout = lint(withoutAudit)
        var fastest = Double.infinity
        for _ in 0..<plan.warmUpRuns {
            fastest = min(fastest, Measurement.seconds(of: ThreadCPUTime.measure { _ = lint(withAudit) }))
            _ = lint(withoutAudit)
        }
        // A smoke run (`--quick`, 3 rounds at least) keeps its few rounds.
        let rounds = max(plan.rounds(fastestRun: fastest), plan.minimumRounds < RoundPlan.standard.minimumRounds ? 0 : minimumRounds)
        progress("audit: \(views) views: \(findingsWith) findings with the audit, \(findingsWithout) without, \(rounds) rounds")
        let contenders = [withAudit, withoutAudit, withoutNewRules]
        var measured = [Measurement](repeating: Measurement(), count: contenders.count)
        for round in 0..<rounds {
            // Rotate the order so no contender always runs on another's warm cache.
            for step in contenders.indices {
                let contender = (round + step) % contenders.count
                var found = 0
                measured[contender].record(ThreadCPUTime.measure { found = lint(contenders[contender]) })
                precondition(
                    found == (contender == 1 ? findingsWithout : findingsWith) || contender == 2,
                    "round \(round) disagreed with the first")
            }
        }
        return Result(
            views: views, fileBytes: bytes.count, findingsWith: findingsWith, findingsWithout: findingsWithout,
            rounds: rounds, withAudit: measured[0], withoutAudit: measured[1], withoutNewRules: measured[2])
    }
}
