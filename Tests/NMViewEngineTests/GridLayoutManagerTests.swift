import NMViewEngine
import NMViewModel
import Testing

/// One grid worked out by hand: the input and every frame and the content size it must give.
struct GridCase: Sendable, CustomTestStringConvertible {
    /// What the case shows.
    let name: String
    /// The grid options.
    let options: GridLayout
    /// The container's bounds size.
    let container: Size
    /// The subviews, in order.
    let subviews: [GridLayoutManager.Subview]
    /// The frames expected, in the same order.
    let frames: [Rect]
    /// The content size expected.
    let contentSize: Size

    /// The case's name in the test report.
    var testDescription: String { name }
}

/// A rectangle, written the way the expectations read: x, y, width, height.
private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A size, width then height.
private func size(_ width: Double, _ height: Double) -> Size {
    Size(width: width, height: height)
}

/// `count` shown subviews of one size.
private func shown(_ count: Int, _ width: Double, _ height: Double) -> [GridLayoutManager.Subview] {
    Array(repeating: GridLayoutManager.Subview(size: size(width, height)), count: count)
}

/// The grid most cases use, "G1": a 110×110 container and 30×40 subviews.
/// Per row: 110/30 = 3.67 → 3; horizontal gap (110 − 3·30)/4 = 5, so columns at x = 5, 40, 75.
/// Per column: 110/40 = 2.75 → 2; vertical gap (110 − 2·40)/3 = 10, so rows at y = 10, 60.
/// A page holds 3·2 = 6 views.
private enum G1 {
    /// The container.
    static let container = size(110, 110)

    /// `count` shown 30×40 subviews.
    static func views(_ count: Int) -> [GridLayoutManager.Subview] { shown(count, 30, 40) }

    /// A 30×40 cell at `x`, `y`.
    static func cell(_ x: Double, _ y: Double) -> Rect { rect(x, y, 30, 40) }

    /// A case on G1.
    static func grid(
        _ name: String, _ options: GridLayout, _ subviews: [GridLayoutManager.Subview], _ frames: [Rect],
        _ contentSize: Size
    ) -> GridCase {
        GridCase(
            name: name, options: options, container: container, subviews: subviews, frames: frames,
            contentSize: contentSize)
    }
}

/// Lays `grid` out and compares every frame and the content size with the hand-worked values.
private func check(_ grid: GridCase) {
    let result = GridLayoutManager(options: grid.options).layout(grid.subviews, in: grid.container)
    #expect(result.frames.count == grid.frames.count)
    for (index, (actual, expected)) in zip(result.frames, grid.frames).enumerated() {
        #expect(actual == expected, "subview \(index)")
    }
    #expect(result.contentSize == grid.contentSize)
}

