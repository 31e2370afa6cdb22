import NMViewEngine
import NMViewModel
import Testing

/// Differential tests against NMView 1.1.3's way: the original set the frames an alternative
/// layout gives, one view at a time from the top, and UIKit resized every other view by its
/// autoresizing mask when its superview's size changed; its grid read the cell size from the
/// first subview after UIKit had resized it. Here that is replayed on views that autoresize their
/// subviews as UIKit does, and the engine's frame tables must agree.
@Suite struct OriginalFidelityTests {
    /// A headless view that resizes its subviews by their masks when its size changes, as UIKit does.
    final class AutoresizingView: HeadlessView {
        private var lastSize: Size?

        override func layoutSubviews() {
            let size = bounds.size
            defer { lastSize = size }
            guard let old = lastSize, old != size else { return }
            for subview in subviews {
                subview.apply(frame: Autoresizing.adapt(subview.frame, mask: subview.autoresizingMask, from: old, to: size))
            }
        }
    }

    /// The original's result: the primary tree at its design size, the host resized to the
    /// alternative's size, then each frame the alternative sets applied from the top.
    static func original(_ layout: CompiledLayout, variant: Int) -> [Rect] {
        let root = AutoresizingView()
        root.apply(frame: Rect(x: 0, y: 0, width: layout.document.size.width, height: layout.document.size.height))
        let primary = layout.variants[0].frames
        var views: [AutoresizingView] = []
        for (index, node) in layout.nodes.enumerated() {
            let view = AutoresizingView()
            view.autoresizingMask = node.autoresizing ?? []
            view.apply(frame: primary[index])
            view.layoutSubviews()  // remember the design size
            let parent = Int(layout.parents[index])
            (parent < 0 ? root : views[parent]).addSubview(view)
            views.append(view)
        }
        let alternative = layout.variants[variant]
        root.apply(frame: Rect(x: 0, y: 0, width: alternative.size.width, height: alternative.size.height))
        for (index, view) in views.enumerated() where mentioned(index, in: layout, variant: variant) {
            view.apply(frame: alternative.frames[index])
        }
        return views.map(\.frame)
    }

    /// Whether the alternative names view `index` itself (by id here: the fixtures give every
    /// view the original would have reached an id).
    static func mentioned(_ index: Int, in layout: CompiledLayout, variant: Int) -> Bool {
        guard let id = layout.ids[index] else { return false }
        return layout.document.layouts[variant - 1].subviews.contains { $0.id == id }
    }

    static func expectClose(_ ours: [Rect], _ theirs: [Rect], _ comment: Comment? = nil) {
        #expect(ours.count == theirs.count)
        for (index, (mine, other)) in zip(ours, theirs).enumerated() {
            let close = abs(mine.x - other.x) < 1e-9 && abs(mine.y - other.y) < 1e-9
                && abs(mine.width - other.width) < 1e-9 && abs(mine.height - other.height) < 1e-9
            #expect(close, "view \(index): ours \(mine), the original \(other)")
        }
    }

