/// Template instances: each expanded to a copy of its template's body, which is resolved once per
/// template where it can be and shared by every later copy.
///
/// A resolved body can be shared when resolving it found no problem, composed no nested layout
/// (a nested file's views are resolved by a run of its own, which this one cannot see into) and
/// gave no view an id: then nothing in it depends on where the copy goes, not the instance's id
/// scope, nor the templates and classes around it, nor how many instances came before. It is
/// shared only where resolving it again would give the same: its views fit under the depth limit
/// there, and its count of views under the limit on views. Anything else is resolved view by
/// view, so limits are met at the same view and reported at the same path as without sharing.
///
/// Without sharing, every template kept in the document walked again every template below it,
/// and every copy its body: 100 templates that each nest the one before cost 5,151 bodies (now
/// 101), and templates that each use the one before twice, twice as many per level, up to the
/// limit on views (now one each). A template deeper than the depth limit still costs a body per
/// level, since its kept copy is cut at a view of its own; the limit on views bounds that.
///
/// Instance counts inside a shared body are not kept up: they only name the ids inside copies
/// that have no id of their own, and a shareable body, with every template it uses, gives no view
/// an id.
extension ResolveRun {
    /// A template instance: a copy of the template with the instance's id, frame, mask, grid and
    /// properties over it.
    mutating func expand(_ node: ViewNode, template name: String, at path: () -> ModelPath, prefix: String?)
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
            let chain = templateChain.names + [name]
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
        templateChain.push(name)
        defer { templateChain.pop() }
        // The template's own subviews are resolved under the instance's scope; its nested
        // template uses are reported at the instance, which is where the user can act.
        var copy = sharedBody(of: name) ?? body(of: template, named: name, at: path, scope: scope)
        copy.id = prefixed(node.id, prefix)
        if copy.id != nil { idsGiven += 1 }
        copy.frame = node.frame ?? template.frame
        copy.autoresizing = node.autoresizing ?? template.autoresizing
        copy.grid = node.grid ?? template.grid
        copy.omitFromLayouts = node.omitFromLayouts || template.omitFromLayouts
        copy.ignoresSafeArea = node.ignoresSafeArea || template.ignoresSafeArea
        copy.mirrors = node.mirrors && template.mirrors
        copy.properties.merge(node.properties) { _, override in override }
        copy.actions.merge(node.actions) { _, override in override }
        return copy
    }

    /// The body of template `name` resolved before, if it can stand here for resolving it again;
    /// its views are then counted as added.
    private mutating func sharedBody(of name: String) -> ViewNode? {
        guard resolver.sharesTemplateBodies, let shared = sharedBodies[name],
            depth + shared.height <= resolver.maxDepth, addedViews + shared.addedViews <= resolver.maxAddedViews
        else { return nil }
        addedViews += shared.addedViews
        deepest = max(deepest, depth + shared.height)
        statistics.templateBodiesShared += 1
        return shared.body
    }

    /// `template` resolved view by view under `scope`, kept for later copies if it can be shared.
    private mutating func body(of template: ViewNode, named name: String, at path: () -> ModelPath, scope: String)
        -> ViewNode
    {
        statistics.templateBodiesResolved += 1
        let before = (problems: problemsFound, compositions: compositions, ids: idsGiven, added: addedViews, deepest: deepest)
        deepest = depth
        let body = resolved(template, at: path, prefix: scope)
        let height = deepest - depth
        deepest = max(before.deepest, deepest)
        if problemsFound == before.problems, compositions == before.compositions, idsGiven == before.ids,
            sharedBodies[name] == nil
        {
            sharedBodies[name] = SharedTemplateBody(body: body, addedViews: addedViews - before.added, height: height)
        }
        return body
    }
}
