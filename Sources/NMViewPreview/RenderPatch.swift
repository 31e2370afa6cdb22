/// What turns a layout's SVG at one size into its SVG at another, or an earlier version's SVG
/// into the current one's, when the views stay the views they were: the views that moved get a
/// new `transform`, the views whose own drawing changed only in attribute values get those
/// values, the views whose size or own look changed otherwise get their own drawing again (their
/// text rewrapped at the new width, their rectangle, content and border) without their subviews,
/// which stay where they are, the views coming into sight are added whole and those leaving it
/// are removed. Views are named by the `data-index` the SVG gives each group. Made by
/// ``SVGRenderer/patch(_:from:safeArea:to:safeArea:variant:appearance:direction:previous:)``.
public struct RenderPatch: Sendable, Equatable {
    /// The layout variant drawn at the new size.
    public var variant: Int
    /// Views whose size is unchanged but whose origin is not, with their group's new `transform`.
    public var moved: [Move]
    /// Views whose size or own look changed, each with its group drawn again without subviews.
    public var redrawn: [Redraw]
    /// Views whose own drawing changed only in attribute values (a width, a position), with
    /// those values: set on the elements the drawing has, nothing is drawn again.
    public var adjusted: [Adjust] = []
    /// Views coming into sight, each with its subviews, in the order to add them.
    public var inserted: [Insert] = []
    /// Views leaving sight: their groups go, with their subviews'.
    public var removed: [Int] = []

    /// The patch's parts.
    public init(
        variant: Int, moved: [Move], redrawn: [Redraw], adjusted: [Adjust] = [], inserted: [Insert] = [], removed: [Int] = []
    ) {
        self.variant = variant
        self.moved = moved
        self.redrawn = redrawn
        self.adjusted = adjusted
        self.inserted = inserted
        self.removed = removed
    }

    /// A view moved: its group's new `transform` attribute.
    public struct Move: Sendable, Equatable, Encodable {
        /// The view's index (its group's `data-index`).
        public var index: Int
        /// The `transform` attribute's new value, exactly as a full render writes it.
        public var transform: String
    }

    /// A view resized or changed: its group, without the groups of its subviews (a clipping view keeps an
    /// empty clip, whose size is the new one).
    public struct Redraw: Sendable, Equatable, Encodable {
        /// The view's index (its group's `data-index`).
        public var index: Int
        /// The group's SVG, as a full render writes it but for the subviews.
        public var svg: String
    }

    /// A view coming into sight: its group and its subviews', and where they go.
    public struct Insert: Sendable, Equatable, Encodable {
        /// The view's index (its group's `data-index`).
        public var index: Int
        /// Its superview's index, -1 for the root's: the group it goes into (inside its clip,
        /// when it has one), which is in the drawing.
        public var parent: Int
        /// The sibling it goes before, which is in the drawing; nil when it goes last among its
        /// superview's subviews.
        public var before: Int?
        /// The group's SVG with its subviews', as a full render writes it.
        public var svg: String
    }

    /// A view whose own drawing changed only in attribute values.
    public struct Adjust: Sendable, Equatable, Encodable {
        /// The view's index (its group's `data-index`).
        public var index: Int
        /// The values to set.
        public var attributes: [Attribute]
    }

    /// An attribute value to set on one element of a view's own drawing.
    public struct Attribute: Sendable, Equatable, Encodable {
        /// The element's position in the view's own drawing, in document order: 0 is the view's
        /// group, then its parts (title, rectangle, content, clip, border) and what they hold,
        /// but not its subviews nor what its clip holds.
        public var element: Int
        /// The attribute's name.
        public var name: String
        /// Its new value, unescaped.
        public var value: String
    }
}