/// The grid layout manager against grids worked out by hand.
@Suite struct GridLayoutManagerTests {
    /// Both fill directions on one page.
    static let directionCases: [GridCase] = [
        G1.grid(
            "rows first, part of a row", GridLayout(direction: .leftToRightTopToBottom), G1.views(4),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60)],  // 4th wraps to row 1
            size(110, 110)),
        G1.grid(
            "columns first, part of a column", GridLayout(direction: .topToBottomLeftToRight), G1.views(4),
            [G1.cell(5, 10), G1.cell(5, 60), G1.cell(40, 10), G1.cell(40, 60)],  // 3rd wraps to column 1
            size(110, 110)),
        G1.grid(
            "rows first, full page", GridLayout(direction: .leftToRightTopToBottom), G1.views(6),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60)],
            size(110, 110)),
        G1.grid(
            "columns first, full page", GridLayout(direction: .topToBottomLeftToRight), G1.views(6),
            [G1.cell(5, 10), G1.cell(5, 60), G1.cell(40, 10), G1.cell(40, 60), G1.cell(75, 10), G1.cell(75, 60)],
            size(110, 110)),
    ]

    @Test(arguments: directionCases)
    func directions(_ grid: GridCase) { check(grid) }

    /// Fixed and computed views per row and column.
    static let countCases: [GridCase] = [
        // 100×100, 20×20, 4 per row: gap (100 − 80)/5 = 4 → x = 4, 28, 52, 76;
        // 2 per column: gap (100 − 40)/3 = 20 → y = 20, 60.
        GridCase(
            name: "both fixed", options: GridLayout(viewsPerRow: 4, viewsPerColumn: 2), container: size(100, 100),
            subviews: shown(5, 20, 20),
            frames: [rect(4, 20, 20, 20), rect(28, 20, 20, 20), rect(52, 20, 20, 20), rect(76, 20, 20, 20),
                     rect(4, 60, 20, 20)],
            contentSize: size(100, 100)),
        // 2 per row: gap (100 − 40)/3 = 20 → x = 20, 60; per column 100/20 = 5, gap 0 → y = 0, 20.
        GridCase(
            name: "row fixed, column computed", options: GridLayout(viewsPerRow: 2), container: size(100, 100),
            subviews: shown(3, 20, 20),
            frames: [rect(20, 0, 20, 20), rect(60, 0, 20, 20), rect(20, 20, 20, 20)],
            contentSize: size(100, 100)),
        // 3 per column: gap (100 − 60)/4 = 10 → y = 10, 40, 70; per row 100/20 = 5, gap 0 → x = 0, 20.
        GridCase(
            name: "column fixed, row computed, columns first",
            options: GridLayout(direction: .topToBottomLeftToRight, viewsPerColumn: 3), container: size(100, 100),
            subviews: shown(4, 20, 20),
            frames: [rect(0, 10, 20, 20), rect(0, 40, 20, 20), rect(0, 70, 20, 20), rect(20, 10, 20, 20)],
            contentSize: size(100, 100)),
        // 100×50, 30×30, 4 per row though 3 fit: gap (100 − 120)/5 = −4 → x = −4, 22, 48, 74;
        // per column 50/30 → 1, gap (50 − 30)/2 = 10. The 5th is on page 2, one height (50) down.
        GridCase(
            name: "fixed count more than fits", options: GridLayout(extensionDirection: .down, viewsPerRow: 4),
            container: size(100, 50),
            subviews: shown(5, 30, 30),
            frames: [rect(-4, 10, 30, 30), rect(22, 10, 30, 30), rect(48, 10, 30, 30), rect(74, 10, 30, 30),
                     rect(-4, 60, 30, 30)],
            contentSize: size(100, 50)),
        // Zero and below read as "compute", as the original did: the plain G1 grid.
        G1.grid(
            "zero and negative counts are computed", GridLayout(viewsPerRow: 0, viewsPerColumn: -2), G1.views(4),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60)], size(110, 110)),
        // 101/35.5 = 2.85 → 2 (truncated, not rounded); gap (101 − 71)/3 = 10 → x = 10, 55.5.
        // 40/40 = 1 per column, gap 0.
        GridCase(
            name: "count truncates", options: GridLayout(extensionDirection: .down), container: size(101, 40),
            subviews: shown(3, 35.5, 40),
            frames: [rect(10, 0, 35.5, 40), rect(55.5, 0, 35.5, 40), rect(10, 40, 35.5, 40)],  // 3rd: page 2, +40
            contentSize: size(101, 40)),
        // 100.5/33.25 = 3.02 → 3; gap (100.5 − 99.75)/4 = 0.1875 → x = 0.1875, 33.625, 67.0625.
        // 80.5/25.5 = 3.16 → 3; gap (80.5 − 76.5)/4 = 1 → y = 1, 27.5, 54.
        GridCase(
            name: "non-integer sizes", options: GridLayout(), container: size(100.5, 80.5),
            subviews: shown(5, 33.25, 25.5),
            frames: [rect(0.1875, 1, 33.25, 25.5), rect(33.625, 1, 33.25, 25.5), rect(67.0625, 1, 33.25, 25.5),
                     rect(0.1875, 27.5, 33.25, 25.5), rect(33.625, 27.5, 33.25, 25.5)],
            contentSize: size(100.5, 80.5)),
    ]

    @Test(arguments: countCases)
    func counts(_ grid: GridCase) { check(grid) }

    /// Every extension mode in both extension directions, with more views than a page holds.
    static let extensionCases: [GridCase] = [
        // 8 views, page of 6: views 6 and 7 are cells 0 and 1 of page 2.
        // none/down: page 2 is one container height (110) down: y = 10 + 110 = 120.
        G1.grid(
            "none, down", GridLayout(extension: .none, extensionDirection: .down), G1.views(8),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(5, 120), G1.cell(40, 120)],
            size(110, 110)),  // none: the container, though views lie outside it
        // none/right: page 2 is one width (110) right: x = 5 + 110 = 115, 40 + 110 = 150.
        G1.grid(
            "none, right", GridLayout(extension: .none, extensionDirection: .right), G1.views(8),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(115, 10), G1.cell(150, 10)],
            size(110, 110)),
        // Left unsaid, the direction is right, as in the original: the same frames as "none, right".
        G1.grid(
            "none, default direction", GridLayout(extension: .none), G1.views(8),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(115, 10), G1.cell(150, 10)],
            size(110, 110)),
        G1.grid(
            "next full page, default direction", GridLayout(extension: .nextFullPage), G1.views(8),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(115, 10), G1.cell(150, 10)],
            size(220, 110)),  // 2 pages × 110, side by side
        G1.grid(
            "next full page, down", GridLayout(extension: .nextFullPage, extensionDirection: .down), G1.views(8),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(5, 120), G1.cell(40, 120)],
            size(110, 220)),  // 2 pages × 110
        G1.grid(
            "next full page, right", GridLayout(extension: .nextFullPage, extensionDirection: .right), G1.views(8),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(115, 10), G1.cell(150, 10)],
            size(220, 110)),  // 2 pages × 110
        // lastItem/down: a page is 110 − 10 (one gap) = 100 down: y = 10 + 100 = 110, which leaves
        // the usual 10 below page 1's last row (bottom 100). Content: bottom 150 + gap 10 = 160.
        G1.grid(
            "last item, down", GridLayout(extension: .lastItem, extensionDirection: .down), G1.views(8),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(5, 110), G1.cell(40, 110)],
            size(110, 160)),
        // lastItem/right: a page is 110 − 5 = 105 right: x = 5 + 105 = 110, 40 + 105 = 145.
        // Content: right edge 145 + 30 = 175, + gap 5 = 180.
        G1.grid(
            "last item, right", GridLayout(extension: .lastItem, extensionDirection: .right), G1.views(8),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(110, 10), G1.cell(145, 10)],
            size(180, 110)),
        // Columns first, pages right: cells 6 and 7 are column 0, rows 0 and 1, of page 2 (x + 110).
        G1.grid(
            "columns first, next full page, right",
            GridLayout(direction: .topToBottomLeftToRight, extension: .nextFullPage, extensionDirection: .right),
            G1.views(8),
            [G1.cell(5, 10), G1.cell(5, 60), G1.cell(40, 10), G1.cell(40, 60), G1.cell(75, 10), G1.cell(75, 60),
             G1.cell(115, 10), G1.cell(115, 60)],
            size(220, 110)),
        // Columns first, pages down: the same cells one height (110) down: y = 120, 170.
        G1.grid(
            "columns first, next full page, down",
            GridLayout(direction: .topToBottomLeftToRight, extension: .nextFullPage, extensionDirection: .down),
            G1.views(8),
            [G1.cell(5, 10), G1.cell(5, 60), G1.cell(40, 10), G1.cell(40, 60), G1.cell(75, 10), G1.cell(75, 60),
             G1.cell(5, 120), G1.cell(5, 170)],
            size(110, 220)),
        // 13 views, 3 pages: pages at y + 0, + 110, + 220. Content 3 × 110 = 330.
        G1.grid(
            "next full page, three pages", GridLayout(extension: .nextFullPage, extensionDirection: .down),
            G1.views(13),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(5, 120), G1.cell(40, 120), G1.cell(75, 120), G1.cell(5, 170), G1.cell(40, 170),
             G1.cell(75, 170), G1.cell(5, 230)],
            size(110, 330)),
        // lastItem, 3 pages: pages at y + 0, + 100, + 200, so the gap between pages stays 10
        // (the original offset page 3 by 2·110 − 10 = 210, putting it at y = 220 after a 20 gap).
        // Content: 210 + 40 + 10 = 260.
        G1.grid(
            "last item, three pages keep the spacing", GridLayout(extension: .lastItem, extensionDirection: .down),
            G1.views(13),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(5, 110), G1.cell(40, 110), G1.cell(75, 110), G1.cell(5, 160), G1.cell(40, 160),
             G1.cell(75, 160), G1.cell(5, 210)],
            size(110, 260)),
        // Rows first, pages right, 10 views: page 2 (x + 105) holds a full row 0 and cell 9 at
        // row 1, column 0. The farthest right is row 0's column 2: 75 + 105 + 30 = 210, + 5 = 215
        // (the original measured from the last view only: 110 + 30 + 5 = 145, cutting two views off).
        G1.grid(
            "last item measures the farthest cell, not the last",
            GridLayout(extension: .lastItem, extensionDirection: .right), G1.views(10),
            [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
             G1.cell(110, 10), G1.cell(145, 10), G1.cell(180, 10), G1.cell(110, 60)],
            size(215, 110)),
        // lastItem with room to spare: 10 + 40 + 10 = 60 is less than 110, so the container stays
        // (the original reported 60 high and 2·5 + 65 = 75 wide).
        G1.grid(
            "last item never smaller than the container",
            GridLayout(extension: .lastItem, extensionDirection: .down), G1.views(2),
            [G1.cell(5, 10), G1.cell(40, 10)], size(110, 110)),
        // Non-integer grid (see counts): page step 80.5 − 1 = 79.5, so cell 9 (row 0, column 0 of
        // page 2) is at y = 1 + 79.5 = 80.5; content 80.5 + 25.5 + 1 = 107.
        GridCase(
            name: "last item, non-integer sizes", options: GridLayout(extension: .lastItem, extensionDirection: .down),
            container: size(100.5, 80.5), subviews: shown(10, 33.25, 25.5),
            frames: [rect(0.1875, 1, 33.25, 25.5), rect(33.625, 1, 33.25, 25.5), rect(67.0625, 1, 33.25, 25.5),
                     rect(0.1875, 27.5, 33.25, 25.5), rect(33.625, 27.5, 33.25, 25.5),
                     rect(67.0625, 27.5, 33.25, 25.5), rect(0.1875, 54, 33.25, 25.5),
                     rect(33.625, 54, 33.25, 25.5), rect(67.0625, 54, 33.25, 25.5), rect(0.1875, 80.5, 33.25, 25.5)],
            contentSize: size(100.5, 107)),
    ]

    @Test(arguments: extensionCases)
    func extensions(_ grid: GridCase) { check(grid) }

    /// Hidden subviews, skipped and not.
    static let hiddenCases: [GridCase] = {
        let view = GridLayoutManager.Subview(size: size(30, 40))
        let hidden = GridLayoutManager.Subview(size: size(30, 40), isHidden: true)
        return [
            // View 1 is hidden and takes no cell: it is put on cell 1, which view 2 then takes too.
            G1.grid(
                "skipped hidden view frees its cell", GridLayout(skipHiddenViews: true), [view, hidden, view, view],
                [G1.cell(5, 10), G1.cell(40, 10), G1.cell(40, 10), G1.cell(75, 10)], size(110, 110)),
            // Not skipped: view 1 keeps cell 1, so view 3 wraps to row 1.
            G1.grid(
                "hidden view keeps its cell", GridLayout(skipHiddenViews: false), [view, hidden, view, view],
                [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60)], size(110, 110)),
            G1.grid(
                "skipped hidden view, columns first",
                GridLayout(direction: .topToBottomLeftToRight, skipHiddenViews: true), [hidden, view, view, view],
                [G1.cell(5, 10), G1.cell(5, 10), G1.cell(5, 60), G1.cell(40, 10)], size(110, 110)),
            // The first view sets the cell size even when hidden; the 10×10 ones are made 30×40.
            G1.grid(
                "hidden first view still sets the cell size", GridLayout(),
                [hidden, GridLayoutManager.Subview(size: size(10, 10)), GridLayoutManager.Subview(size: size(10, 10))],
                [G1.cell(5, 10), G1.cell(5, 10), G1.cell(40, 10)], size(110, 110)),
            // 7 views, view 6 hidden and skipped: 6 cells in use, one page. Its frame is cell 6's.
            G1.grid(
                "skipped hidden view adds no page",
                GridLayout(extension: .nextFullPage, extensionDirection: .down, skipHiddenViews: true),
                G1.views(6) + [hidden],
                [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
                 G1.cell(5, 120)],
                size(110, 110)),
            G1.grid(
                "unskipped hidden view adds a page",
                GridLayout(extension: .nextFullPage, extensionDirection: .down, skipHiddenViews: false),
                G1.views(6) + [hidden],
                [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
                 G1.cell(5, 120)],
                size(110, 220)),  // 2 pages × 110
            // lastItem: the hidden last view sits on cell 6 (page 2 at y + 100 → 110) but is not
            // measured: 6 cells reach 100, + 10 = 110 (the original measured it: 2·10 + 150 − 10 = 160).
            G1.grid(
                "skipped hidden last view is not measured",
                GridLayout(extension: .lastItem, extensionDirection: .down, skipHiddenViews: true),
                G1.views(6) + [hidden],
                [G1.cell(5, 10), G1.cell(40, 10), G1.cell(75, 10), G1.cell(5, 60), G1.cell(40, 60), G1.cell(75, 60),
                 G1.cell(5, 110)],
                size(110, 110)),
            // Everything hidden and skipped: all on cell 0; one page (the original's count wrapped).
            G1.grid(
                "all hidden, next full page", GridLayout(extension: .nextFullPage), [hidden, hidden],
                [G1.cell(5, 10), G1.cell(5, 10)], size(110, 110)),
            G1.grid(
                "all hidden, last item", GridLayout(extension: .lastItem, extensionDirection: .right),
                [hidden, hidden], [G1.cell(5, 10), G1.cell(5, 10)], size(110, 110)),
        ]
    }()

    @Test(arguments: hiddenCases)
    func hiddenViews(_ grid: GridCase) { check(grid) }

    /// Small and degenerate grids.
    static let edgeCases: [GridCase] = [
        G1.grid("one subview", GridLayout(), G1.views(1), [G1.cell(5, 10)], size(110, 110)),
        G1.grid(
            "one subview, next full page, right", GridLayout(extension: .nextFullPage, extensionDirection: .right),
            G1.views(1), [G1.cell(5, 10)], size(110, 110)),
        G1.grid(
            "one subview, last item", GridLayout(extension: .lastItem), G1.views(1), [G1.cell(5, 10)],
            size(110, 110)),
        // 20×30 container, 50×40 cells: 20/50 → 0 → 1 per row, gap (20 − 50)/2 = −15;
        // 30/40 → 0 → 1 per column, gap (30 − 40)/2 = −5. Each cell is centred, overhanging.
        // Page 2 is one height (30) down: y = −5 + 30 = 25; 2 pages high.
        GridCase(
            name: "container smaller than a cell",
            options: GridLayout(extension: .nextFullPage, extensionDirection: .down),
            container: size(20, 30), subviews: shown(2, 50, 40),
            frames: [rect(-15, -5, 50, 40), rect(-15, 25, 50, 40)], contentSize: size(20, 60)),
        // lastItem: page step 30 − (−5) = 35: y = −5 + 35 = 30; content 30 + 40 − 5 = 65.
        GridCase(
            name: "container smaller than a cell, last item",
            options: GridLayout(extension: .lastItem, extensionDirection: .down),
            container: size(20, 30), subviews: shown(2, 50, 40),
            frames: [rect(-15, -5, 50, 40), rect(-15, 30, 50, 40)], contentSize: size(20, 65)),
        // A zero-wide first view: 1 per row, gap (100 − 0)/2 = 50; 100/50 = 2 per column, gap 0.
        GridCase(
            name: "zero-wide cell", options: GridLayout(), container: size(100, 100), subviews: shown(2, 0, 50),
            frames: [rect(50, 0, 0, 50), rect(50, 50, 0, 50)], contentSize: size(100, 100)),
    ]

    @Test(arguments: edgeCases)
    func edges(_ grid: GridCase) { check(grid) }

    /// No subviews: no frames and a zero content size, whatever the options, as in the original.
    @Test(arguments: GridLayout.Extension.allCases, GridLayout.ExtensionDirection.allCases)
    func noSubviews(_ extension: GridLayout.Extension, _ direction: GridLayout.ExtensionDirection) {
        let options = GridLayout(extension: `extension`, extensionDirection: direction)
        let result = GridLayoutManager(options: options).layout([], in: size(110, 110))
        #expect(result == GridLayoutResult(frames: [], contentSize: size(0, 0), viewsPerRow: 0, viewsPerColumn: 0))
    }

    /// The counts the grid used are reported: computed (G1: 3 × 2) or fixed.
    @Test(arguments: [
        (GridLayout(), 3, 2),
        (GridLayout(viewsPerRow: 5), 5, 2),
        (GridLayout(viewsPerColumn: 7), 3, 7),
        (GridLayout(viewsPerRow: 1, viewsPerColumn: 1), 1, 1),
    ])
    func reportedCounts(_ options: GridLayout, _ perRow: Int, _ perColumn: Int) {
        let result = GridLayoutManager(options: options).layout(G1.views(1), in: G1.container)
        #expect(result.viewsPerRow == perRow)
        #expect(result.viewsPerColumn == perColumn)
    }

    /// Absurd inputs neither trap nor overflow: a near-zero cell is capped at Int32.max per row, and
    /// fixed counts whose product overflows put everything on one page.
    @Test func absurdCountsDoNotTrap() {
        let tiny = GridLayoutManager().layout(shown(2, 1e-300, 1e-300), in: size(100, 100))
        #expect(tiny.viewsPerRow == 2_147_483_647)
        #expect(tiny.viewsPerColumn == 2_147_483_647)
        let huge = GridLayoutManager(options: GridLayout(viewsPerRow: .max, viewsPerColumn: .max))
            .layout(shown(3, 10, 10), in: size(100, 100))
        #expect(huge.frames.count == 3)
        #expect(huge.contentSize == size(100, 100))
        // All in row 0 of the first page: the y never moves.
        #expect(huge.frames.allSatisfy { $0.y == huge.frames[0].y })
    }
}
