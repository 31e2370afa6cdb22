import Foundation
import Testing
import UIKit

/// The declared table, collection view and view controller behave as UIKit does where the
/// adapter depends on it: dequeue makes a registered class, hands a cell that left the screen out
/// again after `prepareForReuse()` and sizes it; a controller makes its view on first use.
@MainActor @Suite(.interfaceCheck) struct ReuseTests {
    /// Records the initializer the table made it with.
    final class Row: UITableViewCell {
        private(set) var madeWithStyle = false
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            madeWithStyle = true
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func aTableMakesARegisteredClassWithItsDesignatedInitializerAndReusesIt() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.rowHeight = 70
        table.register(Row.self, forCellReuseIdentifier: "row")
        let first = try #require(table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0)) as? Row)
        #expect(first.madeWithStyle && first.reuseIdentifier == "row")
        #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 70))
        let second = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 1, section: 0))
        #expect(second !== first)  // the first is still on screen
        table._interfaceCheckEndDisplaying(first)
        let third = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 2, section: 0))
        #expect(third === first)
        #expect(InterfaceRecorder.log.events("UITableViewCell.prepareForReuse()", on: first).count == 1)
        #expect(InterfaceRecorder.log.events("UITableViewCell.prepareForReuse()", on: second).isEmpty)
    }

    @Test func aCellsContentViewTakesTheWholeCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentView.superview === cell)
        cell.frame = CGRect(x: 0, y: 0, width: 500, height: 80)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 500, height: 80))
    }

    @Test func aCollectionViewGivesItsCellsTheFlowLayoutsItemSize() {
        let flow = UICollectionViewFlowLayout()
        #expect(flow.itemSize == CGSize(width: 50, height: 50))
        flow.itemSize = CGSize(width: 100, height: 120)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: flow)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let cell = grid.dequeueReusableCell(withReuseIdentifier: "item", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "item")
        #expect(cell.frame.size == CGSize(width: 100, height: 120))
        grid._interfaceCheckEndDisplaying(cell)
        #expect(grid.dequeueReusableCell(withReuseIdentifier: "item", for: IndexPath(item: 1, section: 0)) === cell)
    }

    @Test func aControllerMakesItsViewOnFirstUseThenCallsViewDidLoad() {
        let controller = UIViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        let calls = InterfaceRecorder.log.events(on: controller).map(\.api)
        #expect(calls == ["UIViewController.loadView()", "UIViewController.viewDidLoad()"])
        #expect(view?.next === controller)
        let parent = UIView()
        if let view { parent.addSubview(view) }
        #expect(controller.next === parent)
    }
}
