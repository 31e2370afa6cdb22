import NMViewDiagnostics

/// The result of a lint run: the report and the text of every file it mentions, for excerpts.
public struct LintOutcome: Sendable {
    /// Every finding of the run.
    public var report: DiagnosticReport
    /// Source text of the files with findings, by path.
    public var sources: [String: SourceText]

    /// An outcome of a report and the sources it refers to.
    public init(report: DiagnosticReport, sources: [String: SourceText]) {
        self.report = report
        self.sources = sources
    }

    /// Whether the run fails: any error, or with `strict` any warning.
    public func fails(strict: Bool) -> Bool {
        report.count(of: .error) > 0 || (strict && report.count(of: .warning) > 0)
    }
}
