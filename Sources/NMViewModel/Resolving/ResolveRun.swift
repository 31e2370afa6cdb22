/// One resolution of one document: the state that the recursion shares.
struct ResolveRun {
    let templates: [String: ViewNode]
    let resolver: Resolver
    var problems: [ResolveProblem] = []
    /// Templates being expanded, outermost first, to catch a template that contains itself.
    var templateChain = TemplateChain()
    /// View classes being composed, the document's own first, to catch nested layouts that
    /// contain themselves.
    var classChain: [String] = []
    /// Instances seen per template, for the ids of instances without one.
    var instanceCounts: [String: Int] = [:]
    /// What has been reported from inside copies, and the limits: each copy of a template would
    /// report the same problem again, at the same instance, thousands of times over.
    var reported: Set<ResolveProblem.Subject> = []
    /// Views added so far by copies, carried into and out of the runs of nested layouts.
    var addedViews = 0
    /// Whether every view this run resolves is a copy: a nested layout's.
    var composing = false
    /// Level below the root of the views being resolved.
    var depth = 0
    /// What the run cost, for tests that hold the resolver to linear work.
    var statistics = ResolveStatistics()

    // What a template body's resolution did, read before and after it to tell whether the body
    // can be shared (see ResolveRun+Templates.swift).
    /// Template bodies resolved so far that can be shared by later copies, by template name.
    var sharedBodies: [String: SharedTemplateBody] = [:]
    /// Problems found so far, those not reported again included.
    var problemsFound = 0
    /// Nested layouts composed so far.
    var compositions = 0
    /// Views given an id so far.
    var idsGiven = 0
    /// The deepest level a view was resolved at since it was last set.
    var deepest = 0

    init(templates: [String: ViewNode], resolver: Resolver) {
        self.templates = templates
        self.resolver = resolver
    }

    // Paths are passed as closures and built only for a problem; views are reached by pointer
    // where they lie and copied only where something changes. Most views of a large layout need
    // nothing, and building a path and a copy for each of them was most of resolving.

    /// `node` resolved.
    mutating func resolved(_ node: ViewNode, at path: () -> ModelPath, prefix: String?) -> ViewNode {
        withUnsafePointer(to: node) { changes(to: $0, at: path, prefix: prefix) } ?? node
    }

    /// `node` with its subviews resolved, or `nil` when none of them changes.
    mutating func resolvingSubviews(of node: ViewNode, at path: () -> ModelPath, prefix: String?) -> ViewNode? {
        withUnsafePointer(to: node) { subviewChanges(of: $0, at: path, prefix: prefix) }
    }

    private mutating func subviewChanges(of view: UnsafePointer<ViewNode>, at path: () -> ModelPath, prefix: String?)
        -> ViewNode?
    {
        var result: ViewNode?
        depth += 1
        defer { depth -= 1 }
        view.pointee.subviews.withUnsafeBufferPointer { subviews in
            guard let first = subviews.baseAddress else { return }
            for index in subviews.indices {
                guard let child = changes(to: first + index, at: { path().appending("subviews").appending(index) }, prefix: prefix)
                else { continue }
                if result == nil { result = view.pointee }
                result?.subviews[index] = child
            }
        }
        return result
    }

