import NMViewDiagnostics
import NMViewLint

extension SARIFToolInfo {
    /// nmview as SARIF logs name it: its version and the semantic rules of `Docs/Rules.md`.
    static var nmview: SARIFToolInfo {
        SARIFToolInfo(
            name: "nmview", version: NMViewCommand.version, informationURI: "https://nmview.dev",
            rules: LintRules.all.map { .init(id: $0.id, severity: $0.severity, summary: $0.summary) })
    }
}
