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

    init(templates: [String: ViewNode], resolver: Resolver) {
        self.templates = templates
        self.resolver = resolver
    }

    /// `node` with each subview resolved.
    mutating func resolveChildren(of node: ViewNode, path: ModelPath, prefix: String?) -> ViewNode {
        var result = node
        resolveSubviews(of: &result, path: path, prefix: prefix)
        return result
    }

    /// Resolves each subview of `node` where it stands: most views need only their defaults
    /// filled in, and copying every view of a large tree out and back cost more than the work.
    mutating func resolveSubviews(of node: inout ViewNode, path: ModelPath, prefix: String?) {
        for index in node.subviews.indices {
            resolve(&node.subviews[index], path: path.appending("subviews").appending(index), prefix: prefix)
        }
    }

    /// One view, resolved.
    mutating func resolve(_ node: ViewNode, path: ModelPath, prefix: String?) -> ViewNode {
        var result = node
        resolve(&result, path: path, prefix: prefix)
        return result
    }

    /// One view: a template instance expanded, a nested layout composed, then its subviews.
    mutating func resolve(_ node: inout ViewNode, path: ModelPath, prefix: String?) {
        if let name = node.template {
            guard let template = templates[name] else {
                problems.append(.unknownTemplate(name: name, at: path.appending("template"), known: templates.keys.sorted()))
                node.template = nil
                node.id = prefixed(node.id, prefix)
                resolveSubviews(of: &node, path: path, prefix: prefix)
                return
            }
            if templateChain.contains(name) {
                problems.append(.includeCycle(chain: templateChain + [name], at: path.appending("template")))
                node.template = nil
                return
            }
            instanceCounts[name, default: 0] += 1
            let scope = prefixed(node.id, prefix) ?? "\(name)\(instanceCounts[name] ?? 1)"
            templateChain.append(name)
            defer { templateChain.removeLast() }
            // The template's own subviews are resolved under the instance's scope; its nested
            // template uses are reported at the instance, which is where the user can act.
            var copy = resolve(template, path: path, prefix: scope)
            copy.id = prefixed(node.id, prefix)
            copy.frame = node.frame ?? template.frame
            copy.autoresizing = node.autoresizing ?? template.autoresizing
            copy.grid = node.grid ?? template.grid
            copy.omitFromLayouts = node.omitFromLayouts || template.omitFromLayouts
            copy.properties.merge(node.properties) { _, override in override }
            copy.actions.merge(node.actions) { _, override in override }
            node = copy
            return
        }
        if prefix != nil { node.id = prefixed(node.id, prefix) }
        if node.viewClass == nil { node.viewClass = ViewNode.viewClassDefault }
        let viewClass = node.resolvedClass
        if let nested = resolver.documentForClass(viewClass) {
            if classChain.contains(viewClass) {
                problems.append(.includeCycle(chain: classChain + [viewClass], at: path.appending("class")))
                resolveSubviews(of: &node, path: path, prefix: prefix)
                return
            }
            resolveSubviews(of: &node, path: path, prefix: prefix)
            node = compose(node, from: nested, path: path)
            return
        }
        resolveSubviews(of: &node, path: path, prefix: prefix)
    }

    /// A view whose class has its own layout: that layout's root properties (the view's own win)
    /// and subviews (before the view's own, already resolved), resolved with that file's templates.
    private mutating func compose(_ node: ViewNode, from nested: LayoutDocument, path: ModelPath) -> ViewNode {
        var inner = ResolveRun(templates: nested.templates, resolver: resolver)
        inner.classChain = classChain + [node.resolvedClass]
        let scope = node.id ?? node.resolvedClass
        var nestedRoot = nested.root
        nestedRoot.subviews = nestedRoot.subviews.enumerated().map { index, child in
            inner.resolve(child, path: path, prefix: scope)
        }
        // Problems inside the nested file belong to that file's own lint; only cycles through
        // this view are reported here, at this view.
        problems += inner.problems.compactMap { problem in
            if case .includeCycle(let chain, _) = problem { return .includeCycle(chain: chain, at: path.appending("class")) }
            return nil
        }
        var result = node
        result.properties = nestedRoot.properties.merging(node.properties) { _, own in own }
        result.actions = nestedRoot.actions.merging(node.actions) { _, own in own }
        result.grid = node.grid ?? nestedRoot.grid
        result.subviews = nestedRoot.subviews + node.subviews
        return result
    }

    private func prefixed(_ id: String?, _ prefix: String?) -> String? {
        guard let id else { return nil }
        guard let prefix else { return id }
        return "\(prefix).\(id)"
    }
}
