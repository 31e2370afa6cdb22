import NMViewEngine
import NMViewModel
import Testing

/// A live reload of a cell class: the cache takes the new layout for cells made later, and the
/// cells already made (on screen and waiting for reuse) get it in place, keeping their views.
@Suite struct CellLiveReloadTests {
    /// The row with its first view moved to `x` and its text changed.
    static func row(x: Double, text: String) -> LayoutDocument {
        var document = CellReuseTests.row
        document.root.subviews[0].frame = Rect(x: x, y: 8, width: 14, height: 44)
        document.root.subviews[0].properties["text"] = .string(text)
        return document
    }

    @Test func visibleAndWaitingCellsTakeTheNewLayoutInPlace() throws {
        let cache = LayoutCache(library: CellReuseTests.Library())
        let queue = HeadlessReuseQueue(layouts: cache)
        queue.register(cellClass: "ProfileRowCell")
        let size = Size(width: 320, height: 60)
        let onScreen = try #require(queue.dequeue(withIdentifier: "ProfileRowCell", size: size))
        let waiting = try #require(queue.dequeue(withIdentifier: "ProfileRowCell", size: size))
        queue.recycle(waiting)
        let label = try #require(onScreen.contentView.outlet("v0", as: HeadlessLabel.self))

        queue.reload(CompiledLayout(Self.row(x: 100, text: "Reloaded")), for: "ProfileRowCell")
        for cell in [onScreen, waiting] {
            #expect(cell.contentView.outlet("v0")?.frame.x == 100)
            #expect(cell.contentView.outlet("v0", as: HeadlessLabel.self)?.text == "Reloaded")
            #expect(cell.contentView.builds == 2)  // the first build and the reload
        }
        #expect(onScreen.contentView.outlet("v0") === label, "the view is kept and updated, not replaced")

        let reused = try #require(queue.dequeue(withIdentifier: "ProfileRowCell", size: size))
        #expect(reused === waiting)
        let fresh = try #require(queue.dequeue(withIdentifier: "ProfileRowCell", size: size))
        #expect(fresh.contentView.outlet("v0")?.frame.x == 100, "a cell made after the reload builds the new layout")
        #expect(cache.reads == 1, "the reload came from the source, not from the library")
    }

    @Test func otherClassesAreLeftAlone() throws {
        let queue = HeadlessReuseQueue(layouts: LayoutCache(library: CellReuseTests.Library()))
        queue.register(cellClass: "ProfileRowCell")
        let cell = try #require(queue.dequeue(withIdentifier: "ProfileRowCell", size: Size(width: 320, height: 60)))
        queue.reload(CompiledLayout(Self.row(x: 100, text: "Other")), for: "OtherCell")
        #expect(cell.contentView.outlet("v0")?.frame.x == 0)
        #expect(cell.contentView.builds == 1)
    }
}
