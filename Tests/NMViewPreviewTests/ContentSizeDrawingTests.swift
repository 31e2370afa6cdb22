import NMViewEngine
import NMViewModel
import NMViewText
import Testing

@testable import NMViewPreview

/// The preview draws fonts with a text style at the text size asked for, scales a sized font with
/// a style as UIFontMetrics does, and leaves other fonts alone; a patch keeps the renderer's size.
@Suite struct ContentSizeDrawingTests {
    static func label(_ font: PropertyValue?, title: Bool = false) -> CompiledLayout {
        var properties: [String: PropertyValue] = [title ? "title" : "text": .string("Hi")]
        properties["font"] = font
        return CompiledLayout(LayoutDocument(
            size: Size(width: 320, height: 100),
            root: ViewNode(subviews: [
                ViewNode(id: "t", viewClass: title ? "UIButton" : "UILabel", frame: Rect(x: 0, y: 0, width: 300, height: 80), properties: properties)
            ])))
    }

    static func fontSize(_ layout: CompiledLayout, _ size: ContentSizeCategory) -> String? {
        let svg = SVGRenderer(contentSize: size).render(layout, size: Size(width: 320, height: 100))
        guard let range = svg.range(of: "font-size=\"") else { return nil }
        return String(svg[range.upperBound...].prefix { $0 != "\"" })
    }

    static let body = PropertyValue.object(["textStyle": .string("body")])

    @Test(arguments: zip(ContentSizeCategory.allCases, ["14", "15", "16", "17", "19", "21", "23", "28", "33", "40", "47", "53"]))
    func aBodyLabelFollowsTheTextSize(_ size: ContentSizeCategory, _ expected: String) {
        #expect(Self.fontSize(Self.label(Self.body), size) == expected)
    }

    @Test func aSizedFontWithAStyleScalesAndOthersStay() {
        let scaled = PropertyValue.object(["textStyle": .string("body"), "size": .number(34)])
        #expect(Self.fontSize(Self.label(scaled), .extraExtraExtraLarge) == "46")
        let fixed = PropertyValue.object(["size": .number(20)])
        #expect(Self.fontSize(Self.label(fixed), .accessibility5) == "20")
        #expect(Self.fontSize(Self.label(nil), .accessibility5) == "17")
        #expect(Self.fontSize(Self.label(nil, title: true), .accessibility5) == "15")
        #expect(Self.fontSize(Self.label(Self.body, title: true), .accessibility5) == "53")
    }
}
