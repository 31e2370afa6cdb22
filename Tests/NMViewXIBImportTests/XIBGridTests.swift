import Foundation
import NMViewEngine
import NMViewModel
import NMViewXIBImport
import Testing

/// The original NMView's grid layout manager, held by the File's Owner's `layoutManager` outlet,
/// becomes the root's `grid`, with its options from runtime attributes (the original's enum values).
@Suite struct XIBGridTests {
    private func layout(_ name: String) throws -> XIBImport.Layout {
        let bytes = [UInt8](try Data(contentsOf: fixture(name)))
        return try #require(try XIBImporter(path: name).importXIB(bytes, baseName: "T").layouts.first)
    }

    @Test func theLayoutManagerIsTheRootsGridAndPlacesTheTilesColumnsFirst() throws {
        let layout = try layout("Grid.xib")
        #expect(layout.document.root.grid == GridLayout(direction: .topToBottomLeftToRight, extension: .lastItem, extensionDirection: .down))
        let linted = try writtenAndLinted(layout)
        #expect(linted.findings.allSatisfy { auditRuleIDs.contains($0.id) }, "\(linted.findings)")
        let document = try #require(linted.resolved)
        let compiled = CompiledLayout(document)
        let frames = compiled.frames(variant: compiled.variantIndex(for: document.size), bounds: document.size)
        let byID = Dictionary(zip(compiled.ids, frames).compactMap { id, frame in id.map { ($0, frame) } }) { a, _ in a }
        let tiles = try (1...5).map { try #require(byID["tile\($0)"]) }
        // Two 100-point tiles fit the 230-point height: a column of two, then the next column.
        #expect(tiles[1].x == tiles[0].x && tiles[1].y > tiles[0].y)
        #expect(tiles[2].x > tiles[0].x && tiles[2].y == tiles[0].y)
        #expect(tiles[3].x == tiles[2].x && tiles[3].y == tiles[1].y)
        #expect(tiles[4].x > tiles[2].x)
        // Not the xib's rows-first frames.
        #expect(tiles[1] != layout.document.root.subviews[1].frame)
    }

    @Test func theArchiveFormatsLayoutManagerIsTheRootsGrid() throws {
        let layout = try layout("GridArchive.xib")
        #expect(layout.document.root.grid == GridLayout())
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    /// The original ignored the alternatives of a nib that set a layout manager: said in a warning.
    @Test func aGridBesideAlternativesIsReported() throws {
        let text = try String(contentsOf: fixture("Grid.xib"), encoding: .utf8).replacingOccurrences(
            of: "    </objects>",
            with: """
                        <view contentMode="scaleToFill" id="a1" customClass="NMViewLayoutView">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="230"/>
                        </view>
                    </objects>
                """)
        let imported = try XIBImporter(path: "Grid.xib").importXIB(Array(text.utf8), baseName: "T")
        #expect(imported.layouts.first?.document.layouts.count == 1)
        #expect(imported.diagnostics.contains { $0.message.contains("ignored the alternatives when a nib set a layout manager") })
    }
}
