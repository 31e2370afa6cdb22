import NMViewModel

extension GridLayoutManager {
    /// What the grid needs to know of one subview: its frame's size and whether it is hidden.
    ///
    /// The original read the first subview's `bounds.size`; for the untransformed views a layout
    /// file describes that is the frame's size.
    public struct Subview: Sendable, Hashable {
        /// The size of the subview's frame; only the first subview's is used, as the cell size.
        public var size: Size
        /// Whether the subview is hidden, which with `skipHiddenViews` frees its cell.
        public var isHidden: Bool

        /// A subview of `size`, shown unless `isHidden`.
        public init(size: Size, isHidden: Bool = false) {
            self.size = size
            self.isHidden = isHidden
        }
    }
}
