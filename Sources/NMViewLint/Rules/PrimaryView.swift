import NMViewModel
import NMViewSourceTree

/// One view of a document's primary tree as written, where it stands, and where it was read from.
struct PrimaryView: Sendable {
    let node: ViewNode
    /// The index of its superview in the walk, or -1 when that is the root.
    let parent: Int
    /// Its index among its siblings.
    let position: Int
    /// The id (or "a view") of an `omitFromLayouts` view strictly above it, if any.
    let omittedAbove: String?
    /// The tree node of its mapping.
    let source: Int32

    /// Every view below the root, depth first, each after its superview.
    static func walk(_ document: LayoutDocument, in tree: SourceTree) -> [PrimaryView] {
        tree.withRaw { raw in
            var result: [PrimaryView] = []
            func walk(_ node: ViewNode, source: Int32, parent: Int, omitted: String?) {
                let list = raw.value(source, forKey: "subviews")
                for position in node.subviews.indices {
                    let child = node.subviews[position]
                    let childSource = list >= 0 ? raw.element(list, at: position) ?? source : source
                    result.append(
                        PrimaryView(node: child, parent: parent, position: position, omittedAbove: omitted, source: childSource))
                    walk(
                        child, source: childSource, parent: result.count - 1,
                        omitted: omitted ?? (child.omitFromLayouts ? child.id ?? "a view" : nil))
                }
            }
            let root = raw.value(raw.root, forKey: "root")
            walk(document.root, source: root >= 0 ? root : raw.root, parent: -1, omitted: nil)
            return result
        }
    }
}
