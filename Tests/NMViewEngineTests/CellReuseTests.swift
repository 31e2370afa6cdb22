import NMViewEngine
import NMViewModel
import Testing

/// Cells built from layouts: each cell builds its layout once from the layout the cache read
/// once, keeps it across reuse, shows the layout its own size picks, and answers its height for a
/// width from the design heights.
@Suite struct CellReuseTests {
    /// A row of 20 views: a primary layout for phones and a flatter one for wide tables.
    static let row: LayoutDocument = {
        let subviews = (0..<20).map { index in
            ViewNode(
                id: "v\(index)", viewClass: index.isMultiple(of: 2) ? "UILabel" : "UIView",
                frame: Rect(x: Double(index) * 16, y: 8, width: 14, height: 44), autoresizing: [.flexibleLeftMargin])
        }
        return LayoutDocument(
            viewClass: "ProfileRowCell", size: Size(width: 320, height: 60), root: ViewNode(subviews: subviews),
            layouts: [
                AlternativeLayout(
                    name: "wide", size: Size(width: 768, height: 44),
                    subviews: [LayoutNode(id: "v0", frame: Rect(x: 600, y: 2, width: 160, height: 40))])
            ])
    }()

    /// A library that has only the row's layout.
    struct Library: LayoutLibrary {
        struct Missing: Error {}
        func layout(for viewClass: String) throws -> CompiledLayout {
            guard viewClass == "ProfileRowCell" else { throw Missing() }
            return CompiledLayout(CellReuseTests.row)
        }
    }

    @Test func aThousandDequeuesBuildEachCellOnceFromOneRead() throws {
        let cache = LayoutCache(library: Library())
        let queue = HeadlessReuseQueue(layouts: cache)
        queue.register(cellClass: "ProfileRowCell")
        var onScreen: [HeadlessCell] = []
        var seen: [ObjectIdentifier: HeadlessCell] = [:]
        var prepared = 0
        for _ in 0..<1_000 {
            let cell = try #require(queue.dequeue(withIdentifier: "ProfileRowCell", size: Size(width: 320, height: 60)))
            cell.onPrepareForReuse = { _ in prepared += 1 }
            seen[ObjectIdentifier(cell)] = cell
            onScreen.append(cell)
            // Ten rows fit on screen: the eleventh scrolls the first off.
            if onScreen.count > 10 { queue.recycle(onScreen.removeFirst()) }
        }
        #expect(cache.reads == 1)
        #expect(queue.made == 11)
        #expect(seen.count == 11)
        #expect(seen.values.allSatisfy { $0.contentView.builds == 1 && $0.contentView.subviews.count == 20 })
        #expect(seen.values.map(\.reuses).reduce(0, +) == 989)
        #expect(prepared == 989)  // every reuse ran the hook
    }

    @Test func aCellAtTwoWidthsPicksTwoLayouts() throws {
        let queue = HeadlessReuseQueue(layouts: LayoutCache(library: Library()))
        queue.register(cellClass: "ProfileRowCell", forReuseIdentifier: "row")
        let phone = try #require(queue.dequeue(withIdentifier: "row", size: Size(width: 320, height: 60)))
        #expect(phone.contentView.currentVariant == 0)
        #expect(phone.contentView.outlet("v0")?.frame == Rect(x: 0, y: 8, width: 14, height: 44))
        queue.recycle(phone)
        let wide = try #require(queue.dequeue(withIdentifier: "row", size: Size(width: 768, height: 44)))
        #expect(wide === phone)  // the same cell, reused, not rebuilt
        #expect(wide.contentView.builds == 1)
        #expect(wide.contentView.currentVariant == 1)
        #expect(wide.contentView.outlet("v0")?.frame == Rect(x: 600, y: 2, width: 160, height: 40))
    }

    @Test(arguments: [(320.0, 60.0, 0), (375.0, 60.0, 0), (768.0, 44.0, 1), (1024.0, 44.0, 1)])
    func theHeightForAWidthIsTheDesignHeightOfTheLayoutShownThere(width: Double, height: Double, variant: Int) {
        let layout = CompiledLayout(Self.row)
        let answer = layout.cellSize(forWidth: width)
        #expect(answer.size == Size(width: width, height: height))
        #expect(answer.variant == variant)
        // What the cell then shows at that size is the layout the answer came from.
        #expect(layout.variantIndex(for: answer.size) == variant)
    }

    @Test func aLayoutWithoutAlternativesKeepsItsDesignHeightAtAnyWidth() {
        var single = Self.row
        single.layouts = []
        #expect(CompiledLayout(single).cellSize(forWidth: 1024).size == Size(width: 1024, height: 60))
    }

    @Test func aClassWithoutALayoutIsLookedUpOnce() {
        let cache = LayoutCache(library: Library())
        #expect(cache.layout(for: "Other") == nil)
        #expect(cache.layout(for: "Other") == nil)
        #expect(cache.reads == 1)
        let queue = HeadlessReuseQueue(layouts: cache)
        queue.register(cellClass: "Other")
        #expect(queue.dequeue(withIdentifier: "Other", size: Size(width: 320, height: 60)) == nil)
        #expect(queue.dequeue(withIdentifier: "unregistered", size: Size(width: 320, height: 60)) == nil)
    }
}
