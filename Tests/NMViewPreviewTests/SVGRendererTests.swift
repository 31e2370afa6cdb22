import NMViewEngine
import NMViewModel
import Testing

@testable import NMViewPreview

/// The SVG renderer's pieces: colours, escaping, wrapping, numbers.
@Suite struct SVGRendererTests {
    @Test func colours() {
        #expect(ColorPalette.svg(.string("#ff3b30"))?.fill == "#FF3B30")
        #expect(ColorPalette.svg(.string("#00000080"))?.opacity == 128.0 / 255)
        #expect(ColorPalette.svg(.string("systemBlue"))?.fill == "#007AFF")
        #expect(ColorPalette.svg(.string("clear")) == nil)
        #expect(ColorPalette.svg(.string("#12")) == nil)
        #expect(ColorPalette.svg(nil) == nil)
    }

    @Test func textIsEscaped() {
        let document = LayoutDocument(
            size: Size(width: 100, height: 40),
            root: ViewNode(subviews: [
                ViewNode(id: "a<b", viewClass: "UILabel", frame: Rect(x: 0, y: 0, width: 400, height: 20), properties: ["text": .string("Tom & \"Jerry\" <3")])
            ]))
        let svg = SVGRenderer().render(CompiledLayout(document), size: Size(width: 100, height: 40))
        #expect(svg.contains("Tom &amp; &quot;Jerry&quot; &lt;3"))
        #expect(svg.contains("<title>a&lt;b</title>"))
        #expect(!svg.contains("Tom & "))
    }

    @Test func hiddenViewsAreNotDrawn() {
        let document = LayoutDocument(
            size: Size(width: 10, height: 10),
            root: ViewNode(subviews: [ViewNode(id: "gone", frame: Rect(x: 0, y: 0, width: 5, height: 5), properties: ["hidden": .bool(true)])]))
        #expect(!SVGRenderer().render(CompiledLayout(document), size: Size(width: 10, height: 10)).contains("gone"))
    }

    @Test func wrapping() {
        // 17 pt: a glyph ≈ 8.84 pt; 100 pt holds 11 characters a line.
        #expect(TextWrapping.lines("one two three four", width: 100, height: 100, fontSize: 17, maximumLines: 0) == ["one two", "three four"])
        #expect(TextWrapping.lines("one two three four", width: 100, height: 100, fontSize: 17, maximumLines: 1) == ["one two…"])
        #expect(TextWrapping.lines("unbreakablewordthatislong", width: 100, height: 20, fontSize: 17, maximumLines: 1) == ["unbreakablewordthatislong"])
        #expect(TextWrapping.lines("a\nb", width: 100, height: 100, fontSize: 17, maximumLines: 0) == ["a", "b"])
    }

    @Test func numbersAreStable() {
        #expect(SVGRenderer.number(20) == "20")
        #expect(SVGRenderer.number(0.1 + 0.2) == "0.3")
        #expect(SVGRenderer.number(-40.25) == "-40.25")
    }
}