    /// One view resolved: a template instance expanded, a nested layout composed, defaults filled
    /// in, then its subviews; `nil` when the view is already as resolved.
    private mutating func changes(to view: UnsafePointer<ViewNode>, at path: () -> ModelPath, prefix: String?) -> ViewNode? {
        // Only copies can nest this deep: a file cannot, within the reader's limits.
        if depth > resolver.maxDepth {
            let limit = resolver.maxDepth
            report(.depthLimit) { .depthLimit(limit: limit, at: path()) }
            var result = view.pointee
            result.template = nil
            result.id = prefixed(view.pointee.id, prefix)
            result.subviews = []
            return result
        }
        deepest = max(deepest, depth)
        // An instance becomes its template's copy, whose root is counted in its place.
        if (composing || !templateChain.isEmpty) && view.pointee.template == nil { addedViews += 1 }
        if let name = view.pointee.template {
            return expand(view.pointee, template: name, at: path, prefix: prefix)
        }
        if view.pointee.id != nil { idsGiven += 1 }
        var result: ViewNode?
        if prefix != nil, view.pointee.id != nil {
            result = view.pointee
            result?.id = prefixed(view.pointee.id, prefix)
        }
        if view.pointee.viewClass == nil {
            if result == nil { result = view.pointee }
            result?.viewClass = ViewNode.viewClassDefault
        }
        let viewClass = view.pointee.viewClass ?? ViewNode.viewClassDefault
        guard let nested = resolver.documentForClass(viewClass) else {
            guard let result else { return subviewChanges(of: view, at: path, prefix: prefix) }
            return resolvingSubviews(of: result, at: path, prefix: prefix) ?? result
        }
        let isCycle = classChain.contains(viewClass)
        if isCycle {
            let chain = classChain + [viewClass]
            report(.includeCycle(Set(chain))) { .includeCycle(chain: chain, at: path().appending("class")) }
        }
        let composes = !isCycle && admitsCopy(at: { path().appending("class") })
        var current = result ?? view.pointee
        current = resolvingSubviews(of: current, at: path, prefix: prefix) ?? current
        return composes ? compose(current, from: nested, path: path) : current
    }

    /// A view whose class has its own layout: that layout's root properties (the view's own win)
    /// and subviews (before the view's own, already resolved), resolved with that file's templates.
    private mutating func compose(_ node: ViewNode, from nested: LayoutDocument, path: () -> ModelPath) -> ViewNode {
        compositions += 1
        var inner = ResolveRun(templates: nested.templates, resolver: resolver)
        inner.statistics = statistics
        inner.classChain = classChain + [node.resolvedClass]
        inner.addedViews = addedViews
        inner.composing = true
        inner.depth = depth + 1
        let scope = node.id ?? node.resolvedClass
        var nestedRoot = nested.root
        nestedRoot.subviews = nestedRoot.subviews.map { child in inner.resolved(child, at: path, prefix: scope) }
        addedViews = inner.addedViews
        statistics = inner.statistics
        // Problems inside the nested file belong to that file's own lint; only cycles through
        // this view, and copies it made past the limit, are reported here, at this view.
        for problem in inner.problems {
            switch problem {
            case .includeCycle(let chain, _):
                report(.includeCycle(chain: chain, at: path().appending("class")))
            case .expansionLimit(let limit, _):
                report(.expansionLimit(limit: limit, at: path().appending("class")))
            case .depthLimit(let limit, _):
                report(.depthLimit(limit: limit, at: path().appending("class")))
            case .unknownTemplate:
                break
            }
        }
        var result = node
        result.properties = nestedRoot.properties.merging(node.properties) { _, own in own }
        result.actions = nestedRoot.actions.merging(node.actions) { _, own in own }
        result.grid = node.grid ?? nestedRoot.grid
        result.subviews = nestedRoot.subviews + node.subviews
        result.composedSubviews = nestedRoot.subviews.count
        return result
    }

    /// Whether one more copy fits under the limit; the first that does not is reported.
    mutating func admitsCopy(at path: () -> ModelPath) -> Bool {
        if addedViews < resolver.maxAddedViews { return true }
        let limit = resolver.maxAddedViews
        report(.expansionLimit) { .expansionLimit(limit: limit, at: path()) }
        return false
    }

    /// Records the problem `make` builds, unless it is a limit already reported, or was found
    /// inside a copy and is about the same thing as one found there before. Past a limit every
    /// further copy hits it again, and a problem inside a template is met in each of its copies:
    /// the problem, and its path as long as the copy is deep, are built only for the first.
    mutating func report(_ subject: ResolveProblem.Subject, _ make: () -> ResolveProblem) {
        problemsFound += 1
        switch subject {
        case .expansionLimit, .depthLimit:
            guard reported.insert(subject).inserted else { return }
        case .unknownTemplate, .includeCycle:
            if composing || !templateChain.isEmpty {
                guard reported.insert(subject).inserted else { return }
            }
        }
        problems.append(make())
    }

    /// Records `problem`, as ``report(_:_:)`` does.
    private mutating func report(_ problem: ResolveProblem) {
        report(problem.subject) { problem }
    }

    func prefixed(_ id: String?, _ prefix: String?) -> String? {
        guard let id else { return nil }
        guard let prefix else { return id }
        return "\(prefix).\(id)"
    }
}
