import NMViewModel

/// The original NMGridLayoutManager's arrangement of a container's subviews, computed from sizes
/// alone so the runtime host and the SVG renderer share one implementation.
///
/// What it does, following the original:
/// - Every subview gets the first subview's size, hidden or not; the others' sizes are ignored.
/// - A fixed `viewsPerRow` / `viewsPerColumn` is used as given; absent (or, as in the original,
///   zero or less) it is how many whole cells fit the container along that axis.
/// - There is no fixed spacing: the room left along each axis is shared equally between the gaps
///   before, between and after the cells (`gap = (container − count × cell) / (count + 1)`), so
///   a row is centred, and the gap goes negative when a fixed count is more than fits.
/// - Cells are numbered in `direction` order; `viewsPerRow × viewsPerColumn` cells make a page,
///   and each further page sits one container size further along `extensionDirection`, whatever
///   the fill direction. `none` places overflowing views on those pages too: the original's
///   header says it stops laying out, but its code does not, and the code is what apps saw.
/// - `lastItem` pulls each page back by one gap so the spacing runs on across the page break.
/// - A hidden subview with `skipHiddenViews` takes no cell: it gets the frame of the cell the
///   next shown subview will take. Without `skipHiddenViews` it keeps a cell of its own, empty on
///   screen.
///
/// Where this deliberately differs from the original, and why:
/// - A computed count below one (container smaller than a cell, or a cell of zero length) is one:
///   the original divided by a zero page size there, which traps in Swift and was undefined in C.
/// - `lastItem` pulls page `p` back by `p` gaps; the original pulled every page after the first
///   back by one gap only, so from the third page on the break showed a double gap, against its
///   own documentation ("continuing with the same spacing"). It also shifted the first page by
///   the gap whenever the gap was negative; here the first page never moves.
/// - `lastItem` measures the content from every cell in use, not from the last subview's frame:
///   the original grew too little when the last subview sat short of an earlier one (rows filling
///   pages that extend to the right) and too much when the last subview was hidden and skipped.
///   The content keeps the container's length across the extension direction and is never
///   shorter than the container along it, where the original could report less than the
///   container (a scroll view behaves the same for both).
/// - `nextFullPage` with every subview hidden and skipped needs one page; the original's unsigned
///   arithmetic wrapped around to an enormous size.
/// - With no subviews the content size is zero, as in the original, whatever the extension.
public struct GridLayoutManager: Sendable, Hashable {
    /// The grid options from the layout file.
    public var options: GridLayout

    /// A manager for `options`; the defaults are the schema's.
    public init(options: GridLayout = GridLayout()) {
        self.options = options
    }

    /// The frame of each of `subviews`, in order, in a container of `containerSize`, and the content
    /// size the grid needs (for a scroll view's `contentSize`).
    public func layout(_ subviews: [Subview], in containerSize: Size) -> GridLayoutResult {
        guard let first = subviews.first else {
            return GridLayoutResult(
                frames: [], contentSize: Size(width: 0, height: 0), viewsPerRow: 0, viewsPerColumn: 0)
        }
        let metrics = GridMetrics(options: options, cellSize: first.size, containerSize: containerSize)
        var frames: [Rect] = []
        frames.reserveCapacity(subviews.count)
        var cellsUsed = 0
        // The far edges of the cells in use, for `lastItem`; skipped subviews must not count.
        var farthestRight = -Double.infinity
        var farthestBottom = -Double.infinity
        for subview in subviews {
            let frame = metrics.frame(ofCell: cellsUsed)
            frames.append(frame)
            if subview.isHidden && options.skipHiddenViews { continue }
            cellsUsed += 1
            farthestRight = max(farthestRight, frame.x + frame.width)
            farthestBottom = max(farthestBottom, frame.y + frame.height)
        }
        let contentSize = self.contentSize(
            metrics: metrics, cellsUsed: cellsUsed, farthestRight: farthestRight, farthestBottom: farthestBottom)
        return GridLayoutResult(
            frames: frames, contentSize: contentSize,
            viewsPerRow: metrics.viewsPerRow, viewsPerColumn: metrics.viewsPerColumn)
    }

    /// The content size for the extension mode, given how many cells are in use and how far they reach.
    private func contentSize(
        metrics: GridMetrics, cellsUsed: Int, farthestRight: Double, farthestBottom: Double
    ) -> Size {
        let container = metrics.containerSize
        let growsRight = options.extensionDirection == .right
        switch options.extension {
        case .none:
            return container
        case .nextFullPage:
            // Pages are counted from the cells in use, so trailing hidden views add none.
            let pages = cellsUsed == 0 ? 1 : (cellsUsed - 1) / metrics.viewsPerPage + 1
            return growsRight
                ? Size(width: Double(pages) * container.width, height: container.height)
                : Size(width: container.width, height: Double(pages) * container.height)
        case .lastItem:
            guard cellsUsed > 0 else { return container }
            // One gap past the farthest cell mirrors the gap before the first one.
            return growsRight
                ? Size(width: max(container.width, farthestRight + metrics.horizontalGap), height: container.height)
                : Size(width: container.width, height: max(container.height, farthestBottom + metrics.verticalGap))
        }
    }
}
