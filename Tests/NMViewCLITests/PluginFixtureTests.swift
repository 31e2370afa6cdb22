import Foundation
import Testing

/// NMViewPlugin applied to the targets of a separate package, `Tests/Fixtures/PluginPackage`,
/// built with `swift build` as a user would: good layouts are compiled into the target's
/// resource bundle and load through `Bundle.module`; a broken one fails the build with nmview's
/// diagnostic at its file, line and column; the Swift generated for a layout is compiled into
/// its target, and a layout naming a method the class lacks fails the build at the generated
/// protocol's requirement. On Linux that target builds against the UIKit interface check (see
/// the fixture's manifest), so those two tests run only there.
///
/// Slow (the package builds nmview and its dependencies again), so it runs only with
/// NMVIEW_PLUGIN_TEST=1, as Scripts/test sets. The fixture is copied under the gitignored
/// `.build-plugin-fixture/` with its paths to this package made absolute, and built there.
@Suite(
    .enabled(if: ProcessInfo.processInfo.environment["NMVIEW_PLUGIN_TEST"] == "1", "set NMVIEW_PLUGIN_TEST=1 to build the plugin fixture"),
    .serialized)
struct PluginFixtureTests {
    static let root = CommandRunner.packageRoot
    static let work = root.appendingPathComponent(".build-plugin-fixture")
    static let package = work.appendingPathComponent("PluginPackage")
    static let scratch = work.appendingPathComponent("build")

    /// A fresh copy of the fixture whose dependency on this package is an absolute path.
    static func prepare() throws {
        let manager = FileManager.default
        try? manager.removeItem(at: package)
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        try manager.copyItem(at: root.appendingPathComponent("Tests/Fixtures/PluginPackage"), to: package)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        // This package, and on Linux its UIKit interface check beside it.
        let relative = "path: \"../../.."
        #expect(text.contains(relative + "\""))
        try Data(text.replacingOccurrences(of: relative, with: "path: \"\(root.path)").utf8).write(to: manifest)
    }

    /// `swift ARGUMENTS… --package-path COPY --scratch-path SCRATCH`, output and errors together.
    static func swift(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let result = try await CommandRunner.run(
            ["swift"] + arguments + ["--package-path", package.path, "--scratch-path", scratch.path], in: root,
            executable: URL(fileURLWithPath: "/usr/bin/env"), interleavingErrors: true)
        return (result.status, result.stdout)
    }

    @Test func goodLayoutsAreCompiledIntoTheBundleWithWarningsInTheLog() async throws {
        try Self.prepare()
        let build = try await Self.swift(["build", "--product", "GoodApp"])
        #expect(build.status == 0, "\(build.output)")
        let layout = Self.package.appendingPathComponent("Sources/GoodApp/Greeting.nmview.yaml").path
        #expect(build.output.contains("\(layout):17:3: warning: template 'spare' is never used [rule.unused-template]\n"))

        let bin = try await Self.swift(["build", "--show-bin-path"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let app = try await CommandRunner.run([], executable: URL(fileURLWithPath: bin).appendingPathComponent("GoodApp"))
        #expect(app.status == 0)
        #expect(
            app.stdout == """
                Greeting: view Greeting, 2 subviews, layouts primary, landscape
                Badge: view Badge, 1 subviews, layouts primary

                """)

        // The bundled file is exactly what `nmview compile --naming file` writes.
        let expected = try Scratch()
        let compiled = try await CommandRunner.run(
            ["compile", "--naming", "file", "--out", expected.url.path, "Tests/Fixtures/PluginPackage/Sources/GoodApp"])
        #expect(compiled.status == 0)
        let bundles = ["PluginPackage_GoodApp.resources", "PluginPackage_GoodApp.bundle", "PluginPackage_GoodApp.bundle/Contents/Resources"]
        let bundle = try #require(
            bundles.map { URL(fileURLWithPath: bin).appendingPathComponent($0) }
                .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Greeting.layout.json").path) },
            "no resource bundle with Greeting.layout.json in \(bin)")
        for name in ["Greeting.layout.json", "Badge.layout.json"] {
            let bundled = try Data(contentsOf: bundle.appendingPathComponent(name))
            #expect(bundled == (try Data(contentsOf: expected.url.appendingPathComponent(name))), "\(name) differs")
        }
    }

    @Test func aBrokenLayoutFailsTheBuildAtItsLineAndColumn() async throws {
        try Self.prepare()
        let build = try await Self.swift(["build", "--target", "BadLayouts"])
        #expect(build.status != 0)
        let layout = Self.package.appendingPathComponent("Sources/BadLayouts/Broken.nmview.yaml").path
        #expect(build.output.contains("\(layout):7:18: error: no template named 'kye' [rule.unknown-template]\n"), "\(build.output)")
        #expect(build.output.contains("\(layout):7:18: note: did you mean 'key'?\n"))
    }

    #if os(Linux)
    @Test func theGeneratedSwiftIsCompiledIntoTheTargetAndUsed() async throws {
        try Self.prepare()
        let build = try await Self.swift(["build", "--product", "TypedApp"])
        #expect(build.status == 0, "\(build.output)")
        let bin = try await Self.swift(["build", "--show-bin-path"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let app = try await CommandRunner.run([], executable: URL(fileURLWithPath: bin).appendingPathComponent("TypedApp"))
        #expect(app.status == 0)
        #expect(
            app.stdout == """
                title: Hello
                followTapped: [true]
                layouts: primary, landscape
                problems: 0
                cell: Jane, row height 60, follows 1, problems 0
                controller: Profile, follows 1, layout landscape

                """)
    }

    /// The layout's action renamed, the class not: the build fails where the generated protocol
    /// requires the new name, whose comment names the layout's line.
    @Test func anActionTheClassLacksFailsTheBuildAtTheProtocolRequirement() async throws {
        try Self.prepare()
        let layout = Self.package.appendingPathComponent("Sources/TypedApp/Card.nmview.yaml")
        let text = try String(contentsOf: layout, encoding: .utf8)
        let renamed = text.replacingOccurrences(of: "touchUpInside: followTapped}", with: "touchUpInside: followPressed}")
        #expect(renamed != text)
        try Data(renamed.utf8).write(to: layout)
        let build = try await Self.swift(["build", "--product", "TypedApp"])
        #expect(build.status != 0)
        let generated = Self.scratch.appendingPathComponent(
            "plugins/outputs/pluginpackage/TypedApp/destination/NMViewPlugin/Swift/Card+Layout.swift").path
        #expect(build.output.contains("\(generated):"), "\(build.output)")
        #expect(build.output.contains(": error: type 'Card' does not conform to protocol 'CardActions'\n"))
        #expect(build.output.contains("/// Sent on touchUpInside by 'follow' (Card.nmview.yaml:10)."))
        #expect(build.output.contains("    func followPressed(_ sender: UIButton)\n"))
        #expect(build.output.contains("note: protocol requires function 'followPressed' with type '(UIButton) -> ()'"))
        #expect(!build.output.contains("has no member"))
    }
    #endif
}
