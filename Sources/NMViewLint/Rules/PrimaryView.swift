import NMViewModel
import NMViewSourceTree

/// What the rules need of one view of a document's primary tree as written, where it stands, and
/// where it was read from. Not the view itself: keeping a copy of every view cost more than
/// every rule together.
struct PrimaryView: Sendable {
    let id: String?
    /// Its class as written; `nil` for a plain view or a template instance.
    let viewClass: String?
    /// The UIKit class it behaves as: its base when written, else its class as written.
    let kitClass: String?
    let frame: Rect?
    /// Its other properties (one reference to the view's own dictionary).
    let properties: [String: PropertyValue]
    /// Whether subviews outside its bounds are expected: scroll views show content beyond their
    /// bounds, and grids place their subviews.
    let placesSubviewsFreely: Bool
    /// When its superview is a grid, the frame of the grid's first subview, whose size the grid
    /// gives every subview.
    let gridFirstFrame: Rect?
    /// The index of its superview in the walk, or -1 when that is the root.
    let parent: Int
    /// Its index among its siblings.
    let position: Int
    /// The id (or "a view") of an `omitFromLayouts` view strictly above it, if any.
    let omittedAbove: String?
    /// Whether it says `ignoresSafeArea: true` itself (not through a template).
    let ignoresSafeArea: Bool
    /// Whether it says `mirrors: false` itself (not through a template).
    let keepsLeftToRight: Bool
    /// The tree node of its mapping.
    let source: Int32

    /// Every view below the root, depth first, each after its superview.
    static func walk(_ document: LayoutDocument, in tree: SourceTree) -> [PrimaryView] {
        tree.withRaw { raw in
            var result: [PrimaryView] = []
            // A view is at least its mapping, a key and a value: an upper bound that is never far off.
            result.reserveCapacity(tree.nodeCount / 8)
            // Views are reached by pointer, where they lie in their arrays: passing them as
            // values copied every view of the tree, which cost more than every rule together.
            func walk(_ node: UnsafePointer<ViewNode>, source: Int32, parent: Int, omitted: String?) {
                let list = raw.value(source, forKey: "subviews")
                let gridFirstFrame = node.pointee.grid == nil ? nil : node.pointee.subviews.first?.frame
                node.pointee.subviews.withUnsafeBufferPointer { subviews in
                    guard let first = subviews.baseAddress else { return }
                    for position in subviews.indices {
                        let child = first + position
                        let childSource = list >= 0 ? raw.element(list, at: position) ?? source : source
                        let kitClass = child.pointee.baseClass ?? child.pointee.viewClass
                        result.append(
                            PrimaryView(
                                id: child.pointee.id, viewClass: child.pointee.viewClass, kitClass: kitClass,
                                frame: child.pointee.frame, properties: child.pointee.properties,
                                placesSubviewsFreely: Self.placesSubviewsFreely(grid: child.pointee.grid, class: kitClass),
                                gridFirstFrame: gridFirstFrame, parent: parent, position: position, omittedAbove: omitted,
                                ignoresSafeArea: child.pointee.ignoresSafeArea, keepsLeftToRight: !child.pointee.mirrors,
                                source: childSource))
                        let omitsBelow = child.pointee.omitFromLayouts ? child.pointee.id ?? "a view" : nil
                        walk(child, source: childSource, parent: result.count - 1, omitted: omitted ?? omitsBelow)
                    }
                }
            }
            let root = raw.value(raw.root, forKey: "root")
            withUnsafePointer(to: document.root) { walk($0, source: root >= 0 ? root : raw.root, parent: -1, omitted: nil) }
            return result
        }
    }

    /// Whether a view with this grid and (UIKit) class is a scroll view or a grid, or a stack view,
    /// whose subviews' frames give only their sizes.
    static func placesSubviewsFreely(grid: GridLayout?, class viewClass: String?) -> Bool {
        grid != nil || viewClass.map(freePlacingClasses.contains) == true
    }

    /// The classes that show or place their subviews elsewhere than their frames say.
    static let freePlacingClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UIStackView"]
}
