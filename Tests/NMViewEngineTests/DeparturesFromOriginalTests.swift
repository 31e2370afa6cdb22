import NMViewEngine
import NMViewModel
import Testing

/// One fixture for each deliberate departure from NMView 1.1.3 that the README lists, so that
/// none of them changes unnoticed. (The grid's departures are pinned in GridLayoutManagerTests.)
@Suite struct DeparturesFromOriginalTests {
    /// A portrait layout with a `UILabel` container holding one subview, and a landscape one that
    /// moves that subview by position.
    static let document = LayoutDocument(
        viewClass: "Card", size: Size(width: 300, height: 400),
        root: ViewNode(subviews: [
            ViewNode(
                id: "caption", viewClass: "UILabel", frame: Rect(x: 0, y: 0, width: 300, height: 100),
                subviews: [ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 50))]),
            ViewNode(id: "marked", frame: Rect(x: 0, y: 300, width: 100, height: 100), properties: ["tag": .number(66768)]),
        ]),
        layouts: [
            AlternativeLayout(
                name: "landscape", size: Size(width: 400, height: 300),
                subviews: [
                    LayoutNode(
                        id: "caption", frame: Rect(x: 0, y: 0, width: 400, height: 100),
                        subviews: [LayoutNode(frame: Rect(x: 300, y: 10, width: 50, height: 50))]),
                    LayoutNode(id: "marked", frame: Rect(x: 300, y: 200, width: 100, height: 100)),
                ])
        ])

    @Test func alternativesReachIntoContainersOfAnyClass() {
        // The original recursed only into UIView, UIScrollView and NMViewLayoutView.
        let landscape = CompiledLayout(Self.document).variants[1].frames
        #expect(landscape[1] == Rect(x: 300, y: 10, width: 50, height: 50))
    }

    @Test func theMarkerTagsHaveNoEffect() {
        // 66768 marked a view as an alternative layout in a nib; here it is a tag like any other.
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(host.outlet("marked")?.tag == 66768)
        #expect(host.outlet("marked")?.frame == Rect(x: 300, y: 200, width: 100, height: 100))
    }

    @Test func framesAreAdaptedToTheBoundsRatherThanAppliedAsDesigned() {
        var document = Self.document
        document.root.subviews[0].autoresizing = [.flexibleWidth]
        let host = LayoutHost(layout: CompiledLayout(document), frame: Rect(x: 0, y: 0, width: 600, height: 450))
        #expect(host.currentVariant == 1)
        // Designed 400 wide for a 400-wide view; the view is 600 wide, so the caption grows by 200.
        #expect(host.outlet("caption")?.frame == Rect(x: 0, y: 0, width: 600, height: 100))
    }

    @Test func aLayoutIsAppliedHoweverFarEveryLayoutIs() {
        // The original applied none when every layout was 100 or more away in w/h.
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 20_000, height: 10))
        #expect(host.currentVariant == 1)
    }

    @Test func automaticChangesAreOnByDefaultAndTheCallbackFiresOnlyOnAChange() {
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(host.automaticLayoutChangeEnabled)
        var changes: [String] = []
        host.layoutDidChange = { changes.append($0.name) }
        host.apply(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        host.apply(frame: Rect(x: 0, y: 0, width: 420, height: 300))
        host.layoutSubviews()
        #expect(changes == ["landscape"])
    }
}
