import Foundation
import NMViewColor
import NMViewDiagnostics
@testable import NMViewLint
import NMViewTestSupport
import NMViewYAML
import Testing

/// `rule.unknown-color`: asset colours are looked up in the catalogs of the layout's project, on
/// disk, wherever a colour is written (root, views, templates, either side of a pair), and a
/// workspace checks again what a change of the catalogs changes.
@Suite struct UnknownColorRuleTests {
    /// A project folder with a `Package.swift`, a catalog with `Brand/Primary` (a namespace),
    /// `Surface` and a broken `Broken`.
    static func project() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("Package.swift", Array("// a package\n".utf8))
        try colorSet(scratch, "App/Assets.xcassets/Brand/Primary.colorset", light: "0x43", dark: "0x8A")
        try scratch.write(
            "App/Assets.xcassets/Brand/Contents.json",
            Array(#"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#.utf8))
        try colorSet(scratch, "App/Assets.xcassets/Surface.colorset", light: "0xF2", dark: "0x1C")
        try scratch.write("App/Assets.xcassets/Broken.colorset/Contents.json", Array("{".utf8))
        return scratch
    }

    /// A grey colour set with a light and a dark entry, in hexadecimal.
    static func colorSet(_ scratch: Scratch, _ folder: String, light: String, dark: String) throws {
        func entry(_ value: String, _ appearances: String) -> String {
            #"{\#(appearances)"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "\#(value)", "green": "\#(value)", "blue": "\#(value)"}}, "idiom": "universal"}"#
        }
        let dark = entry(dark, #""appearances": [{"appearance": "luminosity", "value": "dark"}], "#)
        try scratch.write(folder + "/Contents.json", Array(#"{"colors": [\#(entry(light, "")), \#(dark)], "info": {"author": "xcode", "version": 1}}"#.utf8))
    }

    /// The unknown-colour findings of the file `source` written at `relative` in `scratch`.
    func findings(_ source: MarkedSource, at relative: String, in scratch: Scratch, linter: Linter? = nil) throws -> [Diagnostic] {
        let path = try scratch.write(relative, Array(source.text.utf8))
        let outcome = try (linter ?? Linter()).lint(files: [path])
        return outcome.report.diagnostics.filter { $0.id == "rule.unknown-color" }
    }

    func position(_ diagnostic: Diagnostic) -> String { "\(diagnostic.location.line ?? 0):\(diagnostic.location.column ?? 0)" }
    func position(_ source: MarkedSource, _ marker: String) -> String {
        let location = source.location(marker, file: "")
        return "\(location.line ?? 0):\(location.column ?? 0)"
    }

    @Test func everyPlaceAColourIsWrittenIsChecked() throws {
        let scratch = try Self.project()
        let source = MarkedSource(
            """
            nmview: 1
            size: {width: 320, height: 200}
            root:
              backgroundColor: Surface
              tintColor: 1️⃣sytemBlue
              subviews:
                - id: title
                  class: UILabel
                  textColor: Brand/Primary
                  backgroundColor: {light: 2️⃣Brnd/Primary, dark: "#000000"}
                - {class: UIView, subviews: [{class: UIView, borderColor: {light: label, dark: 3️⃣Surfac}}]}
                - {template: chip}
            templates:
              chip:
                class: UIButton
                titleColor: 4️⃣BrandPrimary
                subviews:
                  - {backgroundColor: 5️⃣Broken}

            """)
        let found = try findings(source, at: "App/Card.nmview.yaml", in: scratch)
        #expect(found.map(position) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { position(source, $0) })
        #expect(found.allSatisfy { $0.severity == .error })
        let catalog = scratch.path + "/App/Assets.xcassets"
        #expect(found[0].message == "no colour named 'sytemBlue': it is neither a UIKit colour nor a colour set of '\(catalog)'")
        #expect(found[0].suggestions == ["systemBlue"])
        #expect(found[1].suggestions == ["Brand/Primary"])
        #expect(found[2].suggestions == ["Surface"])
        #expect(found[3].suggestions == ["Brand/Primary"])
        #expect(
            found[4].message
                == "colour set 'Broken' cannot be read: '\(catalog)/Broken.colorset/Contents.json' is not a JSON object")
    }

    @Test func withoutACatalogTheMessageSaysWhereItLooked() throws {
        let scratch = try Scratch()
        try scratch.write("Package.swift", Array("// a package\n".utf8))
        let source = MarkedSource("nmview: 1\nsize: {width: 10, height: 10}\nroot: {backgroundColor: 1️⃣BrandPrimary}\n")
        let found = try findings(source, at: "Sources/Card.nmview.yaml", in: scratch)
        #expect(found.map(position) == [position(source, "1️⃣")])
        #expect(
            found.first?.message
                == "no colour named 'BrandPrimary': it is not a UIKit colour, and no asset catalog (*.xcassets) was found in '\(scratch.path)/Sources' or '\(scratch.path)'; name one with '--assets PATH'"
        )
        // Named with --assets, the catalog elsewhere is read.
        let elsewhere = try Self.project()
        try Self.colorSet(elsewhere, "Design.xcassets/BrandPrimary.colorset", light: "0x43", dark: "0x8A")
        let linter = try Linter(assets: AssetCatalogIndex(extraPaths: [elsewhere.path + "/Design.xcassets"]))
        #expect(try findings(source, at: "Sources/Card.nmview.yaml", in: scratch, linter: linter).isEmpty)
    }

    @Test func knownColoursAreSilent() throws {
        let scratch = try Self.project()
        let source = MarkedSource(
            """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              backgroundColor: {light: Surface, dark: systemBackground}
              tintColor: "#431CBB"
              subviews: [{class: UILabel, textColor: Brand/Primary}]

            """)
        #expect(try findings(source, at: "App/Layouts/Card.nmview.yaml", in: scratch).isEmpty)
    }

    @Test func aWorkspaceChecksAgainWhatAChangedCatalogChanges() throws {
        let scratch = try Self.project()
        let uses = try scratch.write(
            "App/Uses.nmview.yaml", Array("nmview: 1\nsize: {width: 10, height: 10}\nroot: {backgroundColor: Accent}\n".utf8))
        let plain = try scratch.write(
            "App/Plain.nmview.yaml", Array("nmview: 1\nsize: {width: 10, height: 10}\nroot: {backgroundColor: red}\n".utf8))
        var workspace = LayoutWorkspace(linter: try Linter())
        workspace.reload(uses)
        workspace.reload(plain)
        let first = workspace.lint()
        #expect(first.outcome.report.diagnostics.map(\.id) == ["rule.unknown-color"])

        try Self.colorSet(scratch, "App/Assets.xcassets/Accent.colorset", light: "0x10", dark: "0x20")
        // Nothing told the workspace: it keeps what it read.
        #expect(workspace.lint().changed.isEmpty)
        workspace.assetCatalogsChanged()
        let after = workspace.lint()
        #expect(after.changed == [uses])
        #expect(after.outcome.report.diagnostics.isEmpty)
        let full = try Linter().lint(files: [uses, plain])
        #expect(after.outcome.report.diagnostics == full.report.diagnostics)

        // A change to a set the file does not name checks nothing again.
        try Self.colorSet(scratch, "App/Assets.xcassets/Surface.colorset", light: "0x00", dark: "0x00")
        workspace.assetCatalogsChanged()
        #expect(workspace.lint().changed.isEmpty)
        try FileManager.default.removeItem(atPath: scratch.path + "/App/Assets.xcassets/Accent.colorset")
        workspace.assetCatalogsChanged()
        let removed = workspace.lint()
        #expect(removed.changed == [uses])
        #expect(removed.outcome.report.diagnostics.map(\.id) == ["rule.unknown-color"])
    }
}
