import Foundation
import NMViewColor
import Testing

/// Catalogs read from disk: the fixture catalog in Xcode's own shapes, and projects made in a
/// temporary folder for the search, the cache and hostile trees.
@Suite struct AssetCatalogIndexTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/AssetCatalogs").path
    static let catalog = fixtures + "/Assets.xcassets"

    /// The fixture catalog, given explicitly, for a layout in an empty project.
    func fixtureColors() throws -> (AssetColors, Project) {
        let project = try Project()
        try project.write("Package.swift", "// a package\n")
        let index = AssetCatalogIndex(extraPaths: [Self.catalog], baseDirectory: project.path)
        return (index.colors(forLayoutAt: project.path + "/Card.nmview.yaml"), project)
    }

    @Test func readsEveryShapeXcodeWrites() throws {
        let (colors, _) = try fixtureColors()
        #expect(colors.catalogs == [Self.catalog])
        #expect(
            colors.names == [
                "Accent", "Blurple", "Label/primary", "Label/secondary", "bgCustom", "brand", "gray2Custom", "gray5Custom",
            ])
        // Hex light, float dark (mastodon's brand.colorset).
        #expect(colors["brand"]?.light.hex == "#431CBB")
        #expect(colors["brand"]?.dark?.hex == "#431CBB")
        // Integers, in a group that provides a namespace.
        #expect(colors["Label/primary"]?.light.hex == "#282C37")
        #expect(colors["Label/primary"]?.dark?.hex == "#EEEEEE")
        #expect(colors["Label/secondary"]?.dark?.hex == "#979DAD")
        // A group without a namespace keeps the set's own name.
        #expect(colors["Blurple"]?.light.hex == "#552CFB")
        #expect(colors["Brand/Blurple"] == nil)
        // Display P3 converted; the dark entry is a system reference.
        #expect(colors["gray2Custom"]?.dark == SystemColors.dark(.systemGray2))
        #expect(colors["gray2Custom"]?.light.hex == "#ACACB4")
        #expect(colors["gray5Custom"]?.light.hex == "#E5E5EA")
        #expect(colors["bgCustom"]?.light.hex == "#FFFFFF")
        #expect(colors["bgCustom"]?.dark?.hex == "#000000")
        #expect(colors["Accent"]?.color(.dark, highContrast: true).hex == "#B9A6FF")
        #expect(colors["Accent"]?.color(.light, highContrast: true).hex == "#2A0E80")
        #expect(colors["brand"]?.file == Self.catalog + "/brand.colorset/Contents.json")
    }

    @Test func brokenSetsAreKeptWithTheirReason() throws {
        let (colors, _) = try fixtureColors()
        #expect(colors.unreadable["Broken"] == "'\(Self.catalog)/Broken.colorset/Contents.json' is not a JSON object")
        #expect(
            colors.unreadable["NoGreen"]
                == "the any entry of '\(Self.catalog)/NoGreen.colorset/Contents.json' lacks the component 'green'")
        #expect(colors["Broken"] == nil && colors.unreadable["AppIcon"] == nil)
    }

    @Test func findsTheCatalogsBesideTheLayoutFromItsFolderUp() throws {
        let project = try Project()
        try project.write("App.xcodeproj/project.pbxproj", "// a project\n")
        try project.colorSet("App/Assets.xcassets/Brand.colorset", hex: "0x43", "0x1C", "0xBB")
        try project.colorSet("App/Layouts/Local.xcassets/Brand.colorset", hex: "0x00", "0x00", "0x00")
        try project.colorSet("App/Layouts/Local.xcassets/Near.colorset", hex: "0x00", "0x00", "0x00")
        try project.colorSet("Shared.xcassets/Tint.colorset", hex: "0x00", "0x80", "0x00")
        // Not on the path up: another target's catalog, a test fixture's, a folder beside.
        try project.colorSet("Widget/Widget.xcassets/WidgetOnly.colorset", hex: "0", "0", "0")
        try project.colorSet("App/Resources/Assets.xcassets/Aside.colorset", hex: "0", "0", "0")
        let index = AssetCatalogIndex(baseDirectory: project.path)
        let colors = index.colors(forLayoutAt: project.path + "/App/Layouts/Card.nmview.yaml")
        #expect(colors.names == ["Brand", "Near", "Tint"])
        #expect(colors.catalogs == ["App/Layouts/Local.xcassets", "App/Assets.xcassets", "Shared.xcassets"])
        #expect(colors.searched == ["App/Layouts", "App", "."])
        #expect(colors["Brand"]?.light.hex == "#000000", "the nearest catalog wins")
        #expect(colors["Brand"]?.file == "App/Layouts/Local.xcassets/Brand.colorset/Contents.json")
    }

    @Test func aPackageOrAGitFolderMarksTheRootToo() throws {
        for marker in ["Package.swift", ".git/HEAD"] {
            let outer = try Project()
            try outer.colorSet("Outer.xcassets/Outside.colorset", hex: "0", "0", "0")
            try outer.write("Inner/\(marker)", "x\n")
            try outer.colorSet("Inner/Assets.xcassets/Inside.colorset", hex: "0", "0", "0")
            let colors = AssetCatalogIndex(baseDirectory: outer.path).colors(forLayoutAt: outer.path + "/Inner/Sources/A.nmview.yaml")
            #expect(colors.names == ["Inside"], "\(marker)")
            #expect(colors.searched == ["Inner/Sources", "Inner"])
        }
    }

    @Test func withoutAProjectTheLayoutsFolderIsSearched() throws {
        let project = try Project()
        try project.colorSet("Layouts/Assets.xcassets/Near.colorset", hex: "0", "0", "0")
        let index = AssetCatalogIndex(baseDirectory: project.path)
        // The temporary folder is in no project, so the search starts and ends at the layout's folder.
        let colors = index.colors(forLayoutAt: project.path + "/Layouts/A.nmview.yaml")
        #expect(colors.names == ["Near"])
        #expect(colors.searched == ["Layouts"])
        let none = index.colors(forLayoutAt: project.path + "/Elsewhere/B.nmview.yaml")
        #expect(none.catalogs.isEmpty && none.searched == ["Elsewhere"])
    }

    @Test func explicitCatalogsComeFirstAndFoldersAreSearched() throws {
        let project = try Project()
        try project.write("Package.swift", "x\n")
        try project.colorSet("Assets.xcassets/Shared.colorset", hex: "0x11", "0x11", "0x11")
        let shared = try Project()
        try shared.colorSet("Design/Shared.xcassets/Shared.colorset", hex: "0x22", "0x22", "0x22")
        try shared.colorSet("Design/Shared.xcassets/Extra.colorset", hex: "0x33", "0x33", "0x33")
        for extra in [shared.path + "/Design/Shared.xcassets", shared.path] {
            let index = AssetCatalogIndex(extraPaths: [extra], baseDirectory: project.path)
            let colors = index.colors(forLayoutAt: "Card.nmview.yaml")
            #expect(colors.names == ["Extra", "Shared"])
            #expect(colors["Shared"]?.light.hex == "#222222", "the explicit catalog wins")
            #expect(colors.catalogs == [shared.path + "/Design/Shared.xcassets", "Assets.xcassets"])
            #expect(colors.searched == [".", extra])
        }
    }

    @Test func readsOnceUntilInvalidated() throws {
        let project = try Project()
        try project.write("Package.swift", "x\n")
        try project.colorSet("Assets.xcassets/Brand.colorset", hex: "0x43", "0x1C", "0xBB")
        let index = AssetCatalogIndex(baseDirectory: project.path)
        #expect(index.colors(forLayoutAt: "A/Card.nmview.yaml")["Brand"]?.light.hex == "#431CBB")
        try project.colorSet("Assets.xcassets/Brand.colorset", hex: "0x00", "0x00", "0x00")
        try project.colorSet("Assets.xcassets/New.colorset", hex: "0x00", "0x00", "0x00")
        let cached = index.colors(forLayoutAt: "A/Other.nmview.yaml")
        #expect(cached["Brand"]?.light.hex == "#431CBB" && cached["New"] == nil)
        index.invalidate()
        let fresh = index.resolver(forLayoutAt: "A/Card.nmview.yaml").assets
        #expect(fresh["Brand"]?.light.hex == "#000000" && fresh["New"] != nil)
    }

    /// A set's Contents.json deleted before its folder, as a delete of the set goes: read in
    /// between, the set is gone, not broken, so a watch that reads then reports it missing.
    @Test func aSetFolderWithoutItsContentsIsNoSet() throws {
        let project = try Project()
        try project.write("Package.swift", "x\n")
        try project.colorSet("Assets.xcassets/Brand.colorset", hex: "0x43", "0x1C", "0xBB")
        try project.colorSet("Assets.xcassets/Kept.colorset", hex: "0x11", "0x11", "0x11")
        try FileManager.default.removeItem(atPath: project.path + "/Assets.xcassets/Brand.colorset/Contents.json")
        let colors = AssetCatalogIndex(baseDirectory: project.path).colors(forLayoutAt: "Card.nmview.yaml")
        #expect(colors.names == ["Kept"])
        #expect(colors.unreadable["Brand"] == nil)
    }

    @Test func hostileTreesEndWithinTheLimits() throws {
        let project = try Project()
        try project.write("Package.swift", "x\n")
        // A link back up the tree, a FIFO where a Contents.json belongs, a huge file, deep folders.
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Loop", withDestinationPath: project.path)
        try project.write("Assets.xcassets/Fifo.colorset/.keep", "")
        #expect(mkfifo(project.path + "/Assets.xcassets/Fifo.colorset/Contents.json", 0o600) == 0)
        try project.write("Assets.xcassets/Huge.colorset/Contents.json", String(repeating: " ", count: 2 << 20))
        var deep = "Assets.xcassets"
        for level in 0..<40 { deep += "/G\(level)" }
        try project.colorSet(deep + "/Deep.colorset", hex: "0", "0", "0")
        try project.colorSet("Assets.xcassets/Fine.colorset", hex: "0", "0", "0")
        var limits = AssetCatalogLimits.default
        limits.maxColorSets = 3
        let colors = AssetCatalogIndex(limits: limits, baseDirectory: project.path).colors(forLayoutAt: "A.nmview.yaml")
        #expect(colors.catalogs == ["Assets.xcassets"], "the link back up is not followed into a second copy")
        #expect(colors.names == ["Fine"])
        #expect(colors.unreadable["Fifo"] == "'Assets.xcassets/Fifo.colorset/Contents.json' cannot be read")
        #expect(colors.unreadable["Huge"] == "'Assets.xcassets/Huge.colorset/Contents.json' is larger than 1048576 bytes")
        #expect(colors["Deep"] == nil)
    }

    @Test func catalogFilesAreRecognized() {
        #expect(AssetCatalogSearch.isCatalogFile("App/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(AssetCatalogSearch.isCatalogFile("/p/Assets.xcassets/Group/Contents.json"))
        #expect(!AssetCatalogSearch.isCatalogFile("App/Brand.colorset/Contents.json"))
        #expect(!AssetCatalogSearch.isCatalogFile("App/Assets.xcassets/Brand.colorset/Other.json"))
        #expect(AssetCatalogSearch.isCatalogFile("App/Assets.xcassets/Contents.json"))
        #expect(!AssetCatalogSearch.isCatalogFile("App/Assets.xcassets/Photo.imageset/Contents.json"))
    }
}

/// A project in a temporary folder, removed when the test lets go of it.
final class Project {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-color-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // Standardized as the index standardizes, so paths compare as written.
        path = (url.path as NSString).standardizingPath
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative`, making folders on the way.
    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A one-entry sRGB colour set at `folder` (`….colorset`), components as written.
    func colorSet(_ folder: String, hex red: String, _ green: String, _ blue: String) throws {
        try write(
            folder + "/Contents.json",
            #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "\#(red)", "green": "\#(green)", "blue": "\#(blue)"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#)
    }
}
