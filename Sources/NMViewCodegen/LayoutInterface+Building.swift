import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import NMViewSourceTree

extension LayoutInterface {
    /// The interface of the layout of `viewClass`, as written (`document`, read into `tree`) and
    /// as resolved against the other layouts of its run (`resolved`).
    public init(viewClass: String, document: LayoutDocument, resolved: LayoutDocument, tree: SourceTree) {
        var walk = InterfaceWalk(document: document, tree: tree)
        for (index, child) in resolved.root.subviews.enumerated() {
            let written =
                document.root.subviews.indices.contains(index)
                ? InterfaceWalk.Written(
                    node: document.root.subviews[index], path: [.key("root"), .key("subviews"), .index(index)])
                : nil
            walk.visit(child, written: written, inTemplateCopy: nil)
        }
        // Templates are copied at run time with the host as their actions' target.
        var templates: [Template] = []
        for name in resolved.templates.keys.sorted() {
            guard let template = resolved.templates[name] else { continue }
            let written = document.templates[name].map {
                InterfaceWalk.Written(node: $0, path: [.key("templates"), .key(name)])
            }
            walk.visitTemplate(template, named: name, written: written)
            templates.append(
                Template(
                    name: name, viewClass: template.resolvedClass,
                    location: walk.location([.key("templates"), .key(name)], key: true)))
        }

        var outlets: [Outlet] = []
        for id in document.outlets {
            guard let view = walk.views.first(where: { $0.id == id }) else { continue }
            outlets.append(Outlet(id: id, viewClass: view.viewClass, location: view.location, template: view.template))
        }

        var layouts = [
            NamedLayout(
                name: LayoutVariant.primaryName, size: resolved.size, location: walk.location([.key("size")], key: true)
            )
        ]
        for (index, layout) in resolved.layouts.enumerated() where !layouts.contains(where: { $0.name == layout.name })
        {
            layouts.append(
                NamedLayout(
                    name: layout.name, size: layout.size,
                    location: walk.location([.key("layouts"), .index(index), .key("name")])))
        }

        self.init(
            viewClass: viewClass, file: tree.file, outlets: outlets, actions: walk.methods(),
            selectorOnlyActions: walk.selectorOnly.sorted(), layouts: layouts, templates: templates, kind: document.kind,
            baseClasses: Self.baseClasses(of: document))
    }

    /// Each class of the app's own that `document` (as written: instances take their template's)
    /// gives a base, with it.
    static func baseClasses(of document: LayoutDocument) -> [BaseClass] {
        var found: Set<BaseClass> = []
        func visit(_ node: ViewNode) {
            if let base = node.baseClass, let viewClass = node.viewClass, !ViewNode.kitClasses.contains(viewClass) {
                found.insert(BaseClass(viewClass: viewClass, base: base))
            }
            node.subviews.forEach(visit)
        }
        document.root.subviews.forEach(visit)
        document.templates.values.forEach(visit)
        return found.sorted()
    }
}

/// Walks a resolved tree beside the file it came from, so that each view the host builds is
/// found where it is written: a template copy in its template, its id where the instance gives
/// it, each action where the instance or the template sets it.
///
/// The two trees have the same shape but for two things the walk follows: a template instance
/// stands for its template's subtree (through templates that are instances of others), and a
/// view composed from a nested layout has that layout's copies before its own subviews, which
/// its host never builds and the walk leaves out.
struct InterfaceWalk {
    /// A node of the file and its path there.
    struct Written {
        var node: ViewNode
        var path: [ModelPath.Component]
    }

    /// A view the host builds.
    struct View {
        var id: String?
        var viewClass: String
        var location: SourceLocation?
        var template: String?
    }

    /// A control's action, before uses of one method are gathered.
    struct Binding {
        var method: String
        var use: LayoutInterface.ActionUse
        var senderClass: String
    }

    let document: LayoutDocument
    let tree: SourceTree
    private(set) var views: [View] = []
    private(set) var bindings: [Binding] = []
    private(set) var selectorOnly: Set<String> = []

    init(document: LayoutDocument, tree: SourceTree) {
        self.document = document
        self.tree = tree
    }

