import Foundation
import NMViewModel
import Testing

/// The document's `cell`: read the same by both decoding paths, carried through compiled JSON
/// only when written, and in effect only for a layout of kind `tableCell`.
@Suite struct TableCellPropertiesTests {
    static func layout(kind: String = "tableCell", cell: String?) -> String {
        "nmview: 1\nkind: \(kind)\n" + (cell.map { "cell: \($0)\n" } ?? "") + "size: {width: 375, height: 44}\nroot: {}\n"
    }

    @Test(arguments: [
        ("{accessoryType: disclosureIndicator, selectionStyle: none}", TableCellProperties(accessoryType: .disclosureIndicator, selectionStyle: SelectionStyle.none)),
        ("{accessoryType: checkmark}", TableCellProperties(accessoryType: .checkmark)),
        ("{selectionStyle: gray, x-note: kept for tools}", TableCellProperties(selectionStyle: .gray)),
        ("{}", TableCellProperties()),
    ])
    func bothDecodingPathsReadTheCell(_ written: String, _ expected: TableCellProperties) throws {
        let (direct, reference) = try #require(DirectDecodingTests.bothWays(Self.layout(cell: written)))
        #expect(direct == reference)
        guard case .document(let document) = direct else { Issue.record("not decoded: \(direct)"); return }
        #expect(document.cell == expected)
        #expect(document.effectiveCell == expected)
    }

    @Test func aValueUIKitDoesNotHaveIsLeftToDecodable() throws {
        let (direct, reference) = try #require(DirectDecodingTests.bothWays(Self.layout(cell: "{accessoryType: chevron}")))
        #expect(direct == .gaveUp)
        guard case .failed = reference else { Issue.record("decoded: \(reference)"); return }
    }

    @Test func aFileWithoutCellHasNone() throws {
        let (direct, _) = try #require(DirectDecodingTests.bothWays(Self.layout(cell: nil)))
        guard case .document(let document) = direct else { Issue.record("not decoded: \(direct)"); return }
        #expect(document.cell == nil)
    }

    @Test(arguments: DocumentKind.allCases)
    func onlyATableCellHasItsCellsProperties(_ kind: DocumentKind) throws {
        let document = LayoutDocument(
            viewClass: "Row", kind: kind, cell: TableCellProperties(accessoryType: .detailButton), size: Size(width: 375, height: 44),
            root: ViewNode())
        #expect((document.effectiveCell != nil) == (kind == .tableCell))
    }

    @Test(arguments: [nil, TableCellProperties(), TableCellProperties(accessoryType: .detailDisclosureButton, selectionStyle: .blue)])
    func compiledJSONKeepsTheCellAsWritten(_ cell: TableCellProperties?) throws {
        let document = LayoutDocument(
            viewClass: "Row", kind: .tableCell, cell: cell, size: Size(width: 375, height: 44), root: ViewNode())
        CompiledJSONComparison.expectSame(document, "cell \(String(describing: cell))")
        let json = try document.compiledJSON()
        #expect(String(decoding: json, as: UTF8.self).contains("\"cell\"") == (cell != nil))
        #expect(try LayoutDocument(compiledJSON: json).cell == cell)
    }
}
