import NMViewModel

/// Builds a compiled layout's views through a view system, parents before children, each added
/// to its parent (or to `root`); or only makes them (``make(_:with:reusing:)``) for a reload,
/// which then puts them in place with ``SubviewArranger`` without taking the kept ones out.
///
/// A view that builds its own subviews (a nested NMView) gets none of the copies composed into
/// this layout from its class's file: the first `composedSubviews` subtrees under it are skipped
/// and stay `nil`, so they are neither made twice nor placed by this layout.
///
/// On a reload, a view with an id that the previous layout built (`reusing`) is kept and brought
/// up to date in place where the system can, so outlets held by code and what the user typed
/// survive the save.
enum ViewTreeBuilder {
    /// The views a previous layout built, by id, with the index of the node each was made for
    /// in `layout` (an index, so that no node is copied to build the table).
    struct Reusable<View> {
        var layout: CompiledLayout?
        var views: [String: (view: View, index: Int)] = [:]
    }

    /// Makes the views and adds each to its parent, or to `root` at the top level.
    static func build<System: LayoutViewSystem>(
        _ layout: CompiledLayout, with system: System, onto root: System.View?
    ) -> [System.View?] {
        let views = make(layout, with: system)
        for (index, view) in views.enumerated() {
            guard let view else { continue }
            let parent = Int(layout.parents[index])
            if parent >= 0, let parentView = views[parent] {
                system.addSubview(view, to: parentView)
            } else if parent < 0, let root {
                system.addSubview(view, to: root)
            }
        }
        return views
    }

    /// Makes the views, or brings the `reusable` ones up to date, without adding any to a parent.
    static func make<System: LayoutViewSystem>(
        _ layout: CompiledLayout, with system: System, reusing reusable: Reusable<System.View> = Reusable()
    ) -> [System.View?] {
        var views: [System.View?] = []
        views.reserveCapacity(layout.nodes.count)
        // Views whose composed subtrees are skipped, by index, with how many subviews that is.
        var skipsComposed: [Int: Int] = [:]
        var skipped = [Bool](repeating: false, count: layout.nodes.count)
        var position = [Int](repeating: 0, count: layout.nodes.count + 1)  // next child position per parent (+1: root)
        for (index, node) in layout.nodes.enumerated() {
            let parent = Int(layout.parents[index])
            let childPosition = position[parent + 1]
            position[parent + 1] += 1
            if parent >= 0, skipped[parent] || childPosition < skipsComposed[parent, default: 0] {
                skipped[index] = true
                views.append(nil)
                continue
            }
            var kept: MadeView<System.View>?
            if let id = node.id, let old = reusable.layout, let (view, oldIndex) = reusable.views[id] {
                kept = system.update(view, from: old.nodes[oldIndex], to: node)
            }
            let made = kept ?? system.makeView(for: node)
            if made.buildsOwnSubviews, node.composedSubviews > 0 { skipsComposed[index] = node.composedSubviews }
            views.append(made.view)
        }
        return views
    }
}
