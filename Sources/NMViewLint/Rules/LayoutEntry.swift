import NMViewModel
import NMViewSourceTree

/// One entry of an alternative layout and where it was read from.
struct LayoutEntry: Sendable {
    let node: LayoutNode
    /// The index of the layout in the document's `layouts`.
    let layout: Int
    /// The index of the enclosing entry in the walk, or -1 when the entry is one of the layout's
    /// own `subviews` (matched to the root's subviews).
    let parent: Int
    /// Its index among its siblings, which an entry without an id is matched by.
    let position: Int
    /// The tree node of its mapping.
    let source: Int32

    /// Every entry of every alternative layout, layout by layout, depth first.
    static func walk(_ document: LayoutDocument, in tree: SourceTree) -> [LayoutEntry] {
        tree.withRaw { raw in
            var result: [LayoutEntry] = []
            func walk(_ nodes: [LayoutNode], source: Int32, layout: Int, parent: Int) {
                let list = raw.value(source, forKey: "subviews")
                for position in nodes.indices {
                    let nodeSource = list >= 0 ? raw.element(list, at: position) ?? source : source
                    result.append(
                        LayoutEntry(node: nodes[position], layout: layout, parent: parent, position: position, source: nodeSource))
                    walk(nodes[position].subviews, source: nodeSource, layout: layout, parent: result.count - 1)
                }
            }
            let layouts = raw.value(raw.root, forKey: "layouts")
            for index in document.layouts.indices {
                let source = layouts >= 0 ? raw.element(layouts, at: index) ?? raw.root : raw.root
                walk(document.layouts[index].subviews, source: source, layout: index, parent: -1)
            }
            return result
        }
    }
}
