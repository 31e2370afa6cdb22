import NMViewDiagnostics
import NMViewSourceTree
import NMViewYAML

/// Checks layout files and gathers every finding into one report.
///
/// In this version a file is checked for well-formedness: it must read as exactly one YAML or JSON
/// document within the reader's limits, with unique keys.
public struct Linter: Sendable {
    /// Bounds applied to each file read.
    public var limits: ReaderLimits

    /// A linter with the given reader limits.
    public init(limits: ReaderLimits = .default) {
        self.limits = limits
    }

    /// Lints the files and directories named by `paths`.
    public func lint(paths: [String]) -> LintOutcome {
        let (files, findDiagnostics) = LayoutFileFinder().find(paths)
        var outcome = lint(files: files)
        outcome.report = DiagnosticReport(
            diagnostics: findDiagnostics + outcome.report.diagnostics, fileCount: outcome.report.fileCount)
        return outcome
    }

    /// Lints each of `files`, keeping the text of those with findings for excerpts.
    public func lint(files: [String]) -> LintOutcome {
        let reader = YAMLReader(limits: limits)
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        for path in files {
            switch SourceFile.load(path, limits: limits) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let file):
                let result = reader.read(file)
                if !result.diagnostics.isEmpty {
                    sources[path] = SourceText(bytes: file.bytes)
                    diagnostics += result.diagnostics
                }
            }
        }
        return LintOutcome(report: DiagnosticReport(diagnostics: diagnostics, fileCount: files.count), sources: sources)
    }
}
