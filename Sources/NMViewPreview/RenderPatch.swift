/// What turns a layout's SVG at one size into its SVG at another, or an earlier version's SVG
/// into the current one's, when the views stay the views they were: the views that moved get a
/// new `transform`, and the views whose size or own look changed get their own drawing again
/// (their text rewrapped at the new width, their rectangle, content and border), without their
/// subviews, which stay where they are. Views are named by the `data-index` the SVG gives each
/// group. Made by ``SVGRenderer/patch(_:from:to:variant:appearance:previous:)``.
public struct RenderPatch: Sendable, Equatable {
    /// The layout variant drawn at the new size.
    public var variant: Int
    /// Views whose size is unchanged but whose origin is not, with their group's new `transform`.
    public var moved: [Move]
    /// Views whose size or own look changed, each with its group drawn again without subviews.
    public var redrawn: [Redraw]

    /// A view moved: its group's new `transform` attribute.
    public struct Move: Sendable, Equatable {
        /// The view's index (its group's `data-index`).
        public var index: Int
        /// The `transform` attribute's new value, exactly as a full render writes it.
        public var transform: String
    }

    /// A view resized or changed: its group, without the groups of its subviews (a clipping view keeps an
    /// empty clip, whose size is the new one).
    public struct Redraw: Sendable, Equatable {
        /// The view's index (its group's `data-index`).
        public var index: Int
        /// The group's SVG, as a full render writes it but for the subviews.
        public var svg: String
    }
}
