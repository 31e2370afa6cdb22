import NMViewEngine
import NMViewModel
import Testing

/// A table cell's own properties: the headless cell keeps its layout's accessory and selection
/// style, and, as UIKit does, lays the root out in a content view narrower by the accessory.
@Suite struct CellAccessoryTests {
    /// A 375 × 44 row: a title that stretches and a switch that stays at the trailing edge.
    static func row(kind: DocumentKind = .tableCell, cell: TableCellProperties?) -> CompiledLayout {
        CompiledLayout(
            LayoutDocument(
                viewClass: "SettingsRow", kind: kind, cell: cell, size: Size(width: 375, height: 44),
                root: ViewNode(subviews: [
                    ViewNode(id: "title", viewClass: "UILabel", frame: Rect(x: 16, y: 12, width: 280, height: 20), autoresizing: [.flexibleWidth]),
                    ViewNode(id: "toggle", viewClass: "UISwitch", frame: Rect(x: 308, y: 6, width: 51, height: 31), autoresizing: [.flexibleLeftMargin]),
                ])))
    }

    @Test func theContentViewIsNarrowerByTheAccessoryAndTheViewsFollowIt() throws {
        let cell = HeadlessCell(
            layout: Self.row(cell: TableCellProperties(accessoryType: .disclosureIndicator, selectionStyle: SelectionStyle.none)),
            reuseIdentifier: "row", frame: Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.selectionStyle == SelectionStyle.none)
        #expect(cell.contentView.bounds.width == 375 - 26.5)
        #expect(cell.contentView.view(withID: "title")?.bounds.width == 280 - 26.5)
        #expect(cell.contentView.view(withID: "toggle")?.frame.x == 308 - 26.5)
    }

    @Test(arguments: AccessoryType.allCases)
    func everyAccessoryButNoneTakesRoom(_ accessory: AccessoryType) {
        let cell = HeadlessCell(
            layout: Self.row(cell: TableCellProperties(accessoryType: accessory)), reuseIdentifier: "row",
            frame: Rect(x: 0, y: 0, width: 375, height: 44))
        let width = cell.contentView.bounds.width
        #expect(accessory == .none ? width == 375 : width < 375 && width > 300)
    }

    @Test func withoutCellPropertiesTheCellHasUIKitsDefaults() {
        let cell = HeadlessCell(layout: Self.row(cell: nil), reuseIdentifier: "row", frame: Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(cell.accessoryType == .none)
        #expect(cell.selectionStyle == .default)
        #expect(cell.contentView.bounds.width == 375)
    }

    @Test func cellPropertiesOfALayoutOfAnotherKindTakeNoEffect() {
        // Lint refuses them; what is made anyway behaves as without them, as NMView ignores them.
        let layout = Self.row(kind: .collectionCell, cell: TableCellProperties(accessoryType: .checkmark))
        #expect(layout.cellAccessory == .none)
        #expect(layout.contentBounds(in: Size(width: 375, height: 44)).width == 375)
    }

    @Test func aResizedCellKeepsItsContentViewNarrower() {
        let cell = HeadlessCell(
            layout: Self.row(cell: TableCellProperties(accessoryType: .checkmark)), reuseIdentifier: "row",
            frame: Rect(x: 0, y: 0, width: 375, height: 44))
        cell.apply(frame: Rect(x: 0, y: 0, width: 414, height: 44))
        #expect(cell.contentView.bounds.width == 414 - AccessoryType.checkmark.contentViewInset)
    }

    @Test func aReloadChangesTheAccessoryAndTheContentViewWithIt() throws {
        let cache = LayoutCache(library: FixedLibrary(layout: Self.row(cell: TableCellProperties(accessoryType: .disclosureIndicator))))
        let queue = HeadlessReuseQueue(layouts: cache)
        queue.register(cellClass: "SettingsRow")
        let cell = try #require(queue.dequeue(withIdentifier: "SettingsRow", size: Size(width: 375, height: 44)))
        queue.reload(Self.row(cell: TableCellProperties(selectionStyle: .gray)), for: "SettingsRow")
        #expect(cell.accessoryType == .none)
        #expect(cell.selectionStyle == .gray)
        #expect(cell.contentView.bounds.width == 375)
        #expect(cell.contentView.view(withID: "title")?.bounds.width == 280)
    }

    @Test func theRowHeightPicksTheLayoutTheContentViewShows() {
        // 375 wide with a chevron, the content view is 348.5: closer to the 350-wide alternative.
        var document = LayoutDocument(
            viewClass: "SettingsRow", kind: .tableCell, cell: TableCellProperties(accessoryType: .disclosureIndicator),
            size: Size(width: 375, height: 44), root: ViewNode(subviews: [ViewNode(id: "title", frame: Rect(x: 0, y: 0, width: 10, height: 10))]))
        document.layouts = [AlternativeLayout(name: "narrow", size: Size(width: 348.5, height: 60))]
        let layout = CompiledLayout(document)
        let answer = layout.cellSize(forWidth: 375)
        #expect(answer.variant == 1)
        #expect(answer.size == Size(width: 375, height: 60))
        let cell = HeadlessCell(layout: layout, reuseIdentifier: "row", frame: Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(cell.contentView.currentVariant == 1)
    }

    /// A library holding one layout, whatever the class asked for.
    struct FixedLibrary: LayoutLibrary {
        let layout: CompiledLayout
        func layout(for viewClass: String) throws -> CompiledLayout { layout }
    }
}
