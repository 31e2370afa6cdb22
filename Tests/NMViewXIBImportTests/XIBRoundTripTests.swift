import Foundation
import NMViewEngine
import NMViewModel
import NMViewXIBImport
import Testing

/// The round trip: each imported layout, written as text and read back as an app would load it,
/// gives at its design size the frames the xib stores, and every alternative at its own size
/// gives those of its layout view.
@Suite struct XIBRoundTripTests {
    static let fixtures = ["ProfileCard.xib", "Unsupported.xib", "ScoreBoard.xib", "Symbols.xib", "AssetColors.xib"]

    @Test(arguments: fixtures) func primaryLayoutsGiveTheStoredFrames(_ name: String) throws {
        let url = fixture(name)
        let imported = try XIBImporter(path: name).importXIB([UInt8](try Data(contentsOf: url)), baseName: "T")
        let stored = try StoredFrames.read(url)
        let primaries = stored.filter { !$0.isEmpty }
        #expect(!imported.layouts.isEmpty)
        for (layout, views) in zip(imported.layouts, primaries) {
            let linted = try writtenAndLinted(layout)
            let resolved = try #require(linted.resolved, "\(linted.findings)")
            let compiled = CompiledLayout(resolved)
            let frames = compiled.frames(variant: 0, bounds: resolved.size)
            #expect(resolved.size == views[0].frame.size)
            // The engine's frames are the subviews', in document order; the root is the bounds.
            #expect(frames == views.dropFirst().map(\.frame), "\(layout.name)")
        }
    }

    /// Both formats: the current one's NMViewLayoutView, and the archive's by its class table.
    @Test(arguments: ["ProfileCard.xib", "ScoreBoard.xib"])
    func alternativeLayoutsGiveTheirLayoutViewsFrames(_ name: String) throws {
        let url = fixture(name)
        let imported = try XIBImporter(path: name).importXIB([UInt8](try Data(contentsOf: url)), baseName: "T")
        let stored = try StoredFrames.read(url)
        let layout = try #require(imported.layouts.first)
        #expect(imported.layouts.count == 1, "the layout view is an alternative, not a layout of its own")
        #expect(layout.document.layouts.count == 1)
        let resolved = try #require(try writtenAndLinted(layout).resolved)
        let compiled = CompiledLayout(resolved)
        let alternative = Array(stored[1].dropFirst())
        let primary = Array(stored[0].dropFirst())
        let frames = compiled.frames(variant: 1, bounds: stored[1][0].frame.size)
        #expect(frames.count == alternative.count)
        // Views below the primary's omitted view are the only ones the alternative does not reach.
        for (index, frame) in frames.enumerated() where !primary[index].insideOmitted {
            #expect(frame == alternative[index].frame, "view \(index)")
        }
        let omitted = try #require(primary.indices.first { primary[$0].insideOmitted })
        #expect(frames[omitted] == primary[omitted].frame)
        #expect(alternative[omitted].frame != primary[omitted].frame, "the fixture must tell the two apart")
    }
}
