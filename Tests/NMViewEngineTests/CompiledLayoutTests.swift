import NMViewEngine
import NMViewModel
import Testing

/// Flattening, matching alternatives by id and by position, omitted subtrees, frames at a size,
/// and diffs that touch only what changed.
@Suite struct CompiledLayoutTests {
    /// root (320×480)
    ///   header (id)           [0, 0, 320, 44]   flexibleWidth
    ///   body (no id)          [0, 44, 320, 436] flexibleWidth|flexibleHeight
    ///     left (no id)        [0, 0, 160, 436]
    ///     right (no id)       [160, 0, 160, 436]
    ///   legacy (omitted)      [0, 440, 320, 40]
    ///     inner (id)          [0, 0, 320, 40]
    static let document = LayoutDocument(
        viewClass: "Screen", size: Size(width: 320, height: 480),
        root: ViewNode(subviews: [
            ViewNode(id: "header", frame: Rect(x: 0, y: 0, width: 320, height: 44), autoresizing: [.flexibleWidth]),
            ViewNode(
                frame: Rect(x: 0, y: 44, width: 320, height: 436), autoresizing: [.flexibleWidth, .flexibleHeight],
                subviews: [
                    ViewNode(frame: Rect(x: 0, y: 0, width: 160, height: 436)),
                    ViewNode(frame: Rect(x: 160, y: 0, width: 160, height: 436)),
                ]),
            ViewNode(
                id: "legacy", frame: Rect(x: 0, y: 440, width: 320, height: 40), omitFromLayouts: true,
                subviews: [ViewNode(id: "inner", frame: Rect(x: 0, y: 0, width: 320, height: 40))]),
        ]),
        layouts: [
            AlternativeLayout(
                name: "landscape", size: Size(width: 480, height: 320),
                subviews: [
                    LayoutNode(id: "header", frame: Rect(x: 0, y: 0, width: 480, height: 32)),
                    LayoutNode(
                        frame: Rect(x: 0, y: 32, width: 480, height: 288),
                        subviews: [LayoutNode(frame: Rect(x: 0, y: 0, width: 240, height: 288))]),
                    LayoutNode(id: "inner", frame: Rect(x: 9, y: 9, width: 9, height: 9)),
                    LayoutNode(id: "legacy", frame: Rect(x: 0, y: 300, width: 480, height: 20)),
                ])
        ])

    @Test func flattensDepthFirst() {
        let compiled = CompiledLayout(Self.document)
        #expect(compiled.ids == ["header", nil, nil, nil, "legacy", "inner"])
        #expect(compiled.parents == [-1, -1, 1, 1, -1, 4])
        #expect(compiled.omitted == [false, false, false, false, false, true])
        #expect(compiled.children(of: -1) == [0, 1, 4])
        #expect(compiled.variants.map(\.name) == ["primary", "landscape"])
    }

    @Test func alternativesTakeFramesByIDAndPositionButNeverInsideOmittedViews() {
        let landscape = CompiledLayout(Self.document).variants[1].frames
        #expect(landscape[0] == Rect(x: 0, y: 0, width: 480, height: 32))  // by id
        #expect(landscape[1] == Rect(x: 0, y: 32, width: 480, height: 288))  // by position
        #expect(landscape[2] == Rect(x: 0, y: 0, width: 240, height: 288))  // by position, nested
        #expect(landscape[3] == Rect(x: 160, y: 0, width: 160, height: 436))  // not mentioned: primary
        #expect(landscape[4] == Rect(x: 0, y: 300, width: 480, height: 20))  // the omitted view itself moves
        #expect(landscape[5] == Rect(x: 0, y: 0, width: 320, height: 40))  // its subtree does not
    }

    @Test func framesFollowAutoresizingAtOtherSizes() {
        // Primary at 375×667: +55 wide, +187 high.
        let frames = CompiledLayout(Self.document).frames(variant: 0, bounds: Size(width: 375, height: 667))
        #expect(frames[0] == Rect(x: 0, y: 0, width: 375, height: 44))  // flexibleWidth
        #expect(frames[1] == Rect(x: 0, y: 44, width: 375, height: 623))  // both flexible
        #expect(frames[2] == Rect(x: 0, y: 0, width: 160, height: 436))  // fixed inside its parent
        #expect(frames[4] == Rect(x: 0, y: 440, width: 320, height: 40))  // no mask: unchanged
    }

    @Test func variantIsChosenByAspectRatio() {
        let compiled = CompiledLayout(Self.document)
        #expect(compiled.variantIndex(for: Size(width: 390, height: 844)) == 0)
        #expect(compiled.variantIndex(for: Size(width: 844, height: 390)) == 1)
    }

    @Test func diffListsOnlyChangedFrames() {
        let compiled = CompiledLayout(Self.document)
        let changes = FrameDiff.diff(from: compiled.variants[0].frames, to: compiled.variants[1].frames)
        #expect(changes.map(\.index) == [0, 1, 2, 4])
        #expect(changes.first?.from == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(changes.first?.to == Rect(x: 0, y: 0, width: 480, height: 32))
        #expect(FrameDiff.diff(from: compiled.variants[1].frames, to: compiled.variants[1].frames).isEmpty)
    }
}

/// A view with a grid has its subviews placed by the grid at the view's current size.
@Suite struct CompiledLayoutGridTests {
    /// A flexible-width container whose grid places four 100 × 100 cells.
    static let document = LayoutDocument(
        size: Size(width: 320, height: 480),
        root: ViewNode(subviews: [
            ViewNode(
                id: "grid", frame: Rect(x: 0, y: 0, width: 320, height: 200), autoresizing: [.flexibleWidth],
                grid: GridLayout(),
                subviews: Array(repeating: ViewNode(frame: Rect(x: 0, y: 0, width: 100, height: 100)), count: 4))
        ]))

    @Test func gridPlacesTheSubviewsOfItsContainer() {
        let compiled = CompiledLayout(Self.document)
        // 320 wide, cells of 100: 3 per row, gap (320 - 300) / 4 = 5; 200 high: 2 rows, gap 0.
        #expect(Array(compiled.frames(variant: 0, bounds: Size(width: 320, height: 480))[1...]) == [
            Rect(x: 5, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 100),
            Rect(x: 215, y: 0, width: 100, height: 100), Rect(x: 5, y: 100, width: 100, height: 100),
        ])
        // At 420 wide the container grows to 420: 4 per row, gap (420 - 400) / 5 = 4.
        #expect(Array(compiled.frames(variant: 0, bounds: Size(width: 420, height: 480))[1...]) == [
            Rect(x: 4, y: 0, width: 100, height: 100), Rect(x: 108, y: 0, width: 100, height: 100),
            Rect(x: 212, y: 0, width: 100, height: 100), Rect(x: 316, y: 0, width: 100, height: 100),
        ])
    }
}
