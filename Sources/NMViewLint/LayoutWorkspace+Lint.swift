import NMViewColor
import NMViewDiagnostics
import NMViewModel
import NMViewYAML

/// What one ``LayoutWorkspace/lint()`` gave.
public struct WorkspaceUpdate: Sendable {
    /// The findings and documents of every file, as a full lint of the same files reports them.
    public var outcome: LintOutcome
    /// The files whose results may differ from the previous lint: those changed, added or removed
    /// since, and those the rules ran on again because a class they use changed.
    public var changed: Set<String>
}

extension LayoutWorkspace {
    /// Brings every file's findings up to date and reports them all.
    public mutating func lint() -> WorkspaceUpdate {
        var nextOwners: [String: ClassOwner] = [:]
        var byClass: [String: LayoutDocument] = [:]
        // Later files win, as in `Linter.lint(sources:)`.
        for path in paths {
            guard let file = files[path], let name = file.name, let document = file.check.document else { continue }
            nextOwners[name] = ClassOwner(path: path, version: file.version)
            byClass[name] = document
        }
        var changedClasses = Set<String>()
        for (name, owner) in nextOwners where owners[name] != owner { changedClasses.insert(name) }
        for name in owners.keys where nextOwners[name] == nil { changedClasses.insert(name) }
        owners = nextOwners
        for name in changedClasses { finite[name] = nil }
        let composable = ComposableLayouts(byClass, knownFinite: finite)
        let kinds = byClass.mapValues(\.kind)
        var changed = touched
        for path in paths {
            guard var file = files[path], let tree = file.check.tree, let document = file.check.document else { continue }
            if let rules = file.rules, !stringsChanged, rules.dependencies.isDisjoint(with: changedClasses),
                !catalogsChanged || rules.colors.map({ sameColors(document, $0, path) }) ?? true
            {
                continue
            }
            let recorder = DependencyRecorder()
            let resolver = Resolver { name in
                recorder.record(name)
                return composable.document(for: name)
            }
            let (findings, linted, colors) = linter.applyRules(
                path: path, tree: tree, document: document, resolver: resolver, kinds: kinds)
            file.rules = WorkspaceFile.Rules(
                findings: findings, linted: linted, dependencies: recorder.recorded, colors: colors)
            files[path] = file
            changed.insert(path)
        }
        finite = composable.knownFinite
        touched = []
        catalogsChanged = false
        stringsChanged = false
        return WorkspaceUpdate(outcome: outcome(), changed: changed)
    }

    /// Whether the catalogs, read again, give the document at `path` what its rules saw in `old`.
    private func sameColors(_ document: LayoutDocument, _ old: AssetColors, _ path: String) -> Bool {
        let use = AssetColorUse(document)
        return use.names.isEmpty || use.isUnchanged(from: old, to: linter.assets.colors(forLayoutAt: path))
    }

    /// Every file's findings, text and document as they stand.
    private mutating func outcome() -> LintOutcome {
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        var documents: [String: LintedDocument] = [:]
        for path in paths {
            guard var file = files[path] else { continue }
            let source: SourceFile
            switch file.read {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                continue
            case .success(let read): source = read
            }
            let findings = file.check.diagnostics + (file.rules?.findings ?? [])
            if !findings.isEmpty {
                diagnostics += findings
                if file.sourceText == nil {
                    file.sourceText = SourceText(bytes: source.bytes)
                    files[path] = file
                }
                sources[path] = file.sourceText
            }
            if let linted = file.rules?.linted { documents[path] = linted }
        }
        return LintOutcome(
            report: DiagnosticReport(diagnostics: diagnostics, fileCount: paths.count), sources: sources, documents: documents)
    }
}
