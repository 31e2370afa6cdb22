import Foundation
import NMViewModel
import NMViewXIBImport
import Testing

/// The cells `import-xib` writes, compiled as an app bundles them: golden files that UIKitCheck's
/// `ImportedCellTests` load as `NMTableViewCell` and `NMCollectionViewCell` subclasses, so that what
/// the importer writes is checked on the UIKit side too. Re-record with
/// `NMVIEW_RECORD=1 swift test --filter XIBCellCompiledTests`.
@Suite struct XIBCellCompiledTests {
    @Test(arguments: ["RowCell.xib", "TileCell.xib"])
    func anImportedCellCompilesToWhatUIKitCheckLoads(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: fixture(name)))
        let imported = try XIBImporter(path: name).importXIB(bytes, baseName: "Fixture")
        let layout = try #require(imported.layouts.first)
        let actual = try layout.document.compiledJSON()
        let golden = fixture("Compiled/\(layout.name).json")
        if ProcessInfo.processInfo.environment["NMVIEW_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden)
        }
        #expect(actual == (try Data(contentsOf: golden)), "\(name): the compiled cell changed")
        // What an app decodes is what was imported.
        #expect(try LayoutDocument(compiledJSON: actual) == layout.document)
    }
}
