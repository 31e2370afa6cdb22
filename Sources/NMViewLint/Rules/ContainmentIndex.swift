import NMViewModel

/// The subviews of one view that paint something, found by the rectangles they contain: which of
/// them lie wholly behind a text, nearest first.
///
/// A text view is checked against the siblings painted before it, and before each of its
/// superviews; a layout with tens of thousands of views side by side would make that a scan of
/// every earlier sibling per text. Few views hold many subviews, so a short list is scanned; a long
/// one is bucketed in a grid whose cells are about the size of a typical subview, and a rectangle
/// is looked up in the cell of its top-left corner, which every rectangle containing it covers.
/// Subviews covering many cells (full-size backgrounds) are kept aside and always scanned.
struct ContainmentIndex: Sendable {
    /// The subviews in painting order (ascending view index), with their frames in root coordinates.
    private let views: [Int]
    private let frames: [Rect]
    /// The grid, when there is one: its origin, cell size and dimensions.
    private let originX: Double, originY: Double, cellWidth: Double, cellHeight: Double
    private let columns: Int, rows: Int
    /// For each cell (row by row), the positions in ``views`` of the subviews that overlap it, ascending.
    private let cells: [[Int32]]
    /// Positions of subviews that cover too many cells to be put in each, ascending.
    private let spanning: [Int32]

    /// Up to this many subviews, a lookup scans them all.
    static let scanLimit = 32
    /// A subview overlapping more cells than this is kept aside rather than put in each.
    static let maxCellsPerView = 64
    /// Cells per side at most.
    static let maxCellsPerSide = 256

    /// An index of `views`, in painting order, whose frames (finite, in root coordinates) are `frames`.
    init(views: [Int], frames: [Rect]) {
        self.views = views
        self.frames = frames
        guard views.count > Self.scanLimit else {
            (originX, originY, cellWidth, cellHeight, columns, rows) = (0, 0, 1, 1, 0, 0)
            cells = []
            spanning = frames.indices.map(Int32.init)
            return
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for frame in frames {
            minX = min(minX, frame.x)
            minY = min(minY, frame.y)
            maxX = max(maxX, frame.x + frame.width)
            maxY = max(maxY, frame.y + frame.height)
        }
        // Cells about the median subview's size, so that a typical subview lands in a few of them
        // whatever its shape (lists of wide rows, grids of small tiles).
        let medianWidth = Self.median(frames.map(\.width)), medianHeight = Self.median(frames.map(\.height))
        let side = Double(Self.maxCellsPerSide)
        let width = max(maxX - minX, 1), height = max(maxY - minY, 1)
        cellWidth = max(width / side, medianWidth, 1)
        cellHeight = max(height / side, medianHeight, 1)
        columns = min(Self.maxCellsPerSide, Int((width / cellWidth).rounded(.up)) + 1)
        rows = min(Self.maxCellsPerSide, Int((height / cellHeight).rounded(.up)) + 1)
        originX = minX
        originY = minY
        var cells = [[Int32]](repeating: [], count: columns * rows)
        var spanning: [Int32] = []
        for (position, frame) in frames.enumerated() {
            let firstColumn = Self.cell(frame.x - minX, size: cellWidth, count: columns)
            let lastColumn = Self.cell(frame.x + frame.width - minX, size: cellWidth, count: columns)
            let firstRow = Self.cell(frame.y - minY, size: cellHeight, count: rows)
            let lastRow = Self.cell(frame.y + frame.height - minY, size: cellHeight, count: rows)
            if (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) > Self.maxCellsPerView {
                spanning.append(Int32(position))
                continue
            }
            for row in firstRow...lastRow {
                for column in firstColumn...lastColumn { cells[row * columns + column].append(Int32(position)) }
            }
        }
        self.cells = cells
        self.spanning = spanning
    }

    /// The subviews before view `limit` in painting order whose frames contain `rect`, nearest
    /// first, until (and with) the first for which `stops` is true.
    func containers(of rect: Rect, before limit: Int, stoppingAt stops: (Int) -> Bool) -> [Int] {
        var result: [Int] = []
        let bucket: [Int32]
        if columns == 0 {
            bucket = []
        } else {
            guard rect.x >= originX, rect.y >= originY else { return [] }
            let x = column(rect.x), y = row(rect.y)
            bucket = cells[y * columns + x]
        }
        // Both lists ascend; walk them down together from the last subview before `limit`.
        var first = lastBefore(limit, in: bucket), second = lastBefore(limit, in: spanning)
        while first >= 0 || second >= 0 {
            let position: Int32
            if second < 0 || (first >= 0 && bucket[first] > spanning[second]) {
                position = bucket[first]
                first -= 1
            } else {
                position = spanning[second]
                second -= 1
            }
            let frame = frames[Int(position)]
            guard frame.x <= rect.x, frame.y <= rect.y, frame.x + frame.width >= rect.x + rect.width,
                frame.y + frame.height >= rect.y + rect.height
            else { continue }
            let view = views[Int(position)]
            result.append(view)
            if stops(view) { break }
        }
        return result
    }

    /// The index in `list` of the last position whose view comes before view `limit`; -1 for none.
    private func lastBefore(_ limit: Int, in list: [Int32]) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if views[Int(list[middle])] < limit { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    private func column(_ x: Double) -> Int { Self.cell(x - originX, size: cellWidth, count: columns) }
    private func row(_ y: Double) -> Int { Self.cell(y - originY, size: cellHeight, count: rows) }

    /// The cell `offset` falls in, clamped to the grid before converting, so that no distance is
    /// too large for an `Int`.
    private static func cell(_ offset: Double, size: Double, count: Int) -> Int {
        Int(min(max((offset / size).rounded(.down), 0), Double(count - 1)))
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
