import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// The cells `import-xib` writes from a table view cell xib and a collection view cell xib,
/// compiled as an app bundles them (`Tests/Fixtures/XIB/Compiled`, which the root package's
/// `XIBCellCompiledTests` keep equal to a fresh import), loaded as the cell classes an app writes.
@MainActor @Suite(.interfaceCheck) struct ImportedCellTests {
    /// The xib's File's Owner class, counting its button's taps.
    final class RowCell: NMTableViewCell {
        private(set) var follows = 0
        override func responds(to aSelector: Selector!) -> Bool {
            aSelector == Selector("followTapped") || super.responds(to: aSelector)
        }
        override func _interfaceCheckPerform(_ selector: Selector, sender: Any?) {
            guard selector == Selector("followTapped") else { return super._interfaceCheckPerform(selector, sender: sender) }
            follows += 1
        }
    }
    final class TileCell: NMCollectionViewCell {}

    /// The compiled cell `name` as the importer wrote it.
    static func imported(_ name: String) throws -> LayoutDocument {
        let url = TestLayouts.repository.appendingPathComponent("Tests/Fixtures/XIB/Compiled/\(name).json")
        return try LayoutDocument(compiledJSON: try Data(contentsOf: url))
    }

    @Test func anImportedTableCellLoadsWithTheXibsFramesCellPropertiesAndAction() throws {
        TestLayouts.use(["RowCell": try Self.imported("RowCell")])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(layoutCell: RowCell.self)
        #expect(RowCell.height(forWidth: 320) == 60)
        let cell = table.dequeueReusableCell(RowCell.self, for: IndexPath(row: 0, section: 0))
        cell.layoutIfNeeded()
        #expect(cell.problems.isEmpty, "\(cell.problems)")
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.selectionStyle == UITableViewCell.SelectionStyle.none)
        let title = try #require(cell.outlet("title", as: UILabel.self))
        #expect(title.text == "Title" && title.frame == CGRect(x: 16, y: 8, width: 180, height: 21))
        let follow = try #require(cell.outlet("follow", as: UIButton.self))
        #expect(follow.frame == CGRect(x: 204, y: 8, width: 80, height: 44))
        follow.sendActions(for: .touchUpInside)
        #expect(cell.follows == 1)
    }

    @Test func anImportedCollectionCellLoadsAtItsSizeWithTheXibsFrames() throws {
        TestLayouts.use(["TileCell": try Self.imported("TileCell")])
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = TileCell.size(forWidth: 100)
        #expect(flow.itemSize == CGSize(width: 100, height: 120))
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: flow)
        grid.register(layoutCell: TileCell.self)
        let cell = grid.dequeueReusableCell(TileCell.self, for: IndexPath(item: 0, section: 0))
        cell.layoutIfNeeded()
        #expect(cell.problems.isEmpty, "\(cell.problems)")
        #expect(cell.outlet("picture", as: UIImageView.self)?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        let name = try #require(cell.outlet("name", as: UILabel.self))
        #expect(name.text == "Name" && name.frame == CGRect(x: 0, y: 100, width: 100, height: 20))
    }
}
