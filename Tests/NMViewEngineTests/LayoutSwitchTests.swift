import NMViewEngine
import NMViewModel
import Testing

/// Switching at one size goes through the cached diff of two frame tables; it must move exactly
/// the views whose frames differ, every time; and a view's back reference never dangles.
@Suite struct LayoutSwitchTests {
    static let document = LayoutDocument(
        viewClass: "Grid", size: Size(width: 300, height: 400),
        root: ViewNode(subviews: (0..<6).map { index in
            ViewNode(id: "v\(index)", frame: Rect(x: 0, y: Double(index) * 50, width: 100, height: 40))
        }),
        layouts: [
            AlternativeLayout(
                name: "wide", size: Size(width: 400, height: 300),
                subviews: [
                    LayoutNode(id: "v1", frame: Rect(x: 200, y: 0, width: 100, height: 40)),
                    LayoutNode(id: "v4", frame: Rect(x: 200, y: 50, width: 120, height: 60)),
                ])
        ])

    @Test func repeatedSwitchesMoveExactlyTheViewsThatDiffer() {
        let layout = CompiledLayout(Self.document)
        let host = LayoutHost(layout: layout, frame: Rect(x: 0, y: 0, width: 300, height: 400))
        host.automaticLayoutChangeEnabled = false
        for round in 0..<4 {
            for variant in [1, 0] {
                host.applyLayout(variant)
                #expect(host.lastUpdateCount == 2, "round \(round), layout \(variant)")
                let expected = layout.frames(variant: variant, bounds: Size(width: 300, height: 400))
                #expect(host.views.map { $0?.frame } == expected, "round \(round), layout \(variant)")
            }
        }
        // The same layout again moves nothing; another size recomputes and moves what differs there.
        host.applyLayout(0)
        #expect(host.lastUpdateCount == 0)
        host.apply(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(host.lastUpdateCount == 0)
    }

    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        var parent: HeadlessView? = HeadlessView()
        let child = HeadlessView()
        parent?.addSubview(child)
        #expect(child.superview === parent)
        parent = nil
        #expect(child.superview == nil)
        let other = HeadlessView()
        other.addSubview(child)
        child.removeFromSuperview()
        #expect(child.superview == nil && other.subviews.isEmpty)
    }
}
