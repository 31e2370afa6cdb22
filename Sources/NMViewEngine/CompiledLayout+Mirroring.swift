import NMViewModel

extension CompiledLayout {
    /// Whether the layout is flipped in a user interface that reads in `direction`: it says
    /// `layoutDirection: mirrored` and `direction` is right to left.
    public func isMirrored(in direction: LayoutDirection) -> Bool {
        document.layoutDirection == .mirrored && direction == .rightToLeft
    }

    /// The direction view `index`'s own content reads in (its natural text alignment, what UIKit
    /// arranges inside it) in a user interface that reads in `direction`: left to right inside a
    /// view of a mirrored layout that says `mirrors: false`, as `semanticContentAttribute =
    /// .forceLeftToRight` makes it on the device; otherwise `direction`. A fixed layout's frames
    /// stay as written, but UIKit still aligns its natural text to the right in a right-to-left
    /// language, so this is right to left there too.
    public func contentDirection(of index: Int, in direction: LayoutDirection) -> LayoutDirection {
        guard direction == .rightToLeft else { return .leftToRight }
        return document.layoutDirection == .mirrored && keepsLeftToRight[index] ? .leftToRight : .rightToLeft
    }

    /// Flips `frames`, laid out left to right for a root of `bounds`, for a right-to-left user
    /// interface: each view is placed at its superview's width less its x and width, unless its
    /// superview keeps its content left to right (`mirrors: false` on it or above it). A view
    /// that says `mirrors: false` is itself still placed by its superview, mirrored with its
    /// siblings, as UIKit places a view by its superview's direction whatever its own.
    ///
    /// Grids and stack views are flipped by the same rule: a grid fills from the right, and a
    /// horizontal stack view's arranged subviews run from the right, as UIStackView runs them.
    func mirror(_ frames: inout [Rect], bounds: Size) {
        for index in frames.indices {
            let parent = Int(parents[index])
            let width: Double
            if parent < 0 {
                width = bounds.width
            } else {
                guard !keepsLeftToRight[parent] else { continue }
                width = frames[parent].width
            }
            frames[index].x = width - frames[index].x - frames[index].width
        }
    }
}

extension EdgeInsets {
    /// These insets with the left and right ones exchanged: what a reflection in a vertical line
    /// makes of them.
    var leftAndRightSwapped: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }
}
