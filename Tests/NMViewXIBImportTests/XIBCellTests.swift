import Foundation
import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import NMViewXIBImport
import Testing

/// Top-level cells: a layout of a cell kind whose root is the content view, at the cell's size,
/// with the outlets and actions the cell owns and one warning for what of the cell itself is lost.
@Suite struct XIBCellTests {
    private func imported(_ name: String) throws -> XIBImport {
        let bytes = [UInt8](try Data(contentsOf: fixture(name)))
        return try XIBImporter(path: name).importXIB(bytes, baseName: "T")
    }

    /// The layout as written lints clean (but for the accessibility audit, which IB's control
    /// sizes give findings) and lays out at the cell's own size with the xib's frames.
    private func expectCleanAtItsSize(
        _ layout: XIBImport.Layout, frames expected: [String: Rect], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let linted = try writtenAndLinted(layout)
        #expect(linted.findings.allSatisfy { auditRuleIDs.contains($0.id) }, "\(linted.findings)", sourceLocation: sourceLocation)
        let document = try #require(linted.resolved, sourceLocation: sourceLocation)
        let compiled = CompiledLayout(document)
        let frames = compiled.frames(variant: compiled.variantIndex(for: document.size), bounds: document.size)
        let byID = Dictionary(zip(compiled.ids, frames).compactMap { id, frame in id.map { ($0, frame) } }) { a, _ in a }
        #expect(byID == expected, sourceLocation: sourceLocation)
    }

    /// The one `xib.cells` warning of `imported`, which names `lost`.
    private func expectOneCellWarning(_ imported: XIBImport, naming lost: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let cellWarnings = imported.diagnostics.filter { $0.id == XIBDiagnosticID.cells }
        #expect(cellWarnings.count == 1, sourceLocation: sourceLocation)
        for name in lost {
            #expect(cellWarnings.first?.message.contains("'\(name)'") == true, "\(cellWarnings)", sourceLocation: sourceLocation)
        }
    }

    @Test func aTableViewCellIsATableCellLayoutOfItsContentView() throws {
        let imported = try imported("RowCell.xib")
        let layout = try #require(imported.layouts.first)
        #expect(imported.layouts.count == 1)
        #expect(layout.name == "RowCell")
        #expect(layout.document.kind == .tableCell)
        #expect(layout.document.size == Size(width: 320, height: 60))
        #expect(layout.document.cell == TableCellProperties(accessoryType: .disclosureIndicator, selectionStyle: TableCellProperties.selectionStyleNone))
        #expect(layout.document.outlets == ["title", "follow"])
        #expect(layout.document.root.subviews.map(\.id) == ["title", "follow"])
        #expect(layout.document.root.subviews.last?.actions == ["touchUpInside": "followTapped"])
        // The content view's own white, not the cell's grey, is the root's.
        #expect(layout.document.root.properties["backgroundColor"] != nil)

        expectOneCellWarning(imported, naming: ["reuseIdentifier=Row", "backgroundColor"])
        // What Xcode writes on every content view, and what the layout carries, is not reported.
        for quiet in ["tableViewCell=", "clipsSubviews", "multipleTouchEnabled", "rowHeight", "selectionStyle", "accessoryType"] {
            #expect(!imported.diagnostics.contains { $0.message.contains(quiet) }, "\(quiet): \(imported.diagnostics)")
        }
        #expect(!imported.diagnostics.contains { $0.id == XIBDiagnosticID.connection })

        #expect(try writtenAndLinted(layout).text.contains("kind: tableCell\ncell: {accessoryType: disclosureIndicator, selectionStyle: none}\n"))
        try expectCleanAtItsSize(
            layout, frames: ["title": Rect(x: 16, y: 8, width: 180, height: 21), "follow": Rect(x: 204, y: 8, width: 80, height: 44)])
    }

    /// The older collection view cell keeps its content in a `<view key="contentView">` without an id.
    @Test func anOlderCollectionViewCellIsACollectionCellLayout() throws {
        let imported = try imported("TileCell.xib")
        let layout = try #require(imported.layouts.first)
        #expect(layout.name == "TileCell")
        #expect(layout.document.kind == .collectionCell)
        #expect(layout.document.cell == nil)
        #expect(layout.document.size == Size(width: 100, height: 120))
        #expect(layout.document.outlets == ["picture", "name"])
        expectOneCellWarning(imported, naming: ["reuseIdentifier=Tile"])
        try expectCleanAtItsSize(
            layout, frames: ["picture": Rect(x: 0, y: 0, width: 100, height: 100), "name": Rect(x: 0, y: 100, width: 100, height: 20)])
    }

    /// The archive format names the content view under IBUIContentView among the cell's subviews.
    @Test func anArchiveTableViewCellIsATableCellLayout() throws {
        let imported = try imported("RowCellArchive.xib")
        let layout = try #require(imported.layouts.first)
        #expect(layout.name == "RowCell")
        #expect(layout.document.kind == .tableCell)
        #expect(layout.document.size == Size(width: 320, height: 44))
        #expect(layout.document.cell?.selectionStyle == TableCellProperties.selectionStyleNone)
        #expect(layout.document.outlets == ["title"])
        #expect(layout.document.root.subviews.map(\.id) == ["title"])
        expectOneCellWarning(imported, naming: ["reuseIdentifier=Row"])
        #expect(!imported.diagnostics.contains { $0.message.contains("ContentView") }, "\(imported.diagnostics)")
        try expectCleanAtItsSize(layout, frames: ["title": Rect(x: 10, y: 11, width: 200, height: 21)])
    }
}

extension TableCellProperties {
    /// `.none`, named apart from Optional's.
    fileprivate static let selectionStyleNone = SelectionStyle.none
}
