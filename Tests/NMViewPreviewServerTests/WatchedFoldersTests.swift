import NMViewPreviewServer
import Testing

/// How an app's findings name their file: within the deepest watched folder, and absolutely.
@Suite struct WatchedFoldersTests {
    let folders = WatchedFolders(roots: ["layouts", "layouts/cells", "/elsewhere/shared"], base: "/home/me/App")

    @Test(arguments: [
        ("layouts/Card.nmview.yaml", "Card.nmview.yaml"),
        ("./layouts/cells/Row.nmview.yaml", "Row.nmview.yaml"),
        ("/elsewhere/shared/Badge.nmview.yaml", "Badge.nmview.yaml"),
        ("other/Card.nmview.yaml", "other/Card.nmview.yaml"),
        ("layoutsX/Card.nmview.yaml", "layoutsX/Card.nmview.yaml"),
    ])
    func aFileIsNamedWithinTheDeepestWatchedFolder(_ path: String, _ within: String) {
        #expect(folders.withinWatched(path) == within)
    }

    @Test func aFileIsNamedAbsolutelyOnThisMachine() {
        #expect(folders.absolute("layouts/../layouts/Card.nmview.yaml") == "/home/me/App/layouts/Card.nmview.yaml")
        #expect(folders.absolute("/elsewhere/shared/Badge.nmview.yaml") == "/elsewhere/shared/Badge.nmview.yaml")
    }

    @Test func theCurrentFolderWatchedNamesFilesFromIt() {
        let here = WatchedFolders(roots: ["."], base: "/home/me/App")
        #expect(here.withinWatched("layouts/Card.nmview.yaml") == "layouts/Card.nmview.yaml")
    }
}
