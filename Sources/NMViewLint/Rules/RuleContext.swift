import NMViewDiagnostics
import NMViewModel
import NMViewSourceTree

/// What every rule sees: the document as written (with the tree it came from, for positions)
/// and as resolved.
struct RuleContext: Sendable {
    let tree: SourceTree
    let document: LayoutDocument
    let resolved: LayoutDocument
    let resolveProblems: [ResolveProblem]
    /// Every view of the primary tree as written, walked once here rather than once per rule.
    private let views: [(node: ViewNode, path: ModelPath, omittedAbove: String?)]

    init(tree: SourceTree, document: LayoutDocument, resolved: LayoutDocument, resolveProblems: [ResolveProblem]) {
        self.tree = tree
        self.document = document
        self.resolved = resolved
        self.resolveProblems = resolveProblems
        self.views = Self.walk(document)
    }

    /// The location of the value at `path`, or of its key with `key: true`; the nearest
    /// existing ancestor when the path runs out.
    func location(_ path: ModelPath, key: Bool = false) -> SourceLocation {
        var node = tree.root
        var keyNode: SourceNode?
        for component in path.components {
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

    /// Every view of the primary tree as written, with its path and whether an `omitFromLayouts`
    /// view is strictly above it, depth first.
    func primaryViews() -> [(node: ViewNode, path: ModelPath, omittedAbove: String?)] { views }

    private static func walk(_ document: LayoutDocument) -> [(node: ViewNode, path: ModelPath, omittedAbove: String?)] {
        var result: [(ViewNode, ModelPath, String?)] = []
        func walk(_ node: ViewNode, _ path: ModelPath, _ omitted: String?) {
            for (index, child) in node.subviews.enumerated() {
                let childPath = path.appending("subviews").appending(index)
                result.append((child, childPath, omitted))
                walk(child, childPath, omitted ?? (child.omitFromLayouts ? child.id ?? "a view" : nil))
            }
        }
        walk(document.root, ModelPath([.key("root")]), nil)
        return result
    }
}
