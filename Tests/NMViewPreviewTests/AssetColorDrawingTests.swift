import NMViewColor
import NMViewEngine
import NMViewModel
import Testing

@testable import NMViewPreview

/// Asset colours and light/dark pairs draw with the value of the appearance drawn, on every
/// colour property the preview shows; an asset colour no catalog has draws nothing.
@Suite struct AssetColorDrawingTests {
    static let colors = ColorResolver(
        assets: AssetColors(colors: [
            "Brand": AssetColor(
                name: "Brand", light: RGBAColor(0x431CBB), dark: RGBAColor(0x8A6CF0), file: "Brand.colorset/Contents.json"),
            "Ink": AssetColor(name: "Ink", light: RGBAColor(0x1C1C1E), file: "Ink.colorset/Contents.json"),
        ]))

    static let card = LayoutDocument(
        size: Size(width: 200, height: 100),
        root: ViewNode(
            properties: ["backgroundColor": .object(["light": .string("#F2F2F7"), "dark": .string("#1C1C1E")])],
            subviews: [
                ViewNode(
                    id: "badge", frame: Rect(x: 0, y: 0, width: 40, height: 40),
                    properties: ["backgroundColor": .string("Brand"), "borderColor": .object(["light": .string("Ink"), "dark": .string("white")]),
                                 "borderWidth": .number(2)]),
                ViewNode(
                    id: "name", viewClass: "UILabel", frame: Rect(x: 50, y: 0, width: 150, height: 20),
                    properties: ["text": .string("Jane"), "textColor": .string("Brand")]),
                ViewNode(
                    id: "ghost", frame: Rect(x: 0, y: 50, width: 40, height: 40),
                    properties: ["backgroundColor": .string("Missing")]),
            ]))

    static func render(_ appearance: Appearance, colors: ColorResolver = colors) -> String {
        SVGRenderer(colors: colors).render(CompiledLayout(card), size: card.size, appearance: appearance)
    }

    @Test func assetColoursTakeTheVariantOfTheAppearance() {
        let (light, dark) = (Self.render(.light), Self.render(.dark))
        #expect(light.contains("<rect width=\"40\" height=\"40\" fill=\"#431CBB\""))
        #expect(dark.contains("<rect width=\"40\" height=\"40\" fill=\"#8A6CF0\""))
        #expect(light.contains("font-size=\"17\" fill=\"#431CBB\">"), "text in the asset colour")
        #expect(dark.contains("font-size=\"17\" fill=\"#8A6CF0\">"))
    }

    @Test func pairsTakeTheirSideOnTheRootAndOnLayers() {
        let (light, dark) = (Self.render(.light), Self.render(.dark))
        #expect(light.contains("<rect class=\"root\" x=\"0\" y=\"0\" width=\"200\" height=\"100\" fill=\"#F2F2F7\""))
        #expect(dark.contains("<rect class=\"root\" x=\"0\" y=\"0\" width=\"200\" height=\"100\" fill=\"#1C1C1E\""))
        // The border's light side is an asset colour without a dark variant; its dark side a UIKit name.
        #expect(light.contains("class=\"border\"") && light.contains("stroke=\"#1C1C1E\" stroke-width=\"2\""))
        #expect(dark.contains("stroke=\"#FFFFFF\" stroke-width=\"2\""))
    }

    @Test func anUnknownAssetColourDrawsNothing() {
        let light = Self.render(.light)
        let ghost = light.components(separatedBy: "data-id=\"ghost\"")[1].components(separatedBy: "</g>")[0]
        #expect(ghost.contains("fill=\"none\""))
        // Without catalogs every asset colour is unknown, and the picture differs.
        #expect(Self.render(.light, colors: ColorResolver()) != light)
    }
}
