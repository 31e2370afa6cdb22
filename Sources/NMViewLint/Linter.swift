import NMViewDiagnostics
import NMViewSchema
import NMViewSourceTree
import NMViewYAML

/// Checks layout files and gathers every finding into one report.
///
/// A file must read as exactly one YAML or JSON document within the reader's limits, with unique
/// keys (the reader), and then satisfy the layout schema, the same file editors use (the validator).
public struct Linter: Sendable {
    /// Bounds applied to each file read.
    public var limits: ReaderLimits
    /// The compiled layout schema.
    public var validator: SchemaValidator

    /// A linter with the given reader limits and schema (by default the bundled one).
    public init(limits: ReaderLimits = .default, validator: SchemaValidator? = nil) throws(SchemaLoadError) {
        self.limits = limits
        if let validator {
            self.validator = validator
        } else {
            self.validator = try BundledSchema.validator()
        }
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
                var findings = result.diagnostics
                if let tree = result.tree {
                    findings += validator.validate(tree)
                }
                if !findings.isEmpty {
                    sources[path] = SourceText(bytes: file.bytes)
                    diagnostics += findings
                }
            }
        }
        return LintOutcome(report: DiagnosticReport(diagnostics: diagnostics, fileCount: files.count), sources: sources)
    }
}
