import NMViewModel

/// What a grid layout produces: a frame for every subview and the size of the content they span.
public struct GridLayoutResult: Sendable, Hashable {
    /// One frame per subview, in the order given; hidden skipped subviews included (see
    /// ``GridLayoutManager``), so the array always matches the subviews one to one.
    public var frames: [Rect]
    /// The size the content needs, for a scroll view's `contentSize`; zero with no subviews.
    public var contentSize: Size
    /// The cells across a page, fixed or worked out; zero with no subviews.
    public var viewsPerRow: Int
    /// The cells down a page, fixed or worked out; zero with no subviews.
    public var viewsPerColumn: Int

    /// A result with every part given.
    public init(frames: [Rect], contentSize: Size, viewsPerRow: Int, viewsPerColumn: Int) {
        self.frames = frames
        self.contentSize = contentSize
        self.viewsPerRow = viewsPerRow
        self.viewsPerColumn = viewsPerColumn
    }
}
