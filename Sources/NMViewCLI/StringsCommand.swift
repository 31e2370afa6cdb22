import ArgumentParser
import Foundation
import NMViewDiagnostics
import NMViewLint
import NMViewStrings

/// `nmview strings`: adds the keys the layouts use to a String Catalog, or checks they are there.
struct StringsCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Add every key the layouts' localized text uses to a String Catalog, or check they are there.",
        discussion: """
            The catalog's base name is the table it holds: Localizable.xcstrings holds the texts \
            whose 'table' is Localizable (the default). Each missing key is added with its \
            source text in the catalog's source language, its comment, and the extraction state \
            'manual', which Xcode leaves alone (it marks a key it extracted from code and no \
            longer finds 'stale'). Keys already there, and their translations, are never changed \
            or removed. The catalog is written atomically, as Xcode writes it; a catalog that does \
            not exist is created.

            With --check nothing is written: each missing key is listed at the place of its \
            text, and the exit status is 1 if any is missing, for CI.

            Examples:
              nmview strings Layouts --catalog App/Localizable.xcstrings
              nmview strings Layouts --catalog App/Localizable.xcstrings --check
            """
    )

    @Argument(help: "Layout files or directories whose localized text to collect.")
    var paths: [String] = ["."]

    @Option(help: ArgumentHelp("The String Catalog to add the keys to (*.xcstrings).", valueName: "path"))
    var catalog: String

    @Flag(help: "Write nothing; fail, listing each, when a key is missing.")
    var check = false

    @Option(help: ArgumentHelp("The source language of a catalog that does not exist yet.", valueName: "code"))
    var sourceLanguage = "en"

    @OptionGroup var output: OutputOptions

    @OptionGroup var assets: AssetOptions

    func validate() throws {
        guard StringCatalogSearch.isCatalog(catalog) else {
            throw ValidationError("--catalog needs a String Catalog file ending in '.xcstrings', not '\(catalog)'")
        }
    }

    func execute() throws {
        let outcome = try assets.linter().lint(paths: paths)
        let reporter = Reporter(options: output, strict: false)
        // A layout that does not read or decode has texts nobody can collect: fix it first.
        guard !outcome.fails(strict: false) else {
            reporter.report(LintOutcome(
                report: DiagnosticReport(
                    diagnostics: outcome.report.diagnostics.filter { $0.severity == .error }, fileCount: outcome.report.fileCount),
                sources: outcome.sources))
            throw ExitCode(ExitStatus.problemsFound)
        }
        let table = StringCatalogSearch.table(ofCatalog: catalog)
        let strings = LayoutStrings(outcome.documents, table: table)
        guard strings.conflicts.isEmpty else {
            report(strings.conflicts, files: outcome.report.fileCount, reporter: reporter)
            throw ExitCode(ExitStatus.problemsFound)
        }
        var catalogValue = try readCatalog()
        let missing = strings.uses.filter { !catalogValue.contains($0.text.key) }
        if check {
            let findings = missing.map {
                Diagnostic(
                    .error, LayoutStrings.missingID,
                    "the key '\($0.text.key)' is not in '\(catalog)'; add it with 'nmview strings --catalog \(catalog)'",
                    at: $0.location)
            }
            report(findings, files: outcome.report.fileCount, reporter: reporter)
            if !findings.isEmpty { throw ExitCode(ExitStatus.problemsFound) }
            return
        }
        for use in missing { catalogValue.add(key: use.text.key, source: use.text.source, comment: use.text.comment) }
        let existed = FileManager.default.fileExists(atPath: catalog)
        if !missing.isEmpty || !existed {
            do {
                try AtomicFile.write(catalogValue.data(), to: catalog, replacing: true)
            } catch {
                Reporter.write("nmview: error: \(error.description)\n", to: .standardError)
                throw ExitCode(ExitStatus.problemsFound)
            }
        }
        if !output.quiet {
            let keys = missing.count == 1 ? "1 key" : "\(missing.count) keys"
            Reporter.write("nmview: added \(keys) to '\(catalog)'; \(strings.uses.count) in use\n", to: .standardError)
        }
    }

    /// The catalog, or a new one in the source language when there is no file yet.
    private func readCatalog() throws -> StringCatalog {
        guard FileManager.default.fileExists(atPath: catalog) else { return StringCatalog(sourceLanguage: sourceLanguage) }
        do {
            return try StringCatalog(contentsOf: catalog)
        } catch {
            // At the catalog's own line and column, which an editor opens.
            let position = error.position.map { ":\($0.line):\($0.column)" } ?? ""
            Reporter.write("\(catalog)\(position): error: \(error.message(file: catalog)) [strings.unreadable-catalog]\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
    }

    /// Writes `findings` in the chosen format, with excerpts of their files.
    private func report(_ findings: [Diagnostic], files: Int, reporter: Reporter) {
        var sources: [String: SourceText] = [:]
        for file in Set(findings.map(\.location.file)) {
            if let data = FileManager.default.contents(atPath: file) { sources[file] = SourceText(bytes: Array(data)) }
        }
        reporter.report(LintOutcome(report: DiagnosticReport(diagnostics: findings, fileCount: files), sources: sources))
    }
}
