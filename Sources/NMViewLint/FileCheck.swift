import NMViewColor
import NMViewDiagnostics
import NMViewModel
import NMViewSchema
import NMViewSourceTree
import NMViewStrings
import NMViewYAML

/// What a lint learns of one file on its own: reading it, the schema, and decoding. No other
/// file can change it, so a workspace keeps it for as long as the file's bytes stay the same.
struct FileCheck: Sendable {
    /// The reader's, the schema's and the decoder's findings, in that order.
    var diagnostics: [Diagnostic] = []
    /// The tree of a document that decoded.
    var tree: SourceTree?
    /// The tree, whenever reading found nothing at all: the next version of the file may be an
    /// edit that revises it instead of a new read (``YAMLReader/read(_:revising:)``).
    var readTree: SourceTree?
    /// The document, when it passed reading and the schema and decoded.
    var document: LayoutDocument?
}

extension Linter {
    /// Reads, validates and decodes `file`, as the first half of every lint does; `previous` is
    /// an earlier version of the file and its tree, when reading it found nothing.
    func check(_ file: SourceFile, reader: YAMLReader, previous: (bytes: [UInt8], tree: SourceTree)? = nil) -> FileCheck {
        var check = FileCheck()
        let result = reader.read(file, revising: previous)
        check.diagnostics = CommentSlipHint.annotated(result.diagnostics, source: file.bytes)
        guard let tree = result.tree else { return check }
        if result.diagnostics.isEmpty { check.readTree = tree }
        let schemaFindings = CommentSlipHint.annotated(
            ClassNameHint.annotated(BaseClassHint.annotated(validator.validate(tree)), tree: tree), source: file.bytes)
        // One call for the reader's and the schema's findings, so the tree's aliases are mapped once.
        check.diagnostics = tree.notingAliases(check.diagnostics + schemaFindings)
        guard !schemaFindings.containsErrors else { return check }
        do {
            check.document = try SourceTreeDecoder().decode(LayoutDocument.self, from: tree.root)
            check.tree = tree
        } catch {
            check.diagnostics.append(error)
        }
        return check
    }

    /// Resolves a decoded document with `resolver` and runs every rule on it: the second half of
    /// a lint, the part other files' classes can change.
    ///
    /// `kinds` holds the kind of every layout class of the lint, for the rules about cells; a
    /// workspace's dependencies still hold, since the resolver is asked for each of those classes
    /// a document uses. `colors` resolves the document's colours, asset colours included; without
    /// it they come from ``assets``' catalogs for `path`, read only if a rule asks, and the asset
    /// colours the rules saw are returned (nil when no rule asked), for a workspace to know whether
    /// a change of the catalogs concerns the file.
    func applyRules(
        path: String, tree: SourceTree, document: LayoutDocument, resolver: Resolver, kinds: [String: DocumentKind],
        colors: ColorResolver? = nil
    ) -> (findings: [Diagnostic], linted: LintedDocument, colors: AssetColors?) {
        let name = document.viewClass ?? Self.viewName(of: path)
        let (resolved, problems) = resolver.resolve(document, name: name)
        let assets = self.assets
        let source = colors.map { LazyColorResolver($0) } ?? LazyColorResolver { assets.resolver(forLayoutAt: path) }
        let strings = self.strings
        let context = RuleContext(
            tree: tree, document: document, resolved: resolved, resolveProblems: problems, kinds: kinds,
            colorSource: source, stringTables: { strings.tables(forLayoutAt: path) })
        let findings = tree.notingAliases(rules.rules.flatMap { $0.run(context) })
        let linted = LintedDocument(name: name, document: document, resolved: resolved, tree: tree)
        return (findings, linted, source.requested?.assets)
    }
}
