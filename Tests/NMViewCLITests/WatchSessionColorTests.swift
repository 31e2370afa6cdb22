import Foundation
import NMViewColor
import NMViewLint
import NMViewModel
import NMViewPreviewServer
import NMViewWatch
import Testing

@testable import NMViewCLI

/// The watch session in process: the colours it gives the preview for a file are the catalogs'
/// as lint last read them, and a reported `Contents.json` has them read again.
@Suite struct WatchSessionColorTests {
    @Test func colorsFollowTheCatalogsTheWatcherReports() async throws {
        let scratch = try AssetColorCommandTests.project()
        let card = scratch.url.appendingPathComponent("App/Card.nmview.yaml").path
        let catalog = scratch.url.appendingPathComponent("Design/Brand.xcassets").path
        let linter = try Linter(assets: AssetCatalogIndex(extraPaths: [catalog]))
        let session = WatchSession(
            linter: linter, paths: [scratch.url.appendingPathComponent("App").path], out: nil, colored: false, state: nil)
        let (outcome, _, _) = await session.start()
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics)")
        #expect(session.colors(forFile: card).resolve(.asset("Brand"), .dark)?.hex == "#8A6CF0")

        let set = try scratch.write(
            "Design/Brand.xcassets/Brand.colorset/Contents.json", AssetColorCommandTests.colorSet(light: "101010", dark: "202020"))
        // Not yet reported: the session keeps what it read.
        #expect(session.colors(forFile: card).resolve(.asset("Brand"), .dark)?.hex == "#8A6CF0")
        await session.handle([WatchedChange(path: set, kind: .changed)])
        #expect(session.colors(forFile: card).resolve(.asset("Brand"), .dark)?.hex == "#202020")
    }

    @Test func aCatalogAboveTheWatchedFolderIsWatchedAndRedrawsThePreview() async throws {
        let scratch = try Scratch()
        try scratch.write("Package.swift", "// a package\n")
        try scratch.write("App/Layouts/Card.nmview.yaml", AssetColorCommandTests.layout)
        let set = try scratch.write(
            "App/Assets.xcassets/Brand.colorset/Contents.json", AssetColorCommandTests.colorSet(light: "431CBB", dark: "8A6CF0"))
        let card = scratch.url.appendingPathComponent("App/Layouts/Card.nmview.yaml").path
        let state = PreviewState()
        let session = WatchSession(
            linter: try Linter(assets: AssetCatalogIndex(baseDirectory: scratch.url.path)),
            paths: [scratch.url.appendingPathComponent("App/Layouts").path], out: nil, colored: false, state: state)
        let (outcome, _, _) = await session.start()
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics)")
        // Not under the watched folder: the watch command adds it to the watcher's roots.
        #expect(await session.catalogFolders() == ["App/Assets.xcassets"])
        let before = try #require(await state.entry(for: card))
        #expect(before.colors.resolve(.asset("Brand"), .dark)?.hex == "#8A6CF0")

        try scratch.write("App/Assets.xcassets/Brand.colorset/Contents.json", AssetColorCommandTests.colorSet(light: "431CBB", dark: "336699"))
        await session.handle([WatchedChange(path: set, kind: .changed)])
        // The findings are the same; the preview still gets the new colours, under a new hash.
        let after = try #require(await state.entry(for: card))
        #expect(after.colors.resolve(.asset("Brand"), .dark)?.hex == "#336699")
        #expect(after.compiledHash != before.compiledHash)
    }
}
