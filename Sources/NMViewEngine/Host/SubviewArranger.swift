import NMViewModel

/// Puts a reloaded layout's views where it says, touching as few as it can: a view that is
/// already a subview of its parent, in the right order among the layout's views there, stays
/// where it is; only new views, views that moved to another parent and views out of order are
/// inserted; views of the old layout that the new one dropped are taken out.
///
/// Taking a view out of the window and putting it back is not free in UIKit: the view leaves the
/// window (`didMoveToWindow`), and a text field being edited resigns first responder, so the
/// keyboard would close on every save of a live reload. Views a layout does not own (added by the
/// app's code) are left where they are.
enum SubviewArranger {
    /// Arranges `views` (the new layout's, `nil` where a nested view builds its own) under their
    /// parents and `host`, after taking out the `previous` views that `views` does not keep.
    static func arrange<System: LayoutViewSystem>(
        _ views: [System.View?], of layout: CompiledLayout, on host: System.View, replacing previous: [System.View?],
        with system: System
    ) {
        let kept = Set(views.compactMap { $0.map(ObjectIdentifier.init) })
        for view in previous {
            if let view, !kept.contains(ObjectIdentifier(view)) { system.removeFromSuperview(view) }
        }
        // Each parent's views in the layout's order: the host's first, then each view's.
        var children: [Int: [System.View]] = [:]
        var parents: [Int] = []
        for (index, view) in views.enumerated() {
            guard let view else { continue }
            let parent = Int(layout.parents[index])
            if parent >= 0, views[parent] == nil { continue }
            if children[parent] == nil { parents.append(parent) }
            children[parent, default: []].append(view)
        }
        for parent in parents.sorted() {
            guard let wanted = children[parent], let parentView = parent >= 0 ? views[parent] : host else { continue }
            place(wanted, in: parentView, with: system)
        }
    }

    /// Makes `wanted` the order of the layout's views among `parent`'s subviews.
    private static func place<System: LayoutViewSystem>(_ wanted: [System.View], in parent: System.View, with system: System) {
        let wantedIDs = Set(wanted.map(ObjectIdentifier.init))
        let present = system.subviews(of: parent).filter { wantedIDs.contains(ObjectIdentifier($0)) }
        if present.count == wanted.count, zip(present, wanted).allSatisfy({ $0 === $1 }) { return }
        // Those already there, in an order the layout agrees with, stay; the rest go in between.
        let presentIDs = Set(present.map(ObjectIdentifier.init))
        let staying = wanted.filter { presentIDs.contains(ObjectIdentifier($0)) }
        guard staying.count == present.count, zip(staying, present).allSatisfy({ $0 === $1 }) else {
            // Reordered: add them all again, in order, on top (as a fresh install does).
            for view in wanted { system.addSubview(view, to: parent) }
            return
        }
        // One walk over a copy of the subviews, kept in step with each insertion: asking the
        // system for its subviews and searching them again for every new view made a first
        // install of n siblings cost n² (UIKit copies its `subviews` array on every call).
        // A new view goes right above the layout's view before it, or, before the first one
        // already there, right below that; with none there, on top.
        var current = system.subviews(of: parent)
        var cursor = present.first.flatMap { first in current.firstIndex { $0 === first } } ?? current.count
        for view in wanted {
            if presentIDs.contains(ObjectIdentifier(view)) {
                // Present views come in the layout's order, so each is found after the last.
                if let found = current[cursor...].firstIndex(where: { $0 === view }) { cursor = found + 1 }
                continue
            }
            system.insertSubview(view, at: cursor, in: parent)
            current.insert(view, at: cursor)
            cursor += 1
        }
    }
}
