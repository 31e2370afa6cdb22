import NMViewModel

/// How far a frame reaches past each edge of a safe area: the distance from the safe
/// rectangle's edge to the frame's, which is how far the view must move to clear it.
struct SafeAreaOverlap: Equatable {
    /// Points past the safe area's top, left, bottom and right edge; 0 for an edge the frame
    /// stays inside.
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0

    /// The overlap of `frame` with the insets `insets` of a root of `size`. None for a frame that
    /// does not meet the bounds or has no area: it is not under the status bar or the home
    /// indicator but off the screen or invisible, which other rules report.
    init(of frame: Rect, in size: Size, insets: EdgeInsets) {
        let maxX = frame.x + frame.width, maxY = frame.y + frame.height
        guard frame.width > 0, frame.height > 0, frame.x < size.width, frame.y < size.height, maxX > 0, maxY > 0 else {
            return
        }
        top = max(0, insets.top - frame.y)
        left = max(0, insets.left - frame.x)
        bottom = max(0, maxY - (size.height - insets.bottom))
        right = max(0, maxX - (size.width - insets.right))
    }

    /// Whether the frame stays inside the safe area.
    var isEmpty: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    /// The edges it reaches past and by how much, in the order top, left, bottom, right.
    var edges: [(name: String, points: Double)] {
        [("top", top), ("left", left), ("bottom", bottom), ("right", right)].filter { $0.points > 0 }
    }
}
