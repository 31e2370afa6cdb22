import NMViewDiagnostics

/// A semantic check the schema cannot express, with a stable id and a one-line summary.
/// `Docs/Rules.md` is generated from these values (`nmview rules --markdown`).
public struct LintRule: Sendable {
    /// The stable id its findings carry.
    public let id: DiagnosticID
    /// How much its findings matter.
    public let severity: Severity
    /// One sentence: what it catches.
    public let summary: String
    /// The group it belongs to, which a run can turn off as a whole; nil for a rule of its own.
    public let group: RuleGroup?
    /// Finds the problems in one document.
    let check: @Sendable (LintRule, RuleContext) -> [Diagnostic]

    init(
        _ id: DiagnosticID, _ severity: Severity, _ summary: String, group: RuleGroup? = nil,
        check: @escaping @Sendable (LintRule, RuleContext) -> [Diagnostic]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.group = group
        self.check = check
    }

    /// Runs the rule on one document.
    func run(_ context: RuleContext) -> [Diagnostic] { check(self, context) }

    /// A finding of this rule.
    func finding(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [], suggestions: [String] = [])
        -> Diagnostic
    {
        Diagnostic(severity, id, message, at: location, notes: notes, suggestions: suggestions)
    }
}
