import NMViewColor
import NMViewEngine
import NMViewModel
import Testing

@testable import NMViewPreview

/// System colours resolve for the appearance drawn, as a trait collection resolves them; colours
/// a file writes as hex, and UIKit's fixed colours, do not change.
@Suite struct AppearanceTests {
    static let card = LayoutDocument(
        size: Size(width: 200, height: 100),
        root: ViewNode(subviews: [
            ViewNode(
                id: "name", viewClass: "UILabel", frame: Rect(x: 0, y: 0, width: 200, height: 20),
                properties: ["text": .string("Jane")]),
            ViewNode(
                id: "badge", frame: Rect(x: 0, y: 30, width: 20, height: 20),
                properties: ["backgroundColor": .string("#FF3B30"), "borderColor": .string("systemBlue"), "borderWidth": .number(1)]),
            ViewNode(id: "toggle", viewClass: "UISwitch", frame: Rect(x: 0, y: 60, width: 51, height: 31), properties: ["on": .bool(true)]),
        ]))

    static func render(_ appearance: Appearance) -> String {
        SVGRenderer().render(CompiledLayout(card), size: card.size, appearance: appearance)
    }

    @Test func theWindowBackgroundAndTextFollowTheAppearance() {
        let light = Self.render(.light)
        let dark = Self.render(.dark)
        #expect(light.contains("data-appearance=\"light\"") && dark.contains("data-appearance=\"dark\""))
        #expect(light.contains("<rect class=\"root\" x=\"0\" y=\"0\" width=\"200\" height=\"100\" fill=\"#FFFFFF\""))
        #expect(dark.contains("<rect class=\"root\" x=\"0\" y=\"0\" width=\"200\" height=\"100\" fill=\"#000000\""))
        #expect(light.contains("fill=\"#000000\">") && light.contains(">Jane<"))
        #expect(dark.contains("font-size=\"17\" fill=\"#FFFFFF\">"), "label text is white in dark mode")
    }

    @Test func systemColoursResolveDarkAndWrittenOnesStay() {
        let dark = Self.render(.dark)
        #expect(dark.contains("fill=\"#FF3B30\""), "a hex colour is the same in both appearances")
        #expect(dark.contains("stroke=\"#0A84FF\""), "systemBlue's dark value")
        #expect(dark.contains("<rect class=\"switch\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#30D158\"/>"))
        #expect(Self.render(.light).contains("<rect class=\"switch\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#34C759\"/>"))
    }

    @Test(arguments: ColorName.allCases)
    func everyDynamicColourDiffersInDark(_ name: ColorName) {
        let light = ColorPalette.named(name, .light)
        let dark = ColorPalette.named(name, .dark)
        if SystemColors.dark(name) == nil {
            #expect(light == dark)
        } else {
            #expect(light != dark, "\(name) has a dark value equal to its light one")
        }
    }
}
