import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Cells built from layouts, dequeued from the declared UITableView and UICollectionView, which
/// reuse cells as UIKit does: each cell is built once from the layout read once, kept across
/// reuse, shows the layout its own size picks, and sends its actions to itself.
@MainActor @Suite(.interfaceCheck) struct CellTests {
    /// Counts its reuses and the taps of its button.
    final class ProfileRowCell: NMTableViewCell {
        private(set) var reuses = 0
        private(set) var follows = 0
        private(set) var subviewsAtLoad: Int?
        override func viewDidLoad() { subviewsAtLoad = contentView.subviews.count }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
        override func responds(to aSelector: Selector!) -> Bool {
            aSelector == Selector("followTapped") || super.responds(to: aSelector)
        }
        override func _interfaceCheckPerform(_ selector: Selector, sender: Any?) {
            guard selector == Selector("followTapped") else { return super._interfaceCheckPerform(selector, sender: sender) }
            follows += 1
        }
    }
    final class PhotoCell: NMCollectionViewCell {}
    /// A class with no layout file.
    final class Plain: NMTableViewCell {}

    static func useRows() -> ReuseLayouts.CountingLibrary {
        let library = ReuseLayouts.CountingLibrary([
            "ProfileRowCell": ReuseLayouts.row(named: "ProfileRowCell"), "PhotoCell": ReuseLayouts.row(named: "PhotoCell", kind: .collectionCell),
        ])
        NMView.library = library
        return library
    }

    @Test func aThousandDequeuesBuildEachCellOnceFromOneRead() throws {
        let library = Self.useRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(layoutCell: ProfileRowCell.self)
        table.rowHeight = ProfileRowCell.height(forWidth: table.bounds.width)
        var onScreen: [ProfileRowCell] = []
        var cells: [ObjectIdentifier: ProfileRowCell] = [:]
        var viewsMadeByTheFirstScreen = 0
        for row in 0..<1_000 {
            let cell = table.dequeueReusableCell(ProfileRowCell.self, for: IndexPath(row: row, section: 0))
            cell.layoutIfNeeded()
            cells[ObjectIdentifier(cell)] = cell
            onScreen.append(cell)
            // Ten rows fit on screen: the eleventh scrolls the first off.
            if onScreen.count > 10 { table._interfaceCheckEndDisplaying(onScreen.removeFirst()) }
            if row == 10 { viewsMadeByTheFirstScreen = InterfaceRecorder.log.events("UIView(frame:)").count }
        }
        #expect(library.reads(of: "ProfileRowCell") == 1)
        #expect(cells.count == 11)
        #expect(cells.values.allSatisfy { $0.layoutBuilds == 1 && $0.contentView.subviews.count == 20 })
        #expect(cells.values.allSatisfy { $0.subviewsAtLoad == 20 && $0.problems.isEmpty })
        #expect(cells.values.map(\.reuses).reduce(0, +) == 989)
        // No view was made after the first screen of cells: reuse rebuilt nothing.
        #expect(viewsMadeByTheFirstScreen > 0)
        #expect(InterfaceRecorder.log.events("UIView(frame:)").count == viewsMadeByTheFirstScreen)
    }

    @Test func aCellAtTwoWidthsPicksTwoLayouts() throws {
        _ = Self.useRows()
        #expect(ProfileRowCell.height(forWidth: 320) == 60)
        #expect(ProfileRowCell.height(forWidth: 768) == 44)
        let wideTable = UITableView(frame: CGRect(x: 0, y: 0, width: 768, height: 1024), style: .plain)
        wideTable.register(layoutCell: ProfileRowCell.self)
        wideTable.rowHeight = ProfileRowCell.height(forWidth: wideTable.bounds.width)
        let cell = wideTable.dequeueReusableCell(ProfileRowCell.self, for: IndexPath(row: 0, section: 0))
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 768, height: 44))
        #expect(cell.currentLayoutName == "wide")
        #expect(cell.outlet("v0")?.frame == CGRect(x: 600, y: 2, width: 160, height: 40))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.currentLayoutName == "primary")
        #expect(cell.outlet("v0")?.frame == CGRect(x: 0, y: 8, width: 14, height: 44))
        #expect(cell.sizeThatFits(CGSize(width: 768, height: 0)) == CGSize(width: 768, height: 44))
        #expect(cell.layoutBuilds == 1)
    }

    @Test func aCellsActionsGoToTheCell() throws {
        _ = Self.useRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(layoutCell: ProfileRowCell.self)
        let cell = table.dequeueReusableCell(ProfileRowCell.self, for: IndexPath(row: 0, section: 0))
        let button = try #require(cell.outlet("v0", as: UIButton.self))
        button.sendActions(for: .touchUpInside)
        #expect(cell.follows == 1)
    }

    @Test func aCollectionViewCellIsBuiltOnceAndSizedByItsLayout() throws {
        let library = Self.useRows()
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = PhotoCell.size(forWidth: 768)
        #expect(flow.itemSize == CGSize(width: 768, height: 44))
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 768, height: 1024), collectionViewLayout: flow)
        grid.register(layoutCell: PhotoCell.self)
        let first = grid.dequeueReusableCell(PhotoCell.self, for: IndexPath(item: 0, section: 0))
        first.layoutIfNeeded()
        #expect(first.currentLayoutName == "wide")
        grid._interfaceCheckEndDisplaying(first)
        let second = grid.dequeueReusableCell(PhotoCell.self, for: IndexPath(item: 1, section: 0))
        #expect(second === first)
        #expect(second.layoutBuilds == 1)
        #expect(library.reads(of: "PhotoCell") == 1)
        #expect(InterfaceRecorder.log.events("UICollectionReusableView.prepareForReuse()", on: first).count == 1)
    }

    @Test func aTypedOutletTheLayoutLacksIsAStandInReportedOnce() {
        _ = Self.useRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(layoutCell: ProfileRowCell.self)
        let cell = table.dequeueReusableCell(ProfileRowCell.self, for: IndexPath(row: 0, section: 0))
        let first = cell.outlet("subtitle", as: UILabel.self) { UILabel(frame: .zero) }
        let second = cell.outlet("subtitle", as: UILabel.self) { UILabel(frame: .zero) }
        #expect(first === second)
        #expect(first.superview == nil)
        #expect(cell.problems == [.outletNotFound(id: "subtitle", className: "UILabel", foundClass: nil, layout: "ProfileRowCell")])
        #expect(cell.outlet("v2", as: UILabel.self) { UILabel(frame: .zero) } === cell.outlet("v2", as: UILabel.self))
    }

    @Test func aCellClassWithoutALayoutIsEmptyAndLookedUpOnce() {
        let library = Self.useRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(layoutCell: Plain.self)
        let cells = (0..<3).map { table.dequeueReusableCell(Plain.self, for: IndexPath(row: $0, section: 0)) }
        #expect(cells.allSatisfy { $0.layout == nil && $0.contentView.subviews.isEmpty })
        #expect(Plain.height(forWidth: 320) == UITableView.automaticDimension)
        #expect(library.reads(of: "Plain") == 1)
    }
}
