import NMViewModel
import NMViewSourceTree

/// One entry of an alternative layout and where it was read from.
struct LayoutEntry: Sendable {
    let node: LayoutNode
    /// The index of the layout in the document's `layouts`.
    let layout: Int
    /// The tree node of its mapping.
    let source: Int32

    /// Every entry of every alternative layout, layout by layout, depth first.
    static func walk(_ document: LayoutDocument, in tree: SourceTree) -> [LayoutEntry] {
        tree.withRaw { raw in
            var result: [LayoutEntry] = []
            func walk(_ nodes: [LayoutNode], source: Int32, layout: Int) {
                let list = raw.value(source, forKey: "subviews")
                for position in nodes.indices {
                    let nodeSource = list >= 0 ? raw.element(list, at: position) ?? source : source
                    result.append(LayoutEntry(node: nodes[position], layout: layout, source: nodeSource))
                    walk(nodes[position].subviews, source: nodeSource, layout: layout)
                }
            }
            let layouts = raw.value(raw.root, forKey: "layouts")
            for index in document.layouts.indices {
                let source = layouts >= 0 ? raw.element(layouts, at: index) ?? raw.root : raw.root
                walk(document.layouts[index].subviews, source: source, layout: index)
            }
            return result
        }
    }
}
