import NMViewDiagnostics
import NMViewModel
import NMViewSourceTree

/// Where each view of a compiled layout was written, so the page can open a clicked view's line
/// in the editor. Views are in ``NMViewEngine/CompiledLayout``'s order (depth first, root left
/// out). A view the file does not spell out itself (a template's body, the subviews a nested
/// layout composes in) gets the place of the nearest view that is written: the template use, or
/// the view that composes, which is where a person changes it.
public enum ViewLocations {
    /// The places of `resolved`'s views, read from `written` (the same file before resolving) and
    /// the tree it was read from.
    public static func of(written: LayoutDocument, resolved: LayoutDocument, tree: SourceTree) -> [SourceLocation] {
        var places: [SourceLocation] = []
        let root = tree.root["root"]
        walk(resolved.root, written: written.root, source: root, fallback: (root ?? tree.root).location, into: &places)
        return places
    }

    private static func walk(
        _ node: ViewNode, written: ViewNode?, source: SourceNode?, fallback: SourceLocation, into places: inout [SourceLocation]
    ) {
        // Below a template use the views are the template's, and a composed prefix comes from
        // another file: neither lines up with what this view's `subviews` lists.
        let lined = written.flatMap { $0.template == nil ? $0 : nil }
        let list = lined == nil ? nil : source?["subviews"]
        for (position, child) in node.subviews.enumerated() {
            let writtenPosition = position - node.composedSubviews
            let writtenChild = writtenPosition >= 0 ? lined?.subviews[safe: writtenPosition] : nil
            let childSource = writtenChild == nil ? nil : list?.element(at: writtenPosition)
            let place = childSource?.location ?? fallback
            places.append(place)
            walk(child, written: writtenChild, source: childSource, fallback: place, into: &places)
        }
    }
}

extension Array {
    /// The element at `index`, or nil past either end.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
