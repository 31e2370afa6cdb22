/// The output formats a command can report its findings in.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `path:line:column: error: message [id]` with a source excerpt, for people and editors.
    case text
    /// One JSON document with sorted keys, for scripts.
    case json
    /// GitHub Actions workflow commands (`::error file=…::`), for annotations on pull requests.
    case github
    /// A SARIF 2.1.0 log, for code-scanning services and SARIF viewers.
    case sarif
}
