import ArgumentParser
import NMViewColor
import NMViewDiagnostics
import NMViewEngine
import NMViewLint
import NMViewStrings

/// One layout file, linted on its own and compiled: what `render`, `explain` and `diff` lay out.
struct LayoutFile {
    /// The path as given on the command line.
    var path: String
    /// The resolved layout, flattened for the engine.
    var compiled: CompiledLayout
    /// How its colours resolve, asset colours from the catalogs beside it and `--assets`.
    var colors: ColorResolver
    /// Its string tables: the String Catalogs beside it and `--strings`.
    var strings: StringTables = StringTables()

    /// Lints each of `paths` on its own (two revisions of one view must not be composed into each
    /// other) and compiles it. When any has errors, prints the diagnostics of all of them through
    /// `reporter`, as `lint` would, and exits 1; warnings alone pass, unprinted, as in `render`.
    /// `assets` adds the catalogs of `--assets` to each file's own.
    static func load(_ paths: [String], reporter: Reporter, assets: AssetOptions) throws -> [LayoutFile] {
        let linter = try assets.linter()
        // A path is taken as a file whatever it names, so that a folder or a missing file is
        // reported as such (`io.is-directory`, `io.not-found`), never searched.
        let outcomes = paths.map { linter.lint(files: [$0]) }
        if outcomes.contains(where: { $0.fails(strict: false) }) {
            reporter.report(merged(outcomes))
            throw ExitCode(ExitStatus.problemsFound)
        }
        return try zip(paths, outcomes).map { path, outcome in
            guard let linted = outcome.documents[path] else {
                // A file without errors was decoded; anything else is a bug in the linter.
                throw NotDecoded(path: path)
            }
            return LayoutFile(
                path: path, compiled: CompiledLayout(linted.resolved), colors: linter.assets.resolver(forLayoutAt: path),
                strings: linter.strings.tables(forLayoutAt: path))
        }
    }

    /// ``load(_:reporter:assets:)`` for one file.
    static func load(_ path: String, reporter: Reporter, assets: AssetOptions) throws -> LayoutFile {
        guard let file = try load([path], reporter: reporter, assets: assets).first else { throw NotDecoded(path: path) }
        return file
    }

    /// The index of the layout called `name` (`primary` for the primary one); a usage problem
    /// naming the closest names, or every name when none is close, if there is none.
    func variant(named name: String) throws(UsageProblem) -> Int {
        if let index = compiled.variantIndex(named: name) { return index }
        let names = compiled.variants.map(\.name)
        let close = Suggestions.closest(to: name, among: names)
        let hint = close.isEmpty
            ? "it has \(TextDiagnosticRenderer.alternatives(names, joinedBy: "and"))"
            : "did you mean \(TextDiagnosticRenderer.alternatives(close))?"
        throw UsageProblem(message: "no layout named '\(name)' in '\(path)'; \(hint)")
    }

    /// One outcome holding the findings and sources of all of `outcomes`.
    private static func merged(_ outcomes: [LintOutcome]) -> LintOutcome {
        let diagnostics = outcomes.flatMap(\.report.diagnostics)
        let files = outcomes.reduce(0) { $0 + $1.report.fileCount }
        var sources: [String: SourceText] = [:]
        for outcome in outcomes { sources.merge(outcome.sources) { first, _ in first } }
        return LintOutcome(report: DiagnosticReport(diagnostics: diagnostics, fileCount: files), sources: sources)
    }

    /// A file that passed lint yet has no document: a bug, reported as an internal error.
    private struct NotDecoded: Error, CustomStringConvertible {
        var path: String
        var description: String { "'\(path)' passed lint but was not decoded" }
    }
}