    /// A view of the primary tree and its subtree; `inTemplateCopy` names the template whose copy
    /// it is part of.
    mutating func visit(_ node: ViewNode, written: Written?, inTemplateCopy: String?) {
        let chain = written.map(definitionChain) ?? []
        let template = chain.count > 1 ? chain[0].node.template : inTemplateCopy
        let idLocation = chain.first.flatMap { $0.node.id == nil ? nil : location($0.path + [.key("id")]) }
        views.append(View(id: node.id, viewClass: node.resolvedClass, location: idLocation, template: template))
        bind(node, chain: chain, viewID: node.id, template: nil)
        visitSubviews(of: node, definition: chain.last, inTemplateCopy: template)
    }

    /// A template as the app copies it: its own actions and those of its subviews, whose copies
    /// the host also binds.
    mutating func visitTemplate(_ node: ViewNode, named name: String, written: Written?) {
        let chain = written.map(definitionChain) ?? []
        bind(node, chain: chain, viewID: nil, template: name)
        var subviews = InterfaceWalk(document: document, tree: tree)
        subviews.visitSubviews(of: node, definition: chain.last, inTemplateCopy: name)
        // The subviews' ids are those of a copy made later, not views of the primary tree.
        bindings += subviews.bindings
        selectorOnly.formUnion(subviews.selectorOnly)
    }

    private mutating func visitSubviews(of node: ViewNode, definition: Written?, inTemplateCopy: String?) {
        for (index, child) in node.subviews.enumerated() where index >= node.composedSubviews {
            let position = index - node.composedSubviews
            let written = definition.flatMap { definition in
                definition.node.subviews.indices.contains(position)
                    ? Written(
                        node: definition.node.subviews[position],
                        path: definition.path + [.key("subviews"), .index(position)])
                    : nil
            }
            visit(child, written: written, inTemplateCopy: inTemplateCopy)
        }
    }

    /// The node as written, then the template it is an instance of, and so on to the template
    /// that is not an instance: the last one has the class and the subviews.
    private func definitionChain(_ written: Written) -> [Written] {
        var chain = [written]
        var seen: Set<String> = []
        while let name = chain[chain.count - 1].node.template, seen.insert(name).inserted,
            let template = document.templates[name]
        {
            chain.append(Written(node: template, path: [.key("templates"), .key(name)]))
        }
        return chain
    }

    private mutating func bind(_ node: ViewNode, chain: [Written], viewID: String?, template: String?) {
        for (event, method) in node.actions.sorted(by: { $0.key < $1.key }) {
            guard SwiftName.method(forSelector: method) != nil else {
                selectorOnly.insert(method)
                continue
            }
            // The instance's own action wins over its template's, as the resolver merges them.
            let setter = chain.first { $0.node.actions[event] != nil }
            let use = LayoutInterface.ActionUse(
                event: event, viewID: viewID, template: template,
                location: setter.flatMap { location($0.path + [.key("actions"), .key(event)]) })
            bindings.append(Binding(method: method, use: use, senderClass: node.resolvedClass))
        }
    }

    /// The bindings gathered into one method each, in the order of first use.
    func methods() -> [LayoutInterface.ActionMethod] {
        var result: [LayoutInterface.ActionMethod] = []
        var index: [String: Int] = [:]
        for binding in bindings {
            guard let name = SwiftName.method(forSelector: binding.method) else { continue }
            if let existing = index[name] {
                if !result[existing].selectors.contains(binding.method) {
                    result[existing].selectors = (result[existing].selectors + [binding.method]).sorted()
                }
                if result[existing].senderClass != binding.senderClass { result[existing].senderClass = "UIControl" }
                result[existing].uses.append(binding.use)
            } else {
                index[name] = result.count
                result.append(
                    LayoutInterface.ActionMethod(
                        name: name, selectors: [binding.method], senderClass: binding.senderClass, uses: [binding.use]))
            }
        }
        return result
    }

    /// The location of the value at `path` in the file (or of its key, with `key`); `nil` when
    /// the file has nothing there.
    func location(_ path: [ModelPath.Component], key: Bool = false) -> SourceLocation? {
        var node = tree.root
        var keyNode: SourceNode?
        for component in path {
            switch component {
            case .key(let name):
                guard let entry = node.entry(forKey: name) else { return nil }
                keyNode = entry.key
                node = entry.value
            case .index(let index):
                guard let element = node.element(at: index) else { return nil }
                keyNode = nil
                node = element
            }
        }
        return key ? (keyNode ?? node).location : node.location
    }
}
