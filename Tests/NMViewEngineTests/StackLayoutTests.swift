import NMViewEngine
import NMViewModel
import Testing

/// Stack views: their subviews are placed along the axis as UIKit arranges them, at their design
/// sizes, by the same frames the headless host and the preview use; alternatives do not move them.
@Suite struct StackLayoutTests {
    /// Three views of 40, 60 and 80 points along the axis, 20 across, in a 200 × 50 stack.
    static let own = [40.0, 60, 80].map { StackLayout.Subview(size: Size(width: $0, height: 20)) }
    static let stack = Size(width: 200, height: 50)
    static let zero = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: 3)

    /// (distribution, spacing, stack length, expected x and width of each view).
    static let distributions: [(StackDistribution, Double, Double, [[Double]])] = [
        (.fill, 10, 200, [[0, 40], [50, 60], [120, 80]]),
        (.fillEqually, 10, 200, [[0, 60], [70, 60], [140, 60]]),
        (.fillProportionally, 10, 290, [[0, 60], [70, 90], [170, 120]]),
        (.equalSpacing, 0, 200, [[0, 40], [50, 60], [120, 80]]),
        (.equalSpacing, 0, 240, [[0, 40], [70, 60], [160, 80]]),
        (.equalCentering, 0, 200, [[0, 40], [60, 60], [120, 80]]),
    ]

    @Test(arguments: distributions.indices)
    func distributesAlongTheAxis(_ index: Int) {
        let (distribution, spacing, length, expected) = Self.distributions[index]
        let frames = StackLayout(spacing: spacing, distribution: distribution).frames(
            of: Self.own, in: Size(width: length, height: 50), current: Self.zero)
        #expect(frames.map { [$0.x, $0.width] } == expected, "\(distribution)")
        #expect(frames.allSatisfy { $0.y == 0 && $0.height == 50 }, "fill alignment stretches across")
    }

    @Test func fillStretchesTheLastViewToTheEnd() {
        let frames = StackLayout(spacing: 4).frames(of: Self.own, in: Size(width: 300, height: 50), current: Self.zero)
        #expect(frames.map(\.width) == [40, 60, 192])
        #expect(frames[2].x + frames[2].width == 300)
    }

    /// (alignment, expected x and width across a vertical stack 100 wide of 20-wide views).
    static let alignments: [(StackAlignment, [Double])] = [
        (.fill, [0, 100]), (.leading, [0, 20]), (.top, [0, 20]), (.center, [40, 20]), (.trailing, [80, 20]),
        (.bottom, [80, 20]), (.firstBaseline, [0, 20]), (.lastBaseline, [80, 20]),
    ]

    @Test(arguments: alignments.indices)
    func alignsAcrossTheAxis(_ index: Int) {
        let (alignment, expected) = Self.alignments[index]
        let views = [StackLayout.Subview(size: Size(width: 20, height: 30))]
        let frames = StackLayout(axis: .vertical, alignment: alignment).frames(
            of: views, in: Size(width: 100, height: 30), current: [Rect(x: 0, y: 0, width: 0, height: 0)])
        #expect([frames[0].x, frames[0].width] == expected, "\(alignment)")
        #expect(frames[0].y == 0 && frames[0].height == 30)
    }

    @Test func hiddenViewsTakeNoRoomAndKeepTheirFrame() {
        var views = Self.own
        views[1].isHidden = true
        let kept = Rect(x: 7, y: 7, width: 7, height: 7)
        let frames = StackLayout(spacing: 10, distribution: .fillEqually).frames(
            of: views, in: Self.stack, current: [kept, kept, kept])
        #expect(frames[1] == kept)
        #expect(frames.map(\.width) == [95, 7, 95])
        #expect(frames[2].x == 105)
    }

    /// A layout whose vertical stack's subviews an alternative tries to move.
    static let document = LayoutDocument(
        viewClass: "Menu", size: Size(width: 320, height: 200),
        root: ViewNode(subviews: [
            ViewNode(
                id: "stack", viewClass: "UIStackView", frame: Rect(x: 10, y: 10, width: 300, height: 100),
                autoresizing: [.flexibleWidth],
                properties: ["axis": .string("vertical"), "spacing": .number(10), "distribution": .string("fillEqually")],
                subviews: [
                    ViewNode(id: "first", frame: Rect(x: 0, y: 0, width: 50, height: 10)),
                    ViewNode(id: "second", frame: Rect(x: 0, y: 0, width: 50, height: 10)),
                ])
        ]),
        layouts: [
            AlternativeLayout(
                name: "wide", size: Size(width: 640, height: 200),
                subviews: [
                    LayoutNode(id: "stack", frame: Rect(x: 10, y: 10, width: 620, height: 100)),
                    LayoutNode(id: "first", frame: Rect(x: 99, y: 99, width: 9, height: 9)),
                ])
        ])

    @Test func theStackPlacesItsSubviewsInEveryLayout() {
        let layout = CompiledLayout(Self.document)
        let primary = layout.frames(variant: 0, bounds: Size(width: 320, height: 200))
        #expect(primary[1] == Rect(x: 0, y: 0, width: 300, height: 45))
        #expect(primary[2] == Rect(x: 0, y: 55, width: 300, height: 45))
        let wide = layout.frames(variant: 1, bounds: Size(width: 640, height: 200))
        #expect(wide[0].width == 620)
        #expect(wide[1] == Rect(x: 0, y: 0, width: 620, height: 45), "the alternative's frame is the stack's to ignore")
        #expect(layout.isArrangedSubview(1) && layout.isArrangedSubview(2) && !layout.isArrangedSubview(0))
    }

    /// The same stack as a class of the app's own based on UIStackView: arranged the same way.
    @Test func aClassBasedOnAStackViewArrangesItsSubviews() throws {
        var document = Self.document
        document.root.subviews[0].viewClass = "MenuStack"
        document.root.subviews[0].baseClass = "UIStackView"
        let layout = CompiledLayout(document)
        #expect(layout.frames(variant: 1, bounds: Size(width: 640, height: 200)) == CompiledLayout(Self.document).frames(
            variant: 1, bounds: Size(width: 640, height: 200)))
        #expect(layout.isArrangedSubview(1))
        let host = LayoutHost(layout: layout, frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let stack = try #require(host.outlet("stack"))
        #expect((stack.className, stack.kitClass) == ("MenuStack", "UIStackView"))
        document.root.subviews[0].baseClass = nil
        #expect(!CompiledLayout(document).isArrangedSubview(1), "without its base it is a plain view")
    }

    @Test func theHeadlessHostPlacesArrangedSubviewsAsUIKitWould() throws {
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let second = try #require(host.outlet("second"))
        #expect(second.frame == Rect(x: 0, y: 55, width: 300, height: 45))
        host.frame = Rect(x: 0, y: 0, width: 640, height: 200)
        #expect(host.currentVariant == 1)
        #expect(second.frame == Rect(x: 0, y: 55, width: 620, height: 45))
    }
}
