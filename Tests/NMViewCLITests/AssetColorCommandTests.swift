import Foundation
import Testing

/// Asset colours through the commands, as subprocesses over real files: `--assets` on every
/// command that lints or draws, `render` drawing a colour set's values, and `watch` linting again
/// when a colour set is saved.
@Suite struct AssetColorCommandTests {
    static let layout = "nmview: 1\nsize: {width: 100, height: 50}\nroot:\n  backgroundColor: Brand\n"

    /// `Contents.json` of a colour set: `light` in any appearance, `dark` in the dark one.
    static func colorSet(light: String, dark: String) -> String {
        func entry(_ hex: String, _ appearances: String) -> String {
            let bytes = stride(from: 0, to: 6, by: 2).map { index -> String in
                let start = hex.index(hex.startIndex, offsetBy: index)
                return "0x" + hex[start..<hex.index(start, offsetBy: 2)]
            }
            return #"{\#(appearances)"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "\#(bytes[0])", "green": "\#(bytes[1])", "blue": "\#(bytes[2])"}}, "idiom": "universal"}"#
        }
        let dark = entry(dark, #""appearances": [{"appearance": "luminosity", "value": "dark"}], "#)
        return #"{"colors": [\#(entry(light, "")), \#(dark)], "info": {"author": "xcode", "version": 1}}"#
    }

    /// A project (a `Package.swift`) with `App/Card.nmview.yaml` naming `Brand`, and a catalog
    /// with `Brand` outside it, in `Design/Brand.xcassets`.
    static func project() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("App/Package.swift", "// a package\n")
        try scratch.write("App/Card.nmview.yaml", layout)
        try scratch.write("Design/Brand.xcassets/Brand.colorset/Contents.json", colorSet(light: "431CBB", dark: "8A6CF0"))
        return scratch
    }

    @Test func lintFindsTheCatalogNamedWithAssets() async throws {
        let scratch = try Self.project()
        let without = try await CommandRunner.run(["lint", "--no-color", "App"], in: scratch.url)
        #expect(without.status == 1)
        #expect(
            without.stderr.hasPrefix(
                "App/Card.nmview.yaml:4:20: error: no colour named 'Brand': it is not a UIKit colour, and no asset catalog (*.xcassets) was found in 'App'; name one with '--assets PATH' [rule.unknown-color]\n"
            ), "\(without.stderr)")
        for assets in ["Design/Brand.xcassets", "Design"] {
            let with = try await CommandRunner.run(["lint", "App", "--assets", assets], in: scratch.url)
            #expect(with.status == 0, "\(with.stderr)")
        }
        // Compile, generate swift, explain and diff lint the same way.
        let out = scratch.url.appendingPathComponent("Out").path
        for arguments in [
            ["compile", "App", "--out", out], ["generate", "swift", "App", "--out", out],
            ["explain", "App/Card.nmview.yaml", "--size", "100x50"],
            ["diff", "App/Card.nmview.yaml", "App/Card.nmview.yaml"],
        ] {
            let failing = try await CommandRunner.run(arguments, in: scratch.url)
            #expect(failing.status == 1, "\(arguments)")
            #expect(failing.stderr.contains("[rule.unknown-color]"), "\(arguments): \(failing.stderr)")
            let passing = try await CommandRunner.run(arguments + ["--assets", "Design"], in: scratch.url)
            #expect(passing.status == 0, "\(arguments): \(passing.stderr)")
        }
    }

    static let commands = [
        "lint App", "compile App --out Out", "render App/Card.nmview.yaml", "explain App/Card.nmview.yaml --size 10x10",
        "diff App/Card.nmview.yaml App/Card.nmview.yaml", "watch App", "preview App", "lsp", "generate swift App --out Out",
    ]

    @Test(arguments: commands)
    func aMissingAssetsFolderIsAUsageError(_ command: String) async throws {
        let scratch = try Self.project()
        let arguments = command.split(separator: " ").map(String.init) + ["--assets", "Nowhere"]
        let output = try await CommandRunner.run(arguments, in: scratch.url)
        #expect(output.status == 64, "\(output.stderr)")
        #expect(output.stderr.contains("--assets needs an asset catalog or a folder: no such folder 'Nowhere'"), "\(output.stderr)")
    }

    @Test func renderDrawsTheColourSetInEachAppearance() async throws {
        let scratch = try Self.project()
        for (appearance, fill) in [("light", "#431CBB"), ("dark", "#8A6CF0")] {
            let output = try await CommandRunner.run(
                ["render", "App/Card.nmview.yaml", "--assets", "Design/Brand.xcassets", "--appearance", appearance], in: scratch.url)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("<rect class=\"root\" x=\"0\" y=\"0\" width=\"100\" height=\"50\" fill=\"\(fill)\""), "\(output.stdout)")
        }
    }

    @Test func watchLintsAgainWhenAColourSetIsSaved() async throws {
        let scratch = try Self.project()
        try scratch.write("App/Plain.nmview.yaml", "nmview: 1\nsize: {width: 10, height: 10}\nroot: {backgroundColor: red}\n")
        let watch = try RunningCommand(["watch", "--no-color", "App", "--assets", "Design"], in: scratch.url)
        let watching = await watch.waitFor { stdout, _ in stdout.contains("nmview: watching App") }
        try #require(watching, "no start: \(watch.stdout) \(watch.stderr)")
        #expect(watch.stdout.contains("✓ App/Card.nmview.yaml"))

        // The set removed from the catalog named with --assets: Card fails; Plain is not checked again.
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("Design/Brand.xcassets/Brand.colorset"))
        #expect(await watch.waitFor { stdout, stderr in
            stdout.contains("✗ App/Card.nmview.yaml") && stderr.contains("no colour named 'Brand'")
        }, "\(watch.stdout) \(watch.stderr)")
        // A catalog inside the watched folder, saved: Card passes again.
        try scratch.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.colorSet(light: "112233", dark: "445566"))
        #expect(await watch.waitFor { stdout, _ in occurrences(of: "✓ App/Card.nmview.yaml", in: stdout) == 2 }, "\(watch.stdout) \(watch.stderr)")
        #expect(occurrences(of: "App/Plain.nmview.yaml", in: watch.stdout) == 1, "\(watch.stdout)")
        #expect(await watch.interrupt() == 0)
    }
}
