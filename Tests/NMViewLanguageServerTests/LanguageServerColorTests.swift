import Foundation
import NMViewLanguageServer
import NMViewTestSupport
import Testing

/// Asset colours in the editor: completion offers the colour sets of the layout's catalogs with
/// their values, hover shows a colour's light and dark values, and a saved colour set relints
/// the open layouts. The project and its catalog are real files in a temporary folder.
@Suite(.timeLimit(.minutes(2)))
struct LanguageServerColorTests {
    /// A project with a `Package.swift` and `App/Assets.xcassets` holding `Brand` (#431CBB, dark
    /// #8A6CF0) and `Surface` (#F2F2F7, the same in dark), removed when the test ends.
    final class Project {
        let path: String
        init() throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-lsp-colors-\(UUID().uuidString)")
            path = (url.path as NSString).standardizingPath
            try write("Package.swift", "// a package\n")
            try colorSet("App/Assets.xcassets/Brand.colorset", light: ("0x43", "0x1C", "0xBB"), dark: ("0x8A", "0x6C", "0xF0"))
            try colorSet("App/Assets.xcassets/Surface.colorset", light: ("0xF2", "0xF2", "0xF7"), dark: nil)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ relative: String, _ text: String) throws {
            let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func colorSet(_ folder: String, light: (String, String, String), dark: (String, String, String)?) throws {
            func entry(_ rgb: (String, String, String), _ appearances: String) -> String {
                #"{\#(appearances)"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "\#(rgb.0)", "green": "\#(rgb.1)", "blue": "\#(rgb.2)"}}, "idiom": "universal"}"#
            }
            let entries = [entry(light, "")] + (dark.map { [entry($0, #""appearances": [{"appearance": "luminosity", "value": "dark"}], "#)] } ?? [])
            try write(folder + "/Contents.json", #"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#)
        }

        var layoutURI: String { URL(fileURLWithPath: path + "/App/Card.nmview.yaml").absoluteString }
    }

    /// Opens `marked` as the project's layout and returns each marker's LSP position.
    func open(_ harness: ServerHarness, _ project: Project, _ marked: String) async throws -> [String: LSPAny] {
        let source = MarkedSource(marked)
        try harness.notify("textDocument/didOpen", openParams(project.layoutURI, source.text))
        _ = try await harness.diagnostics(project.layoutURI)
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        return source.markers.mapValues { marker in
            let prefix = String(String.UnicodeScalarView(lines[marker.line - 1].unicodeScalars.prefix(marker.column - 1)))
            return position(marker.line - 1, prefix.utf16.count)
        }
    }

    func at(_ project: Project, _ position: LSPAny?) -> LSPAny {
        .object(["textDocument": .object(["uri": .string(project.layoutURI)]), "position": position ?? .null])
    }

    func items(_ response: LSPAny) -> [LSPAny] {
        if case .array(let items)? = response["result"]?["items"] { return items }
        return []
    }

    func codes(_ message: LSPAny) -> [String] {
        guard case .array(let list)? = message["params"]?["diagnostics"] else { return [] }
        return list.compactMap { $0["code"]?.stringValue }
    }

    @Test func completionOffersTheCatalogsColourSetsWithTheirValues() async throws {
        let project = try Project()
        let harness = try ServerHarness()
        try await harness.initialize(root: project.path)
        let positions = try await open(
            harness, project,
            """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              backgroundColor: 1️⃣
              tintColor: {light: 2️⃣Br, dark: label}
              subviews: [{class: UILabel, text: a, textAlignment: 3️⃣}]

            """)
        let offered = items(try await harness.request("textDocument/completion", at(project, positions["1️⃣"])))
        let labels = offered.compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("systemBlue") && labels.contains("Brand") && labels.contains("Surface"))
        let brand = offered.first { $0["label"] == "Brand" }
        #expect(brand?["detail"] == "#431CBB / #8A6CF0")
        #expect(brand?["kind"] == .number(16))
        #expect(brand?["documentation"]?["value"]?.stringValue?.contains("App/Assets.xcassets/Brand.colorset/Contents.json") == true)
        #expect(offered.first { $0["label"] == "Surface" }?["detail"] == "#F2F2F7")
        let pair = items(try await harness.request("textDocument/completion", at(project, positions["2️⃣"])))
        #expect(pair.contains { $0["label"] == "Brand" })
        // Not a colour: no colour sets.
        let alignment = items(try await harness.request("textDocument/completion", at(project, positions["3️⃣"])))
        #expect(!alignment.contains { $0["label"] == "Brand" } && alignment.contains { $0["label"] == "center" })
    }

    @Test func hoverShowsAColoursLightAndDarkValues() async throws {
        let project = try Project()
        let harness = try ServerHarness()
        try await harness.initialize(root: project.path)
        let positions = try await open(
            harness, project,
            "nmview: 1\nsize: {width: 10, height: 10}\nroot: {backgroundColor: Br1️⃣and, tintColor: system2️⃣Blue, borderColor: {light: Mi3️⃣ssing, dark: label}}\n")
        let asset = try await harness.request("textDocument/hover", at(project, positions["1️⃣"]))
        let text = asset["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(text.contains("Colour set `Brand`: light `#431CBB`, dark `#8A6CF0`"), "\(text)")
        #expect(text.contains("App/Assets.xcassets/Brand.colorset/Contents.json"))
        let named = try await harness.request("textDocument/hover", at(project, positions["2️⃣"]))
        #expect(named["result"]?["contents"]?["value"]?.stringValue?.contains("`systemBlue`: light `#007AFF`, dark `#0A84FF`") == true)
        let missing = try await harness.request("textDocument/hover", at(project, positions["3️⃣"]))
        #expect(missing["result"]?["contents"]?["value"]?.stringValue?.contains("No colour set named `Missing`") == true)
    }

    @Test func aSavedColourSetRelintsTheOpenLayouts() async throws {
        let project = try Project()
        let harness = try ServerHarness()
        try await harness.initialize(root: project.path)
        let text = "nmview: 1\nsize: {width: 10, height: 10}\nroot: {backgroundColor: Accent}\n"
        try harness.notify("textDocument/didOpen", openParams(project.layoutURI, text))
        #expect(codes(try await harness.diagnostics(project.layoutURI)) == ["rule.unknown-color"])
        try project.colorSet("App/Assets.xcassets/Accent.colorset", light: ("0x10", "0x20", "0x30"), dark: nil)
        let saved = URL(fileURLWithPath: project.path + "/App/Assets.xcassets/Accent.colorset/Contents.json").absoluteString
        // The editor reports the saved set, as the watcher the server registered would.
        try harness.notify(
            "workspace/didChangeWatchedFiles",
            .object(["changes": .array([.object(["uri": .string(saved), "type": .number(1)])])]))
        #expect(codes(try await harness.diagnostics(project.layoutURI)) == [])
    }

    @Test func theServerAsksToWatchCatalogsWhenTheClientLetsIt() async throws {
        let harness = try ServerHarness()
        let capabilities: LSPAny = .object([
            "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": .bool(true)])])
        ])
        _ = try await harness.request("initialize", .object(["capabilities": capabilities]))
        try harness.notify("initialized", .object([:]))
        let request = try await harness.next { $0["method"] == "client/registerCapability" }
        guard case .array(let registrations)? = request["params"]?["registrations"] else {
            Issue.record("no registrations")
            return
        }
        #expect(registrations.first?["method"] == "workspace/didChangeWatchedFiles")
        guard case .array(let watchers)? = registrations.first?["registerOptions"]?["watchers"] else {
            Issue.record("no watchers")
            return
        }
        #expect(watchers.map { $0["globPattern"] } == ["**/*.xcassets/**/Contents.json", "**/*.xcstrings"])
        #expect(request["id"] != nil)
    }

    @Test func assetsNamedOnTheCommandLineAreRead() async throws {
        let project = try Project()
        let design = try Project()
        try design.colorSet("Design.xcassets/Shared.colorset", light: ("0x00", "0x00", "0x00"), dark: nil)
        let harness = try ServerHarness(assets: [design.path + "/Design.xcassets"])
        try await harness.initialize(root: project.path)
        try harness.notify(
            "textDocument/didOpen",
            openParams(project.layoutURI, "nmview: 1\nsize: {width: 10, height: 10}\nroot: {backgroundColor: Shared}\n"))
        #expect(codes(try await harness.diagnostics(project.layoutURI)) == [])
    }
}
