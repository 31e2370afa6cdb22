/// The findings of one run over some files, ready to render.
public struct DiagnosticReport: Sendable, Codable, Equatable {
    /// Every finding, sorted by location.
    public var diagnostics: [Diagnostic]
    /// How many files were checked.
    public var fileCount: Int

    /// A report of `diagnostics` (sorted here) over `fileCount` files.
    public init(diagnostics: [Diagnostic], fileCount: Int) {
        self.diagnostics = diagnostics.sorted()
        self.fileCount = fileCount
    }

    /// How many findings have `severity`.
    public func count(of severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// One line such as `2 errors, 1 warning in 3 files`.
    public var summary: String {
        let errors = count(of: .error)
        let warnings = count(of: .warning)
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        if errors == 0 && warnings == 0 {
            return "no problems in \(plural(fileCount, "file"))"
        }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(fileCount, "file"))"
    }
}
