import NMViewCodegen
import NMViewColor
import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import NMViewSourceTree
import NMViewStrings

/// What every rule sees: the document as written (with the tree it came from, for positions)
/// and as resolved, and its views and layout entries walked once for all rules.
///
/// A class, so that the rules share one context instead of each copying it; and the
/// walks keep indices rather than paths, because a path or a position is wanted only for the few
/// views that have a finding.
final class RuleContext: Sendable {
    let tree: SourceTree
    let document: LayoutDocument
    let resolved: LayoutDocument
    let resolveProblems: [ResolveProblem]
    /// Every view of the primary tree as written, depth first, parents before children.
    let views: [PrimaryView]
    /// Every entry of every alternative layout, layout by layout, depth first.
    let layoutEntries: [LayoutEntry]
    /// For each id of the primary tree, the first view (in `views`) that has it.
    let firstViewWithID: [String: Int]
    /// Each view whose id an earlier view already has, with that earlier view, in walk order.
    let repeatedIDs: [(view: Int, first: Int)]
    /// The resolved views the host holds and those nested views build, for the outlet rules;
    /// `nil` when the document lists no outlets.
    let hostedViews: HostedViews?
    /// The kind of every layout of the run, by view class, for the rules about cells.
    let kinds: [String: DocumentKind]
    /// Every action written in the file (primary tree, then templates), with the path of its
    /// method, for the two rules about action names.
    let actions: [(method: String, path: ModelPath)]
    /// How the document's colours resolve: UIKit's named colours and the asset colours of the
    /// catalogs beside the file, read when a rule first asks.
    var colors: ColorResolver { colorSource.value }
    /// Where ``colors`` comes from, and whether a rule asked for it.
    let colorSource: LazyColorResolver
    /// The resolved document flattened as the engine takes it, made when a rule first asks: the
    /// safe-area, contrast and accessibility rules share it.
    var compiled: CompiledLayout { compiledSource.value }
    private let compiledSource: LazyValue<CompiledLayout>
    /// Every view's frame in each layout at its design size, as the engine gives them, made when
    /// first asked for: the truncation, contrast and touch-target rules share them.
    var designFrames: [[Rect]] { designFramesSource.value }
    private let designFramesSource: LazyValue<[[Rect]]>
    /// The resolved views as the accessibility rules see them, worked out when one first asks.
    var accessibility: AccessibilityScene { accessibilitySource.value }
    private let accessibilitySource: LazyValue<AccessibilityScene>
    /// The string tables found for the file: asked only by a rule that meets localized text.
    let stringTables: @Sendable () -> StringTables

    convenience init(
        tree: SourceTree, document: LayoutDocument, resolved: LayoutDocument, resolveProblems: [ResolveProblem],
        kinds: [String: DocumentKind] = [:], colors: ColorResolver = ColorResolver()
    ) {
        self.init(
            tree: tree, document: document, resolved: resolved, resolveProblems: resolveProblems, kinds: kinds,
            colorSource: LazyColorResolver(colors))
    }

