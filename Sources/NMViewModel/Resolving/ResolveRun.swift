/// One resolution of one document: the state that the recursion shares.
struct ResolveRun {
    let templates: [String: ViewNode]
    let resolver: Resolver
    var problems: [ResolveProblem] = []
    /// Templates being expanded, outermost first, to catch a template that contains itself.
    var templateChain: [String] = []
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
        // An instance becomes its template's copy, whose root is counted in its place.
        if (composing || !templateChain.isEmpty) && view.pointee.template == nil { addedViews += 1 }
        if let name = view.pointee.template {
            return expand(view.pointee, template: name, at: path, prefix: prefix)
        }
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

    /// A template instance: a copy of the template with the instance's id, frame, mask, grid and
    /// properties over it.
    private mutating func expand(_ node: ViewNode, template name: String, at path: () -> ModelPath, prefix: String?)
        -> ViewNode
    {
        guard let template = templates[name] else {
            let templates = self.templates
            report(.unknownTemplate(name)) {
                .unknownTemplate(name: name, at: path().appending("template"), known: templates.keys.sorted())
            }
            var result = node
            result.template = nil
            result.id = prefixed(node.id, prefix)
            return resolvingSubviews(of: result, at: path, prefix: prefix) ?? result
        }
        if templateChain.contains(name) {
            let chain = templateChain + [name]
            report(.includeCycle(Set(chain))) { .includeCycle(chain: chain, at: path().appending("template")) }
            var result = node
            result.template = nil
            return result
        }
        guard admitsCopy(at: { path().appending("template") }) else {
            var result = node
            result.template = nil
            return result
        }
        instanceCounts[name, default: 0] += 1
        let scope = prefixed(node.id, prefix) ?? "\(name)\(instanceCounts[name] ?? 1)"
        templateChain.append(name)
        defer { templateChain.removeLast() }
        // The template's own subviews are resolved under the instance's scope; its nested
        // template uses are reported at the instance, which is where the user can act.
        var copy = resolved(template, at: path, prefix: scope)
        copy.id = prefixed(node.id, prefix)
        copy.frame = node.frame ?? template.frame
        copy.autoresizing = node.autoresizing ?? template.autoresizing
        copy.grid = node.grid ?? template.grid
        copy.omitFromLayouts = node.omitFromLayouts || template.omitFromLayouts
        copy.properties.merge(node.properties) { _, override in override }
        copy.actions.merge(node.actions) { _, override in override }
        return copy
    }

    /// A view whose class has its own layout: that layout's root properties (the view's own win)
    /// and subviews (before the view's own, already resolved), resolved with that file's templates.
    private mutating func compose(_ node: ViewNode, from nested: LayoutDocument, path: () -> ModelPath) -> ViewNode {
        var inner = ResolveRun(templates: nested.templates, resolver: resolver)
        inner.classChain = classChain + [node.resolvedClass]
        inner.addedViews = addedViews
        inner.composing = true
        inner.depth = depth + 1
        let scope = node.id ?? node.resolvedClass
        var nestedRoot = nested.root
        nestedRoot.subviews = nestedRoot.subviews.map { child in inner.resolved(child, at: path, prefix: scope) }
        addedViews = inner.addedViews
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
    private mutating func admitsCopy(at path: () -> ModelPath) -> Bool {
        if addedViews < resolver.maxAddedViews { return true }
        let limit = resolver.maxAddedViews
        report(.expansionLimit) { .expansionLimit(limit: limit, at: path()) }
        return false
    }

    /// Records the problem `make` builds, unless it is a limit already reported, or was found
    /// inside a copy and is about the same thing as one found there before. Past a limit every
    /// further copy hits it again, and a problem inside a template is met in each of its copies:
    /// the problem, and its path as long as the copy is deep, are built only for the first.
    private mutating func report(_ subject: ResolveProblem.Subject, _ make: () -> ResolveProblem) {
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

    private func prefixed(_ id: String?, _ prefix: String?) -> String? {
        guard let id else { return nil }
        guard let prefix else { return id }
        return "\(prefix).\(id)"
    }
}
