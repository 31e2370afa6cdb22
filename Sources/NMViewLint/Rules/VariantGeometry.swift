import NMViewEngine
import NMViewModel

/// Each layout's frames as the engine takes them (an alternative's own where it sets one, the
/// primary's, or the primary's resized by autoresizing, elsewhere), tied back to the views as
/// written and to the alternative entries that set them, so that geometry rules check every
/// layout at its own size and point at the line that put a view where it is.
struct VariantGeometry {
    /// The engine's view of the resolved document.
    let compiled: CompiledLayout
    /// For each written view (``RuleContext/views``), its node in ``compiled``; nil where the two
    /// trees differ in a way the walk cannot follow.
    let nodeOfView: [Int?]
    /// For each alternative layout, for each node, the entry (an index of
    /// ``RuleContext/layoutEntries``) that set its frame; the last one where several do.
    let settingEntry: [[Int?]]

    init(_ context: RuleContext) {
        // Shared with the other rules that lay the document out (safe area, contrast, audit).
        let compiled = context.compiled
        self.compiled = compiled
        // A written view's subviews are the last of its resolved subviews: composed subviews
        // (from the class's own layout file) come first, and a template instance has none of
        // its own.
        var writtenChildren: [Int: [Int]] = [:]
        for index in context.views.indices { writtenChildren[context.views[index].parent, default: []].append(index) }
        var nodeOfView = [Int?](repeating: nil, count: context.views.count)
        func map(written parent: Int, node: Int) {
            let views = writtenChildren[parent] ?? []
            let nodes = compiled.children(of: node)
            guard nodes.count >= views.count else { return }
            let offset = nodes.count - views.count
            for (position, view) in views.enumerated() {
                nodeOfView[view] = nodes[offset + position]
                map(written: view, node: nodes[offset + position])
            }
        }
        map(written: -1, node: -1)
        self.nodeOfView = nodeOfView
        var settingEntry: [[Int?]] = []
        var start = 0
        for layout in context.document.layouts.indices {
            var setting = [Int?](repeating: nil, count: compiled.nodes.count)
            let targets = compiled.entryTargets(ofLayout: layout)
            for (offset, target) in targets.enumerated() {
                let entry = start + offset
                guard let target, entry < context.layoutEntries.count, context.layoutEntries[entry].node.frame != nil else { continue }
                setting[target] = entry
            }
            start += targets.count
            settingEntry.append(setting)
        }
        self.settingEntry = settingEntry
    }

    /// How a layout is named in a message.
    func name(ofVariant index: Int) -> String {
        index == 0 ? "the primary layout" : "layout '\(compiled.variants[index].name)'"
    }
}
