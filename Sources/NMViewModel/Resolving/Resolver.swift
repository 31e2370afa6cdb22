/// Turns an authored document into the one an app loads: template instances replaced by copies of
/// their templates with the instance's overrides (the templates themselves kept, resolved, for
/// copies made at run time), views whose class has a layout file of its own
/// composed from that file (the original's nested NMView), and defaults made explicit.
///
/// Ids inside a copied subtree are made unique by prefixing them with the id of the view that
/// brought them in and a dot: a template `key` with a subview `label`, used as `key1`, gives
/// `key1.label`. An instance without an id uses its template's name and its 1-based count among
/// that template's instances (`key3.label`).
public struct Resolver: Sendable {
    /// Finds the authored document of another view class, for composition; `nil` if there is none.
    public var documentForClass: @Sendable (String) -> LayoutDocument?
    /// Most views that expanding templates and composing nested layouts may add to one document.
    /// Each copy can hold further copies, so a file of a few lines could otherwise ask for
    /// billions of views; past the limit, copies are left unexpanded and a problem is reported.
    public var maxAddedViews: Int

    /// Deepest level below the root that copies may nest views to. A template that uses the
    /// next, a thousand times over, would otherwise overflow the stack; and compiled JSON must
    /// stay within the 512 levels `JSONEncoder` and `JSONDecoder` allow (two per view).
    public var maxDepth: Int

    /// Whether a template body resolved once is shared by later copies where nothing about the
    /// copy can differ (see `ResolveRun+Templates.swift`); off only in tests, to check that
    /// sharing changes nothing.
    var sharesTemplateBodies = true

    /// 10,000 views: about as many nodes as the reader lets aliases add (a view is some ten), and
    /// far more than one UIKit view holds in practice.
    public static let defaultMaxAddedViews = 10_000
    /// 128 levels, a little deeper than a file can nest views itself (its 256 levels of YAML).
    public static let defaultMaxDepth = 128

    /// A resolver that composes nested layouts found by `documentForClass`.
    public init(
        documentForClass: @escaping @Sendable (String) -> LayoutDocument? = { _ in nil },
        maxAddedViews: Int = defaultMaxAddedViews, maxDepth: Int = defaultMaxDepth
    ) {
        self.documentForClass = documentForClass
        self.maxAddedViews = maxAddedViews
        self.maxDepth = maxDepth
    }

    /// `node` without the properties an alternative layout ignores, or `nil` when it has none.
    private static func framesOnly(_ node: LayoutNode) -> LayoutNode? {
        var result: LayoutNode?
        if !node.ignoredProperties.isEmpty {
            result = node
            result?.ignoredProperties = []
        }
        for index in node.subviews.indices {
            guard let clean = framesOnly(node.subviews[index]) else { continue }
            if result == nil { result = node }
            result?.subviews[index] = clean
        }
        return result
    }

    /// The resolved document and every problem found. `name` is the document's view class.
    public func resolve(_ document: LayoutDocument, name: String) -> (document: LayoutDocument, problems: [ResolveProblem]) {
        let (resolved, problems, _) = measuredResolve(document, name: name)
        return (resolved, problems)
    }

    /// ``resolve(_:name:)`` and what it cost.
    func measuredResolve(_ document: LayoutDocument, name: String)
        -> (document: LayoutDocument, problems: [ResolveProblem], statistics: ResolveStatistics)
    {
        var run = ResolveRun(templates: document.templates, resolver: self)
        var resolved = document
        resolved.viewClass = document.viewClass ?? name
        run.classChain = [resolved.viewClass ?? name]
        resolved.root = run.resolvingSubviews(of: document.root, at: { ModelPath([.key("root")]) }, prefix: nil) ?? document.root
        // Templates stay in the resolved document, themselves resolved, so an app can make more
        // copies at run time. Their problems are reported once, where a view uses them, unless no
        // view does.
        var templateRun = ResolveRun(templates: document.templates, resolver: self)
        templateRun.classChain = run.classChain
        templateRun.addedViews = run.addedViews
        templateRun.statistics = run.statistics
        templateRun.sharedBodies = run.sharedBodies
        var templates: [String: ViewNode] = [:]
        for templateName in document.templates.keys.sorted() {
            guard let template = document.templates[templateName] else { continue }
            templateRun.templateChain = TemplateChain()
            templateRun.templateChain.push(templateName)
            templates[templateName] = templateRun.resolved(
                template, at: { ModelPath([.key("templates"), .key(templateName)]) }, prefix: nil)
        }
        resolved.templates = templates
        let reported = Set(run.problems.map(\.subject))
        for problem in templateRun.problems where !reported.contains(problem.subject) {
            run.problems.append(problem)
        }
        // What alternative layouts set besides frames is reported by lint and never used.
        for (layoutIndex, layout) in document.layouts.enumerated() {
            for (index, entry) in layout.subviews.enumerated() {
                if let clean = Self.framesOnly(entry) { resolved.layouts[layoutIndex].subviews[index] = clean }
            }
        }
        return (resolved, run.problems, templateRun.statistics)
    }
}
