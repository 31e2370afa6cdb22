import NMViewModel

/// A layout worked out for one size: a frame for every view, and the content size of every view
/// whose subviews a grid places (what a scroll view holding the grid scrolls over).
public struct FrameTable: Sendable, Hashable {
    /// One frame per view, in the compiled layout's view order.
    public var frames: [Rect]
    /// The content size of each grid, by the index of the view that has it (-1 for the root).
    public var contentSizes: [GridContent]

    /// The content size a grid needs.
    public struct GridContent: Sendable, Hashable {
        /// The view whose subviews the grid places; -1 for the root.
        public var container: Int
        /// The size its content spans.
        public var size: Size

        /// The content of the grid in `container`.
        public init(container: Int, size: Size) {
            self.container = container
            self.size = size
        }
    }

    /// A table with every part given.
    public init(frames: [Rect], contentSizes: [GridContent] = []) {
        self.frames = frames
        self.contentSizes = contentSizes
    }
}