    init(
        tree: SourceTree, document: LayoutDocument, resolved: LayoutDocument, resolveProblems: [ResolveProblem],
        kinds: [String: DocumentKind] = [:], colorSource: LazyColorResolver,
        stringTables: @escaping @Sendable () -> StringTables = { StringTables() }
    ) {
        self.tree = tree
        self.stringTables = stringTables
        self.colorSource = colorSource
        self.kinds = kinds
        self.document = document
        self.resolved = resolved
        self.resolveProblems = resolveProblems
        let compiledSource = LazyValue { CompiledLayout(resolved) }
        self.compiledSource = compiledSource
        self.designFramesSource = LazyValue {
            let compiled = compiledSource.value
            return compiled.variants.indices.map { compiled.frames(variant: $0, bounds: compiled.variants[$0].size) }
        }
        self.accessibilitySource = LazyValue {
            let compiled = compiledSource.value
            // Where views are written matters only for findings, which most documents have none of.
            let written = LazyValue { WrittenViews(resolved: resolved.root, written: document.root, count: compiled.nodes.count) }
            return AccessibilityScene(compiled: compiled, written: written)
        }
        self.views = PrimaryView.walk(document, in: tree)
        self.layoutEntries = LayoutEntry.walk(document, in: tree)
        // One lookup per view, which both id rules share: at 100,000 views each pass over the ids
        // was a noticeable part of a lint.
        var firstViewWithID: [String: Int] = [:]
        firstViewWithID.reserveCapacity(views.count)
        var repeatedIDs: [(view: Int, first: Int)] = []
        for index in views.indices {
            guard let id = views[index].id else { continue }
            // Through the defaulting subscript's in-place access: one hash, inserting if new.
            let first = Self.value(of: &firstViewWithID[id, default: index])
            if first != index { repeatedIDs.append((index, first)) }
        }
        self.firstViewWithID = firstViewWithID
        self.repeatedIDs = repeatedIDs
        self.hostedViews = document.outlets.isEmpty ? nil : HostedViews(resolved)
        var actions: [(method: String, path: ModelPath)] = []
        SwiftRules.forEachAction(in: document) { actions.append(($0, $1)) }
        self.actions = actions
    }

    private static func value(of slot: inout Int) -> Int { slot }

    /// The location of the value at `path`, or of its key with `key: true`; the nearest
    /// existing ancestor when the path runs out.
    func location(_ path: ModelPath, key: Bool = false) -> SourceLocation {
        Self.location(of: path.components, from: tree.root, key: key)
    }

    /// The location of a view's property `name` (the mapping's own when it has none).
    func location(ofView index: Int, _ name: String, key: Bool = false) -> SourceLocation {
        Self.location(of: [.key(name)], from: tree.node(views[index].source), key: key)
    }

    /// The location of a layout entry's property `name` (the mapping's own when it has none).
    func location(ofEntry index: Int, _ name: String, key: Bool = false) -> SourceLocation {
        Self.location(of: [.key(name)], from: tree.node(layoutEntries[index].source), key: key)
    }

    /// Calls `body` with the properties of the root, of each view of the primary tree and of each
    /// view of each template (compiled too, used or not), in that order, and a way to get the path
    /// of their mapping: made only when asked, as almost every view has nothing to report.
    func forEachPropertyMap(_ body: (_ properties: [String: PropertyValue], _ path: () -> ModelPath) -> Void) {
        body(document.root.properties) { ModelPath([.key("root")]) }
        for index in views.indices { body(views[index].properties) { self.path(ofView: index) } }
        for name in document.templates.keys.sorted() {
            guard let template = document.templates[name] else { continue }
            func walk(_ node: ViewNode, _ path: ModelPath) {
                body(node.properties) { path }
                for (index, child) in node.subviews.enumerated() { walk(child, path.appending("subviews").appending(index)) }
            }
            walk(template, ModelPath([.key("templates"), .key(name)]))
        }
    }

    /// The path of a view of the primary tree: `root`, `subviews`, 2, `subviews`, 0.
    func path(ofView index: Int) -> ModelPath {
        var positions: [Int] = []
        var current = index
        while current >= 0 {
            positions.append(views[current].position)
            current = views[current].parent
        }
        return positions.reversed().reduce(ModelPath([.key("root")])) { $0.appending("subviews").appending($1) }
    }

    static func location(of components: [ModelPath.Component], from start: SourceNode, key: Bool) -> SourceLocation {
        var node = start
        var keyNode: SourceNode?
        for component in components {
            switch component {
            // Direct lookups: a file with thousands of findings asks this thousands of times, and
            // building a subview array per step made linting such a file quadratic.
            case .key(let name):
                guard let entry = node.entry(forKey: name) else { return node.location }
                keyNode = entry.key
                node = entry.value
            case .index(let index):
                guard let element = node.element(at: index) else { return node.location }
                keyNode = nil
                node = element
            }
        }
        return key ? (keyNode ?? node).location : node.location
    }
}
