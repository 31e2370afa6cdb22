import Foundation
import NMViewColor
import NMViewDiagnostics
import NMViewModel
import NMViewSchema
import NMViewSourceTree
import NMViewStrings
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
    /// Where each file's asset colours come from: the catalogs of its project, and any named
    /// explicitly (`--assets`). Shared by copies of the linter, so each catalog is read once.
    public var assets: AssetCatalogIndex
    /// Where each file's string tables come from: the String Catalogs beside it, and any named
    /// explicitly (`--strings`). Shared like ``assets``.
    public var strings: StringCatalogIndex
    /// The semantic rules that run: all of them unless some were turned off.
    public var rules: RuleSelection

    /// A linter with the given reader limits, schema (by default the bundled one), asset
    /// catalogs and String Catalogs (by default those of each file's project) and rules (by
    /// default all).
    public init(
        limits: ReaderLimits = .default, validator: SchemaValidator? = nil, assets: AssetCatalogIndex = AssetCatalogIndex(),
        strings: StringCatalogIndex = StringCatalogIndex(), rules: RuleSelection = .all
    ) throws(SchemaLoadError) {
        self.limits = limits
        self.assets = assets
        self.strings = strings
        self.rules = rules
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
    ///
    /// Every file is read and validated first; the documents that pass are decoded, so that each
    /// can be resolved against the others (a view whose class is another file's view is composed
    /// from it) before the semantic rules run.
    public func lint(files: [String]) -> LintOutcome {
        var sources: [SourceFile] = []
        var failures: [Diagnostic] = []
        for path in files {
            switch SourceFile.load(path, limits: limits) {
            case .failure(let diagnostic): failures.append(diagnostic)
            case .success(let file): sources.append(file)
            }
        }
        var outcome = lint(sources: sources)
        outcome.report = DiagnosticReport(
            diagnostics: failures + outcome.report.diagnostics, fileCount: files.count)
        return outcome
    }

    /// Lints files already in memory: what `lint(files:)` does after loading them, and what an
    /// editor integration or a benchmark calls directly.
    public func lint(sources files: [SourceFile]) -> LintOutcome {
        let reader = YAMLReader(limits: limits)
        var findings: [String: [Diagnostic]] = [:]
        var bytes: [String: [UInt8]] = [:]
        var decoded: [(path: String, tree: SourceTree, document: LayoutDocument)] = []
        for file in files {
            let path = file.path
            bytes[path] = file.bytes
            let checked = check(file, reader: reader)
            findings[path, default: []] += checked.diagnostics
            guard let tree = checked.tree, let document = checked.document else { continue }
            decoded.append((path, tree, document))
        }
        var byClass: [String: LayoutDocument] = [:]
        for entry in decoded {
            byClass[entry.document.viewClass ?? Self.viewName(of: entry.path)] = entry.document
        }
        // A layout with a number JSON cannot hold (its own lint says where) is not composed into
        // others, which would then fail to compile. Asked only of layouts another one uses, once.
        let composable = ComposableLayouts(byClass)
        let resolver = Resolver { name in composable.document(for: name) }
        var documents: [String: LintedDocument] = [:]
        let kinds = byClass.mapValues(\.kind)
        for entry in decoded {
            let (ruleFindings, linted, _) = applyRules(
                path: entry.path, tree: entry.tree, document: entry.document, resolver: resolver, kinds: kinds)
            findings[entry.path, default: []] += ruleFindings
            documents[entry.path] = linted
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        for (path, list) in findings where !list.isEmpty {
            diagnostics += list
            if let content = bytes[path] { sources[path] = SourceText(bytes: content) }
        }
        return LintOutcome(
            report: DiagnosticReport(diagnostics: diagnostics, fileCount: files.count), sources: sources,
            documents: documents)
    }

    /// The view class a file describes when it names none: its name before `.nmview.…`.
    public static func viewName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.components(separatedBy: ".").first ?? name
    }
}
