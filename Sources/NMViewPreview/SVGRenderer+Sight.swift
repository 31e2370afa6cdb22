import NMViewEngine
import NMViewModel

extension SVGRenderer {
    /// For each view, whether it or any view below it can show inside `bounds` (the root's,
    /// which is all the drawing shows): a view wholly outside, with every view below it
    /// outside too, draws nothing there. A long layout of 2,000 views stacked far below its
    /// 480 points otherwise filled the preview's canvas with thousands of elements nobody sees.
    /// `frames` are relative to each view's superview, in ``CompiledLayout``'s order.
    static func inSight(_ frames: [Rect], parents: [Int32], bounds: Size) -> [Bool] {
        var origins = [(x: Double, y: Double)]()
        origins.reserveCapacity(frames.count)
        // Each subtree's extent in the root's coordinates: min x, min y, max x, max y.
        var reach = [(Double, Double, Double, Double)]()
        reach.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            let parent = Int(parents[index])
            let base = parent >= 0 ? origins[parent] : (x: 0, y: 0)
            let x = base.x + frame.x, y = base.y + frame.y
            origins.append((x, y))
            reach.append((min(x, x + frame.width), min(y, y + frame.height), max(x, x + frame.width), max(y, y + frame.height)))
        }
        // Children come after their parents, so a walk backwards folds each into its parent.
        for index in frames.indices.reversed() {
            let parent = Int(parents[index])
            guard parent >= 0 else { continue }
            let (a, b) = (reach[parent], reach[index])
            reach[parent] = (min(a.0, b.0), min(a.1, b.1), max(a.2, b.2), max(a.3, b.3))
        }
        // A point of slack for the outline and border strokes that straddle an edge.
        return reach.map { $0.2 >= -1 && $0.0 <= bounds.width + 1 && $0.3 >= -1 && $0.1 <= bounds.height + 1 }
    }
}
