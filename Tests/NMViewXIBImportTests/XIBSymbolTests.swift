import Foundation
import NMViewModel
import NMViewXIBImport
import Testing

/// SF Symbols as Interface Builder writes them: `catalog="system"` on the view or a button's state,
/// `<imageReference>` with a `symbolScale`, and `<preferredSymbolConfiguration>`, which UIKit lays
/// over the image's own configuration.
@Suite struct XIBSymbolTests {
    static func symbol(_ name: String, _ parts: [String: PropertyValue] = [:]) -> PropertyValue {
        .object(parts.merging(["systemName": .string(name)]) { $1 })
    }

    /// The fixture's views by the name IB's label gives them.
    static func importedSymbols() throws -> [String: ViewNode] {
        let bytes = try [UInt8](Data(contentsOf: fixture("Symbols.xib")))
        let layout = try #require(try XIBImporter(path: "Symbols.xib").importXIB(bytes, baseName: "T").layouts.first)
        return Dictionary(uniqueKeysWithValues: layout.document.root.subviews.compactMap { view in view.id.map { ($0, view) } })
    }

    @Test func everyFormIBWritesBecomesASymbolMapping() throws {
        let views = try Self.importedSymbols()
        #expect(
            views["bell"]?.properties["image"]
                == Self.symbol("bell.fill", ["pointSize": .number(24), "weight": .string("semibold"), "scale": .string("large")]))
        #expect(views["star"]?.properties["image"] == Self.symbol("star.fill", ["scale": .string("large")]))
        // The preferred configuration reaches the highlighted image too; its text style cannot.
        #expect(views["heart"]?.properties["image"] == Self.symbol("heart", ["weight": .string("bold"), "scale": .string("default")]))
        #expect(
            views["heart"]?.properties["highlightedImage"]
                == Self.symbol("heart.fill", ["weight": .string("bold"), "scale": .string("default")]))
        // No catalog on the view: the resources say it is a system image; a system font's size is kept.
        #expect(views["gear"]?.properties["image"] == Self.symbol("gearshape", ["pointSize": .number(20), "weight": .string("medium")]))
        #expect(views["like"]?.properties["image"] == Self.symbol("hand.thumbsup", ["pointSize": .number(20), "scale": .string("medium")]))
        #expect(views["close"]?.properties["image"] == Self.symbol("xmark.circle.fill", ["scale": .string("small")]))
    }

    @Test func assetsStayNames() throws {
        let views = try Self.importedSymbols()
        // A preferred configuration does nothing to an asset, and is dropped with it.
        #expect(views["avatar"]?.properties["image"] == .string("avatar-placeholder"))
        #expect(views["close"]?.properties["backgroundImage"] == .string("button-background"))
    }

    /// What the importer writes for symbols is a layout lint accepts as it is, but for the default
    /// system button's blue title on white (4.02:1) and an image-only button without a label, which
    /// the xib has and the audit rightly flags.
    @Test func theImportLintsWithoutErrors() throws {
        let bytes = try [UInt8](Data(contentsOf: fixture("Symbols.xib")))
        let layout = try #require(try XIBImporter(path: "Symbols.xib").importXIB(bytes, baseName: "T").layouts.first)
        let linted = try writtenAndLinted(layout)
        #expect(linted.findings.map(\.id) == ["rule.low-contrast", "rule.missing-accessibility-label"], "\(linted.findings.map(\.message))\n\(linted.text)")
        #expect(linted.text.contains("image: {systemName: bell.fill, pointSize: 24, weight: semibold, scale: large}"))
    }

    /// A name IB writes without a catalog is an asset, even when it reads like a symbol's, unless
    /// the resources list it as a system image.
    @Test(arguments: [
        ("", PropertyValue.string("bell.fill")),
        ("<image name=\"bell.fill\" width=\"16\" height=\"16\"/>", .string("bell.fill")),
        ("<image name=\"bell.fill\" catalog=\"system\" width=\"16\" height=\"16\"/>", .object(["systemName": .string("bell.fill")])),
    ])
    func theResourcesDecideForAnImageWithoutCatalog(_ resource: String, _ expected: PropertyValue) throws {
        let text = xib(
            """
                    <view contentMode="scaleToFill" id="r00-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="center" image="bell.fill" id="i00-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                            </imageView>
                        </subviews>
                    </view>
            """, resources: resource)
        let view = try #require(try importXIB(text).layouts.first?.document.root.subviews.first)
        #expect(view.properties["image"] == expected)
    }
}
