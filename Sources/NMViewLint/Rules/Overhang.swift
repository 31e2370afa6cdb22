import NMViewModel

/// How far a frame reaches past the bounds of its parent, edge by edge; none when it lies inside.
/// The edges are the safe-area rule's overlap with no insets (``SafeAreaOverlap``).
struct Overhang {
    /// Points past each edge it crosses, in the order top, left, bottom, right; empty when the
    /// frame lies entirely outside, which the rule says without edges.
    let edges: [(name: String, points: Double)]
    /// Whether no part of the frame is inside the bounds.
    let isEntire: Bool

    /// The overhang of `frame` in a parent of `bounds` size; nil when the frame lies inside.
    init?(_ frame: Rect, in bounds: Size) {
        isEntire = frame.x >= bounds.width || frame.y >= bounds.height || frame.x + frame.width <= 0 || frame.y + frame.height <= 0
        // Autoresizing leaves rounding errors far below a pixel; only a hundredth of a point counts.
        let tolerance = 0.01
        edges = isEntire ? [] : SafeAreaOverlap(of: frame, in: bounds, insets: .zero).edges.filter { $0.points > tolerance }
        guard isEntire || !edges.isEmpty else { return nil }
    }

    /// "20 points past the right edge", edges joined with "and".
    var description: String {
        edges.map { "\(GeometryRules.format($0.points)) point\($0.points == 1 ? "" : "s") past the \($0.name) edge" }
            .joined(separator: " and ")
    }
}
