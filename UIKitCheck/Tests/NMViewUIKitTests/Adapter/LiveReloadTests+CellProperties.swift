import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// A save that changes a table cell's `cell` properties changes the cells already made; one that
/// leaves them alone leaves what the app set in code. In LiveReloadTests' suite, which is
/// serialized: live reload's source is global.
extension LiveReloadTests {
    final class ChoiceRowCell: NMTableViewCell {}

    static func choiceRow(_ cell: TableCellProperties?, text: String = "Choice") -> LayoutDocument {
        var document = ReuseLayouts.row(named: "ChoiceRowCell")
        document.cell = cell
        document.root.subviews[2].properties["text"] = .string(text)
        return document
    }

    @Test func aSaveChangesTheCellsOwnPropertiesAndOnlyThose() async throws {
        TestLayouts.use(["ChoiceRowCell": Self.choiceRow(TableCellProperties(accessoryType: .disclosureIndicator))])
        let cell = ChoiceRowCell(style: .default, reuseIdentifier: "row")
        #expect(cell.accessoryType == .disclosureIndicator)
        let source = HandSource()
        NMView.enableLiveReload(source)
        defer { NMView.disableLiveReload() }

        // The file's accessory changes: the cell's does.
        await source.deliver(
            CompiledLayout(Self.choiceRow(TableCellProperties(accessoryType: .checkmark, selectionStyle: .gray))), for: "ChoiceRowCell")
        await settle()
        #expect(cell.accessoryType == .checkmark)
        #expect(cell.selectionStyle == .gray)

        // The app marks the row chosen otherwise; a save of the text alone keeps that.
        cell.accessoryType = .none
        await source.deliver(
            CompiledLayout(Self.choiceRow(TableCellProperties(accessoryType: .checkmark, selectionStyle: .gray), text: "Other")),
            for: "ChoiceRowCell")
        await settle()
        #expect(cell.outlet("v2", as: UILabel.self)?.text == "Other")
        #expect(cell.accessoryType == .none)

        // The file drops them: UIKit's defaults come back.
        await source.deliver(CompiledLayout(Self.choiceRow(nil)), for: "ChoiceRowCell")
        await settle()
        #expect(cell.selectionStyle == .default)
    }
}
