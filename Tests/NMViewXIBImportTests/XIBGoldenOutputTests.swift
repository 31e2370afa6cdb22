import Foundation
import NMViewDiagnostics
import NMViewXIBImport
import Testing

/// Everything an import gives, byte for byte, against golden files: the YAML of each layout, its
/// warnings with their positions, and where each written view came from. Any change to what the
/// importer writes shows here, which is what lets its internals be rewritten for speed.
/// Re-record with `NMVIEW_RECORD=1 swift test --filter XIBGoldenOutputTests`.
@Suite struct XIBGoldenOutputTests {
    /// `Generated.xib` is the benchmark's generated xib at 150 views (its generator lives in the
    /// benchmark executable, which tests cannot import); the others are the hand-written fixtures.
    @Test(arguments: [
        "AssetColors.xib", "Defaults.xib", "DefaultsArchive.xib", "Generated.xib", "Grid.xib", "GridArchive.xib", "Noisy.xib", "NoisyArchive.xib", "Panel~ipad.xib", "Properties.xib", "PropertiesArchive.xib", "ProfileCard.xib", "ProfileCard~ipad.xib", "RowCell.xib",
        "RowCellArchive.xib", "ScoreBoard.xib", "Symbols.xib", "Templates.xib", "TemplatesArchive.xib", "TileCell.xib", "Unsupported.xib", "Window.xib", "WindowArchive.xib",
    ])
    func importWritesWhatItWroteBefore(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: fixture(name)))
        let imported = try XIBImporter(path: name).importXIB(bytes, baseName: "Fixture")
        let golden = fixture("Golden/\(name).txt")
        let actual = Self.transcript(of: imported)
        if ProcessInfo.processInfo.environment["NMVIEW_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "\(name): the import's output changed")
    }

    /// The import as text: per layout its YAML, then its sources; then every warning.
    static func transcript(of imported: XIBImport) -> String {
        let writer = LayoutYAMLWriter(schema: "../../Schemas/nmview.schema.json")
        var text = ""
        for layout in imported.layouts {
            text += "=== \(layout.name) at \(layout.location)\n" + writer.text(for: layout.document)
            text += "--- sources\n"
            for id in layout.views.keys.sorted() {
                guard let source = layout.views[id] else { continue }
                text += "\(id) <- \(source.xibID) at \(source.location)\(source.isNamed ? " named" : "")\n"
            }
        }
        text += "=== diagnostics\n"
        for diagnostic in imported.diagnostics {
            text += "\(diagnostic.location): \(diagnostic.severity): \(diagnostic.message) [\(diagnostic.id)]\n"
        }
        return text
    }
}