    /// A panel marked `omitFromLayouts` that the landscape layout widens, and a `UILabel`-classed
    /// container (which the original did not descend into) that it makes taller.
    static let omitted = LayoutDocument(
        viewClass: "Panel", size: Size(width: 320, height: 480),
        root: ViewNode(subviews: [
            ViewNode(
                id: "panel", frame: Rect(x: 0, y: 0, width: 320, height: 200), omitFromLayouts: true,
                subviews: [
                    ViewNode(id: "bar", frame: Rect(x: 10, y: 10, width: 300, height: 40), autoresizing: [.flexibleWidth]),
                    ViewNode(
                        id: "pin", frame: Rect(x: 270, y: 150, width: 40, height: 40),
                        autoresizing: [.flexibleLeftMargin, .flexibleTopMargin],
                        subviews: [ViewNode(id: "dot", frame: Rect(x: 0, y: 0, width: 40, height: 40), autoresizing: [.flexibleWidth])]),
                    ViewNode(id: "fixed", frame: Rect(x: 10, y: 60, width: 50, height: 50)),
                ]),
            ViewNode(
                id: "caption", viewClass: "UILabel", frame: Rect(x: 0, y: 200, width: 320, height: 100),
                subviews: [
                    ViewNode(id: "shade", frame: Rect(x: 0, y: 0, width: 320, height: 100), autoresizing: [.flexibleWidth, .flexibleHeight])
                ]),
        ]),
        layouts: [
            AlternativeLayout(
                name: "landscape", size: Size(width: 480, height: 320),
                subviews: [
                    LayoutNode(id: "panel", frame: Rect(x: 0, y: 0, width: 480, height: 260)),
                    LayoutNode(id: "caption", frame: Rect(x: 0, y: 260, width: 480, height: 60)),
                ])
        ])

    @Test func childrenOfAResizedOmittedViewFollowTheirMasks() {
        let layout = CompiledLayout(Self.omitted)
        let ours = layout.variants[1].frames
        Self.expectClose(ours, Self.original(layout, variant: 1))
        // Spelled out: the bar widens with the panel, the pin keeps its corner, the fixed view stays.
        #expect(ours[1] == Rect(x: 10, y: 10, width: 460, height: 40))
        #expect(ours[2] == Rect(x: 430, y: 210, width: 40, height: 40))
        #expect(ours[4] == Rect(x: 10, y: 60, width: 50, height: 50))
        // And in a container of another class the alternative does not descend into.
        #expect(ours[6] == Rect(x: 0, y: 0, width: 480, height: 60))
    }

    @Test func atOtherSizesTheAdaptedFramesCarryOn() {
        let layout = CompiledLayout(Self.omitted)
        let bounds = Size(width: 560, height: 320)
        let frames = layout.frames(variant: 1, bounds: bounds)
        // The panel has no mask, so it keeps the landscape frame; its children keep theirs.
        #expect(frames[1] == Rect(x: 10, y: 10, width: 460, height: 40))
    }

    /// A container whose first cell widens with it: `[flexibleWidth]` on the first subview.
    static let grid = LayoutDocument(
        viewClass: "Tiles", size: Size(width: 300, height: 300),
        root: ViewNode(subviews: [
            ViewNode(
                id: "tiles", frame: Rect(x: 0, y: 0, width: 300, height: 300), autoresizing: [.flexibleWidth],
                grid: GridLayout(viewsPerRow: 2),
                subviews: [
                    ViewNode(id: "first", frame: Rect(x: 0, y: 0, width: 100, height: 100), autoresizing: [.flexibleWidth]),
                    ViewNode(id: "second", frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                ])
        ]))

    @Test func gridCellsTakeTheFirstSubviewsSizeAfterAutoresizing() {
        let layout = CompiledLayout(Self.grid)
        let wide = Size(width: 600, height: 300)
        let frames = layout.frames(variant: 0, bounds: wide)
        // The original: UIKit widens the container (300 → 600) and with it the first cell
        // (100 + 300 × 100/100 = 400, its width being its only flexible part), then the grid reads
        // that size for every cell.
        let container = AutoresizingView()
        container.apply(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        container.layoutSubviews()
        let first = AutoresizingView()
        first.autoresizingMask = [.flexibleWidth]
        first.apply(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(first)
        container.apply(frame: Rect(x: 0, y: 0, width: 600, height: 300))
        let cell = first.bounds.size
        #expect(cell == Size(width: 400, height: 100))
        let expected = GridLayoutManager(options: GridLayout(viewsPerRow: 2))
            .layout([.init(size: cell), .init(size: cell)], in: Size(width: 600, height: 300)).frames
        #expect(Array(frames[1...]) == expected)
        #expect(frames[1].width == 400 && frames[2].width == 400)
    }
}
