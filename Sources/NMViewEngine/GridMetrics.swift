import NMViewModel

/// The numbers a grid is laid out by, worked out once from the options, the first subview's size
/// and the container's size: the counts, the gaps and how far apart pages are.
struct GridMetrics: Sendable, Hashable {
    /// The largest count worked out from sizes; no real grid comes near it, and the bound keeps the
    /// conversion from `Double` and the page product from overflowing.
    static let largestComputedCount = Int(Int32.max)

    /// The size every subview is given: the first subview's.
    let cellSize: Size
    /// The container's bounds size.
    let containerSize: Size
    /// The fill order.
    let direction: GridLayout.Direction
    /// Cells across a page.
    let viewsPerRow: Int
    /// Cells down a page.
    let viewsPerColumn: Int
    /// Cells on a page; at least one, so page arithmetic never divides by zero.
    let viewsPerPage: Int
    /// The space before, between and after the cells of a row.
    let horizontalGap: Double
    /// The space above, between and below the cells of a column.
    let verticalGap: Double
    /// How far right each page sits from the one before.
    let pageStepX: Double
    /// How far down each page sits from the one before.
    let pageStepY: Double

    /// The metrics for a container of `containerSize` whose first subview is `cellSize`.
    init(options: GridLayout, cellSize: Size, containerSize: Size) {
        self.cellSize = cellSize
        self.containerSize = containerSize
        direction = options.direction
        viewsPerRow = Self.count(fixed: options.viewsPerRow, container: containerSize.width, cell: cellSize.width)
        viewsPerColumn = Self.count(
            fixed: options.viewsPerColumn, container: containerSize.height, cell: cellSize.height)
        let (product, overflow) = viewsPerRow.multipliedReportingOverflow(by: viewsPerColumn)
        // Only absurd fixed counts overflow; then everything is on the first page, as it would be.
        viewsPerPage = overflow ? Int.max : product
        horizontalGap = Self.gap(container: containerSize.width, cell: cellSize.width, count: viewsPerRow)
        verticalGap = Self.gap(container: containerSize.height, cell: cellSize.height, count: viewsPerColumn)
        // A full page is one container size along; `lastItem` takes one gap off each step so the
        // spacing carries on across the break instead of doubling.
        let pullBack = options.extension == .lastItem
        switch options.extensionDirection {
        case .right:
            pageStepX = containerSize.width - (pullBack ? horizontalGap : 0)
            pageStepY = 0
        case .down:
            pageStepX = 0
            pageStepY = containerSize.height - (pullBack ? verticalGap : 0)
        }
    }

    /// The frame of the cell numbered `index` in fill order, counting across pages.
    func frame(ofCell index: Int) -> Rect {
        let page = index / viewsPerPage
        let row: Int
        let column: Int
        switch direction {
        case .leftToRightTopToBottom:
            row = (index / viewsPerRow) % viewsPerColumn
            column = index % viewsPerRow
        case .topToBottomLeftToRight:
            row = index % viewsPerColumn
            column = (index / viewsPerColumn) % viewsPerRow
        }
        return Rect(
            x: horizontalGap + Double(page) * pageStepX + Double(column) * (horizontalGap + cellSize.width),
            y: verticalGap + Double(page) * pageStepY + Double(row) * (verticalGap + cellSize.height),
            width: cellSize.width, height: cellSize.height)
    }

    /// The count along one axis: the fixed one when positive (the original read zero and below as
    /// "work it out"), else the whole cells that fit, never less than one.
    static func count(fixed: Int?, container: Double, cell: Double) -> Int {
        if let fixed, fixed > 0 { return fixed }
        // Truncation toward zero, as the original's cast to NSInteger did.
        let fitting = (container / cell).rounded(.towardZero)
        // A zero or negative cell, a container smaller than a cell and NaN all land here: one cell,
        // where the original went on to divide by a zero page size.
        guard cell > 0, fitting >= 1 else { return 1 }
        return fitting < Double(largestComputedCount) ? Int(fitting) : largestComputedCount
    }

    /// The equal share of the room left along an axis, for the `count + 1` gaps around `count` cells.
    static func gap(container: Double, cell: Double, count: Int) -> Double {
        (container - Double(count) * cell) / (Double(count) + 1)
    }
}
