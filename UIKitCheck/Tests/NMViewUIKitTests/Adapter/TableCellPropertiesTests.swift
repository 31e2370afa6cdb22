import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// A `tableCell` layout's `cell` properties are the cell's own: NMTableViewCell sets its
/// accessory and selection style on itself, with UIKit's API, and a live reload changes them
/// when the file does.
@MainActor @Suite(.interfaceCheck) struct TableCellPropertiesTests {
    final class SettingsRowCell: NMTableViewCell {}
    final class PlainRowCell: NMTableViewCell {}
    final class SettingsRowView: NMView {}

    static func row(named name: String, kind: DocumentKind = .tableCell, cell: TableCellProperties?) -> LayoutDocument {
        var document = ReuseLayouts.row(named: name, kind: kind)
        document.cell = cell
        return document
    }

    @Test func theCellTakesItsAccessoryAndSelectionStyle() throws {
        TestLayouts.use([
            "SettingsRowCell": Self.row(
                named: "SettingsRowCell", cell: TableCellProperties(accessoryType: .disclosureIndicator, selectionStyle: SelectionStyle.none))
        ])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(layoutCell: SettingsRowCell.self)
        let cell = table.dequeueReusableCell(SettingsRowCell.self, for: IndexPath(row: 0, section: 0))
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.selectionStyle == UITableViewCell.SelectionStyle.none)
        #expect(!InterfaceRecorder.log.events("UITableViewCell.accessoryType", on: cell).isEmpty)
        // The root is the content view, which has neither.
        #expect(InterfaceRecorder.log.events("UITableViewCell.accessoryType", on: cell.contentView).isEmpty)
    }

    @Test(arguments: AccessoryType.allCases)
    func everyAccessoryIsUIKitsOfTheSameName(_ accessory: AccessoryType) {
        TestLayouts.use(["SettingsRowCell": Self.row(named: "SettingsRowCell", cell: TableCellProperties(accessoryType: accessory))])
        let cell = SettingsRowCell(style: .default, reuseIdentifier: "row")
        #expect("\(cell.accessoryType)" == accessory.rawValue)
    }

    @Test(arguments: SelectionStyle.allCases)
    func everySelectionStyleIsUIKitsOfTheSameName(_ style: SelectionStyle) {
        TestLayouts.use(["SettingsRowCell": Self.row(named: "SettingsRowCell", cell: TableCellProperties(selectionStyle: style))])
        let cell = SettingsRowCell(style: .default, reuseIdentifier: "row")
        #expect("\(cell.selectionStyle)" == style.rawValue)
    }

    @Test func aCellWhoseLayoutSaysNothingIsLeftAsUIKitMakesIt() {
        TestLayouts.use(["PlainRowCell": Self.row(named: "PlainRowCell", cell: nil)])
        let log = InterfaceRecorder.log
        log.removeAll()
        let cell = PlainRowCell(style: .default, reuseIdentifier: "row")
        #expect(cell.accessoryType == .none)
        #expect(cell.selectionStyle == .default)
        #expect(log.events("UITableViewCell.accessoryType", on: cell).isEmpty)
        #expect(log.events("UITableViewCell.selectionStyle", on: cell).isEmpty)
    }

    @Test func aViewsLayoutWithCellPropertiesSetsNothing() {
        // Lint refuses them on a view; an NMView has no cell to set them on anyway.
        TestLayouts.use(["SettingsRowView": Self.row(named: "SettingsRowView", kind: .view, cell: TableCellProperties(accessoryType: .checkmark))])
        let view = SettingsRowView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(view.outlet("v2") != nil)
        #expect(InterfaceRecorder.log.events("UITableViewCell.accessoryType").isEmpty)
    }
}
