import NMViewEngine
import NMViewModel
import Testing

@testable import NMViewPreview

/// SF Symbols in the preview: Apple's artwork is not shipped, so a symbol is a square in the view's
/// tint, as large as its configuration makes it (small about 0.8 and large about 1.3 of medium),
/// named after the symbol.
@Suite struct SVGRendererSymbolTests {
    static func render(_ node: ViewNode, tint: String? = nil) -> String {
        var root = ViewNode(subviews: [node])
        if let tint { root.properties["tintColor"] = .string(tint) }
        let document = LayoutDocument(size: Size(width: 300, height: 100), root: root)
        return SVGRenderer().render(CompiledLayout(document), size: document.size)
    }

    static func symbol(_ name: String, _ parts: [String: PropertyValue] = [:]) -> PropertyValue {
        .object(parts.merging(["systemName": .string(name)]) { $1 })
    }

    static func imageView(_ image: PropertyValue, size: Double = 60) -> ViewNode {
        ViewNode(id: "i", viewClass: "UIImageView", frame: Rect(x: 0, y: 0, width: size, height: size), properties: ["image": image])
    }

    @Test(arguments: [
        (nil, nil, 17.0), (24.0, nil, 24.0), (20.0, "small", 16.0), (20.0, "medium", 20.0), (20.0, "large", 26.0),
        (20.0, "default", 20.0), (nil, "large", 22.1),
    ] as [(Double?, String?, Double)])
    func aSymbolIsAsLargeAsItsConfiguration(pointSize: Double?, scale: String?, side: Double) {
        var parts: [String: PropertyValue] = [:]
        if let pointSize { parts["pointSize"] = .number(pointSize) }
        if let scale { parts["scale"] = .string(scale) }
        let svg = Self.render(Self.imageView(Self.symbol("bell.fill", parts)))
        let offset = SVGRenderer.number((60 - side) / 2)
        let width = SVGRenderer.number(side)
        #expect(
            svg.contains("<rect class=\"symbol\" data-symbol=\"bell.fill\" x=\"\(offset)\" y=\"\(offset)\" width=\"\(width)\" height=\"\(width)\""),
            "\(svg)")
    }

    @Test func aSymbolTakesTheTintAndIsNamedWhereThereIsRoom() {
        let svg = Self.render(Self.imageView(Self.symbol("bell.fill", ["weight": .string("bold")])), tint: "systemOrange")
        #expect(svg.contains("fill=\"#FF9500\" fill-opacity=\"0.15\" stroke=\"#FF9500\" stroke-width=\"1.5\"/>"), "\(svg)")
        #expect(svg.contains("<text class=\"symbol-name\" x=\"30\" y=\"50.5\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"10\" fill=\"#FF9500\">bell.fill</text>"))
        #expect(!svg.contains("<path"), "a symbol is not an asset's crossed placeholder")
        // No room under a symbol that fills its view: the name stays an attribute.
        let small = Self.render(Self.imageView(Self.symbol("bell.fill"), size: 24))
        #expect(small.contains("data-symbol=\"bell.fill\"") && !small.contains("symbol-name"))
    }

    @Test func anAssetIsStillACrossedPlaceholder() {
        let svg = Self.render(Self.imageView(.string("bell.fill")))
        #expect(svg.contains(">bell.fill</text>") && svg.contains("<path d=\"M0 0L60 60M60 0L0 60\""))
        #expect(!svg.contains("class=\"symbol\""))
    }

    /// In a button the symbol sits where an image goes, at its own size, in the tint: a button made
    /// with UIButton(type:) tints a template image, and its title colour does not reach it.
    @Test func aButtonsSymbolTakesTheTintNotTheTitleColour() throws {
        let button = ViewNode(
            id: "b", viewClass: "UIButton", frame: Rect(x: 0, y: 0, width: 120, height: 44),
            properties: [
                "image": Self.symbol("heart", ["pointSize": .number(20)]), "title": .string("Like"),
                "titleColor": .string("systemRed"), "tintColor": .string("systemGreen"),
            ])
        let svg = Self.render(button)
        let symbol = try #require(svg.split(separator: "\n").first { $0.contains("class=\"symbol\"") })
        #expect(symbol.contains("width=\"20\" height=\"20\""), "\(svg)")
        #expect(symbol.contains("stroke=\"#34C759\""))
        #expect(!symbol.contains("#FF3B30"))
        // A symbol behind the title fills the button, as UIKit stretches a background image.
        let background = ViewNode(
            id: "b", viewClass: "UIButton", frame: Rect(x: 0, y: 0, width: 120, height: 44),
            properties: ["backgroundImage": Self.symbol("capsule.fill")])
        #expect(Self.render(background).contains("data-symbol=\"capsule.fill\" x=\"0\" y=\"0\" width=\"120\" height=\"44\""))
    }

    @Test func metricsFollowApplesScales() {
        #expect(SymbolMetrics.factor(.small) == 0.8 && SymbolMetrics.factor(.large) == 1.3)
        #expect(SymbolMetrics.factor(.medium) == 1 && SymbolMetrics.factor(.default) == 1 && SymbolMetrics.factor(nil) == 1)
        #expect(SymbolMetrics.side(of: SymbolImage(systemName: "x")) == 17)
    }
}
