import Foundation
import NMViewColor
import NMViewDiagnostics
import NMViewEngine
import NMViewLint
import NMViewModel
import NMViewPreviewServer
import NMViewStrings
import NMViewWatch
import NMViewYAML

/// The work behind `nmview watch`: lints the roots once, then again on each batch of saves,
/// prints a line per changed file, feeds the preview and writes compiled layouts.
///
/// Every batch updates one ``LayoutWorkspace`` with the files as they stand: only the files the
/// watcher reports are read again (``WatchedSources``), so each change is seen once, when it is
/// complete, and only those files and the layouts that compose their classes are checked again.
/// A file counts as changed when the watcher says so or when, checked again, its resolved layout
/// or findings differ from the last run. A saved `Contents.json` of an asset catalog has the
/// catalogs read again, and the files whose asset colours changed checked again.
actor WatchSession {
    /// One file's last result.
    struct FileResult: Equatable {
        var name: String?
        var resolved: LayoutDocument?
        var diagnostics: [Diagnostic]
        var hasErrors: Bool { diagnostics.containsErrors }
    }

    private var workspace: LayoutWorkspace
    /// The asset catalogs of the layouts' projects and of `--assets`.
    private let assets: AssetCatalogIndex
    private let paths: [String]
    private let out: String?
    private let colored: Bool
    private let state: PreviewState?
    private var results: [String: FileResult] = [:]
    /// Findings about the roots themselves (a folder left with no layouts), to print them once.
    private var rootFindings: [Diagnostic] = []
    /// The `--out` collisions last printed, to print each only when it appears.
    private var collisions: [String] = []
    /// What was last read of each file, read again when the watcher reports it changed.
    private var sources = WatchedSources()
    /// The files the watcher knows of, as far as its reports tell (canonical paths): those there
    /// at the start and those reported changed, less those reported removed. It reports the
    /// removal of these itself.
    private var known: Set<String> = []

    init(linter: Linter, paths: [String], out: String?, colored: Bool, state: PreviewState?) {
        self.workspace = LayoutWorkspace(linter: linter)
        self.assets = linter.assets
        self.paths = paths
        self.out = out
        self.colored = colored
        self.state = state
    }

    /// Lints everything and fills the preview; the outcome is for the caller to report, the
    /// lines (one per file) to print after it, and `write` to run after that.
    func start() async -> (outcome: LintOutcome, lines: String, write: @Sendable () async -> Void) {
        let (files, outcome, _) = lintAll(changed: nil)
        known = Set(files.map(sources.canonical))
        results = Self.results(of: outcome, files: files)
        rootFindings = outcome.report.diagnostics.filter { results[$0.location.file] == nil }
        for file in files { await publish(file, source: outcome.sources[file], linted: outcome.documents[file]) }
        let lines = files.compactMap { file in results[file].map { statusLine(file, $0, elapsed: nil) } }
        return (outcome, lines.joined(), { await self.writeCompiled(outcome) })
    }

    /// How long a file found gone without the watcher's word waits before it is dropped: past
    /// the watcher's grace for removals (50 ms), so a file between an unlink and its new version
    /// is not reported removed.
    static let confirmationWait = Duration.milliseconds(150)
    /// How many times in a row a batch reads the folder again for files gone without the
    /// watcher's word; past that, the watcher's next batch does.
    static let confirmationRounds = 5

    /// How the colours of the layout at `file` resolve, asset colours as the lint last read them:
    /// for the preview, so that it draws what lint checks.
    nonisolated func colors(forFile file: String) -> ColorResolver {
        assets.resolver(forLayoutAt: file)
    }

    /// Re-lints after `changes` and reports the files they changed. A file gone from the folder
    /// that the watcher has not reported is kept for one more reading (see ``WatchedSources``),
    /// which the watcher's report of its removal brings. When the watcher never knew the file (a
    /// layout created and deleted between two of its checks, which a lint in between still
    /// found), no report and no batch would ever come to drop it, so the folder is read again
    /// here after ``confirmationWait``; the watcher holds its next batch meanwhile.
    func handle(_ changes: [WatchedChange]) async {
        var catalogs = false, strings = false
        for change in changes {
            if AssetCatalogSearch.isCatalogFile(change.path) {
                catalogs = true
                continue
            }
            if StringCatalogSearch.isCatalog(change.path) {
                strings = true
                continue
            }
            let path = Self.canonical(change.path)
            if change.kind == .removed { known.remove(path) } else { known.insert(path) }
        }
        if catalogs { workspace.assetCatalogsChanged() }
        if strings { workspace.stringCatalogsChanged() }
        await lintAfter(changes, catalogsChanged: catalogs || strings)
        var rounds = 0
        while sources.keptMissing.contains(where: { !known.contains(sources.canonical($0)) }), rounds < Self.confirmationRounds {
            rounds += 1
            try? await Task.sleep(for: Self.confirmationWait)
            await lintAfter([])
        }
    }

    /// The asset catalogs and String Catalogs the layouts found beside them, as paths to watch:
    /// those above a watched folder are not under it.
    func catalogFolders() -> [String] {
        var folders: [String] = []
        for file in results.keys.sorted() {
            for catalog in assets.colors(forLayoutAt: file).catalogs where !folders.contains(catalog) { folders.append(catalog) }
            for table in workspace.linter.strings.tables(forLayoutAt: file).tables.values.sorted(by: { $0.file < $1.file })
            where !folders.contains(table.file) {
                folders.append(table.file)
            }
        }
        return folders
    }

    /// One batch: re-lints after `changes` and reports the files they changed. After a change of
    /// the catalogs, every file checked again is one whose asset colours or strings may have
    /// changed: the preview draws it again even when its findings stayed the same.
    private func lintAfter(_ changes: [WatchedChange], catalogsChanged: Bool = false) async {
        let started = ContinuousClock.now
        let saved = Set(changes.map { Self.canonical($0.path) })
        let (files, outcome, rechecked) = lintAll(changed: saved)
        let elapsed = Self.milliseconds(ContinuousClock.now - started)
        let previous = results
        results = Self.results(of: outcome, files: files)
        let renderer = TextDiagnosticRenderer(colored: colored, sourceText: { [sources = outcome.sources] in sources[$0] })
        // Files the workspace did not check again kept their results.
        for file in files
        where (rechecked.contains(file) && (catalogsChanged || results[file] != previous[file])) || saved.contains(sources.canonical(file)) {
            guard let result = results[file] else { continue }
            Reporter.write(renderer.render(DiagnosticReport(diagnostics: result.diagnostics, fileCount: 1)), to: .standardError)
            Reporter.write(statusLine(file, result, elapsed: elapsed), to: .standardOutput)
            await publish(file, source: outcome.sources[file], linted: outcome.documents[file])
        }
        for file in previous.keys.sorted() where results[file] == nil {
            Reporter.write("- \(file) removed\n", to: .standardOutput)
            await state?.remove(file: file)
        }
        let roots = outcome.report.diagnostics.filter { results[$0.location.file] == nil }
        if roots != rootFindings {
            Reporter.write(renderer.render(DiagnosticReport(diagnostics: roots, fileCount: 0)), to: .standardError)
            rootFindings = roots
        }
        writeCompiled(outcome)
    }

    /// `✓ path 3 ms`, or `✗ path 3 ms (2 errors)`, coloured on a terminal.
    private func statusLine(_ file: String, _ result: FileResult, elapsed: Int?) -> String {
        let errors = result.diagnostics.count { $0.severity == .error }
        let warnings = result.diagnostics.count { $0.severity == .warning }
        var counts: [String] = []
        if errors > 0 { counts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { counts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        let mark = errors > 0 ? (colored ? "\u{1B}[31m✗\u{1B}[0m" : "✗") : (colored ? "\u{1B}[32m✓\u{1B}[0m" : "✓")
        let time = elapsed.map { " \($0) ms" } ?? ""
        return "\(mark) \(file)\(time)" + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))") + "\n"
    }

    /// Tells the preview about `file`: its layout when it compiles, else only its findings, with
    /// `source` for their excerpts, and `linted` for where each view was written.
    private func publish(_ file: String, source: SourceText?, linted: LintedDocument?) async {
        guard let state, let result = results[file] else { return }
        let layout = result.hasErrors ? nil : result.resolved.map(CompiledLayout.init)
        let places = layout == nil ? [] : linted.map { ViewLocations.of(written: $0.document, resolved: $0.resolved, tree: $0.tree) } ?? []
        await state.update(
            file: file, name: result.name, layout: layout, diagnostics: result.diagnostics, source: source, viewLocations: places,
            colors: colors(forFile: file), strings: workspace.linter.strings.tables(forLayoutAt: file))
    }

    /// With `--out`, writes the layouts without errors; a broken file's last output stays.
    private func writeCompiled(_ outcome: LintOutcome) {
        guard let out else { return }
        do {
            let summary = try CompiledLayoutWriter(directory: out)
                .write(outcome, skipping: CompiledLayoutWriter.failingFiles(outcome, strict: false))
            let messages = summary.collisions.map(\.message)
            for message in messages where !collisions.contains(message) { Reporter.write(message, to: .standardError) }
            collisions = messages
            for path in summary.written { Reporter.write("  wrote \(path)\n", to: .standardOutput) }
        } catch {
            Reporter.write("nmview: error: \(error)\n", to: .standardError)
        }
    }

    /// Finds the files under the roots and lints them, with the findings `Linter.lint(paths:)`
    /// gives, keeping the list; only files new or in `changed` (canonical paths; nil: all) are read
    /// from disk again, and the workspace checks again only what they affect, which it returns.
    private func lintAll(changed: Set<String>?) -> (files: [String], outcome: LintOutcome, rechecked: Set<String>) {
        let (found, findings) = LayoutFileFinder().find(paths)
        let reads = sources.update(found: found, changed: changed, limits: workspace.linter.limits)
        workspace.assign(reads)
        let update = workspace.lint()
        var outcome = update.outcome
        if !findings.isEmpty {
            outcome.report = DiagnosticReport(diagnostics: findings + outcome.report.diagnostics, fileCount: reads.count)
        }
        return (reads.map { $0.path }, outcome, update.changed)
    }

    private static func results(of outcome: LintOutcome, files: [String]) -> [String: FileResult] {
        let byFile = Dictionary(grouping: outcome.report.diagnostics, by: \.location.file)
        var results: [String: FileResult] = [:]
        for file in files {
            let document = outcome.documents[file]
            results[file] = FileResult(name: document?.name, resolved: document?.resolved, diagnostics: byFile[file] ?? [])
        }
        return results
    }

    /// A path made comparable whichever way it was spelled: absolute, standardized, its folder's
    /// symbolic links resolved (the file itself may be gone).
    static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().path
        return ((folder as NSString).resolvingSymlinksInPath as NSString).appendingPathComponent(url.lastPathComponent)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
