import NMViewEngine
import NMViewModel
import NMViewTestSupport
import Testing

/// A reload puts the new layout's views where it says and leaves the rest alone: the views it
/// keeps are not taken out and put back (in UIKit that would end a text field's editing), and
/// views the app added itself keep their place.
@Suite struct SubviewArrangerTests {
    static let frame = Rect(x: 0, y: 0, width: 320, height: 480)

    /// A view with `id`, at a frame that depends on its id so that frames differ.
    static func node(_ id: String, _ subviews: [ViewNode] = []) -> ViewNode {
        ViewNode(id: id, viewClass: "UIView", frame: Rect(x: Double(id.count), y: 0, width: 10, height: 10), subviews: subviews)
    }

    static func layout(_ subviews: [ViewNode]) -> CompiledLayout {
        CompiledLayout(LayoutDocument(viewClass: "Card", size: Size(width: 320, height: 480), root: ViewNode(subviews: subviews)))
    }

    /// The tree under `view` by id, `?` for a view without one (the app's own).
    static func outline(_ view: HeadlessView) -> String {
        view.subviews.map { ($0.id ?? "?") + ($0.subviews.isEmpty ? "" : "(\(outline($0)))") }.joined(separator: " ")
    }

    @Test func aSaveWithTheSameStructureMovesNoView() throws {
        let host = LayoutHost(layout: Self.layout([Self.node("a"), Self.node("b", [Self.node("c")]), Self.node("d")]), frame: Self.frame)
        let badge = HeadlessView()  // added by the app, between a and b
        host.insertSubview(badge, at: 1)
        let before = host.views.compactMap { $0 }
        // The save changes a frame: the views stay the same objects, in place.
        var saved = [Self.node("a"), Self.node("b", [Self.node("c")]), Self.node("d")]
        saved[2].frame = Rect(x: 50, y: 60, width: 70, height: 80)
        host.reload(Self.layout(saved))
        #expect(host.outlet("d")?.frame == Rect(x: 50, y: 60, width: 70, height: 80))
        let same = host.views.compactMap { $0 }.elementsEqual(before) { $0 === $1 }
        #expect(same)
        #expect(Self.outline(host) == "a ? b(c) d", "the app's view lost its place")
    }

    @Test func newRemovedReorderedAndMovedViewsEndWhereTheLayoutSays() throws {
        let host = LayoutHost(
            layout: Self.layout([Self.node("a"), Self.node("b", [Self.node("c"), Self.node("e")]), Self.node("d")]), frame: Self.frame)
        let badge = HeadlessView()
        host.insertSubview(badge, at: 1)
        let (a, c, d) = (try #require(host.outlet("a")), try #require(host.outlet("c")), try #require(host.outlet("d")))
        // New view n before a; b gone; c moved to the top level between a and d; e gone with b.
        host.reload(Self.layout([Self.node("n"), Self.node("a"), Self.node("c"), Self.node("d")]))
        // A view that comes in goes right above the layout's view before it.
        #expect(Self.outline(host) == "n a c ? d")
        #expect(host.outlet("a") === a && host.outlet("c") === c && host.outlet("d") === d)
        // Swapped: the layout's order wins.
        host.reload(Self.layout([Self.node("d"), Self.node("n"), Self.node("a"), Self.node("c")]))
        #expect(host.subviews.filter { $0.id != nil }.map { $0.id ?? "" } == ["d", "n", "a", "c"])
        #expect(host.outlet("d") === d)
    }

    /// Random saves: after each reload the views (by id, in order, under their parents) are what
    /// a fresh host of the same layout builds, and every id both layouts have kept its object.
    @Test(arguments: 0..<20)
    func randomSavesEndAsAFreshInstallWould(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var current = Self.randomLayout(&random)
        let host = LayoutHost(layout: current, frame: Self.frame)
        for _ in 0..<15 {
            let next = Self.randomLayout(&random)
            var byID: [String: HeadlessView] = [:]
            for (index, view) in host.views.enumerated() { if let view, let id = current.ids[index] { byID[id] = view } }
            host.reload(next)
            let fresh = LayoutHost(layout: next, frame: Self.frame)
            #expect(Self.outline(host) == Self.outline(fresh), "seed \(seed)")
            for (index, view) in host.views.enumerated() {
                guard let view, let id = next.ids[index], let old = byID[id] else { continue }
                #expect(view === old, "'\(id)' was made again")
            }
            current = next
        }
    }

    /// Up to 8 views from ids `v0`…`v9`, nested at random up to three deep.
    static func randomLayout(_ random: inout SeededGenerator) -> CompiledLayout {
        var pool = (0..<10).map { "v\($0)" }
        func children(depth: Int) -> [ViewNode] {
            var nodes: [ViewNode] = []
            let count = Int(random.next() % 4)
            for _ in 0..<count where !pool.isEmpty {
                let id = pool.remove(at: Int(random.next() % UInt64(pool.count)))
                nodes.append(node(id, depth < 2 ? children(depth: depth + 1) : []))
            }
            return nodes
        }
        return layout(children(depth: 0) + children(depth: 1))
    }
}
