import NMViewDiagnostics
import NMViewLint
import NMViewYAML

/// The pipeline contender: `Linter.lint(sources:)` on one file already in memory, which reads,
/// validates against the bundled schema, decodes, resolves and runs every rule, exactly as
/// `nmview lint` does after loading the file. The linter (and so the compiled schema) is made once,
/// outside any timing: a long-running tool or an editor pays that once, not per lint.
struct PipelineUnderTest {
    /// The linter every section that needs a linted document shares.
    let linter: Linter

    /// How many findings of a failed lint to show.
    static let shownFindings = 5

    /// A pipeline with the bundled schema; throws if the schema does not compile.
    init() throws(BenchmarkError) {
        do {
            linter = try Linter()
        } catch {
            throw BenchmarkError("cannot compile the bundled schema for the linter: \(error)")
        }
    }

    /// Lints `bytes` as one file at `path` and returns the number of findings; the count is
    /// compared across runs and keeps the outcome alive, so the optimiser cannot drop the work.
    /// Traps unless the lint found no errors and produced exactly one document: a pipeline that
    /// stopped early would pass for a fast one.
    func lint(_ bytes: [UInt8], path: String = ReaderUnderTest.path) -> Int {
        let outcome = linter.lint(sources: [SourceFile(path: path, bytes: bytes)])
        precondition(
            outcome.report.count(of: .error) == 0 && outcome.documents.count == 1,
            "the lint pipeline failed on input it accepted before")
        return outcome.report.diagnostics.count
    }

    /// Lints `bytes` once, before any timing, and returns the document it produced with the
    /// number of findings (warnings); throws with the first errors unless there were none and
    /// exactly one document. `what` names the input in the message.
    func checkedDocument(
        _ bytes: [UInt8], path: String = ReaderUnderTest.path, what: String
    ) throws(BenchmarkError) -> (document: LintedDocument, findings: Int) {
        let outcome = linter.lint(sources: [SourceFile(path: path, bytes: bytes)])
        let errors = outcome.report.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, outcome.documents.count == 1, let document = outcome.documents[path] else {
            let shown = errors.prefix(Self.shownFindings).map { "  \($0.location): \($0.message)" }
            throw BenchmarkError(
                """
                \(what) does not lint cleanly (\(errors.count) errors, \(outcome.documents.count) documents); \
                the benchmark's generator must be fixed to write valid layouts. First errors:
                \(shown.joined(separator: "\n"))
                """)
        }
        return (document, outcome.report.diagnostics.count)
    }
}
