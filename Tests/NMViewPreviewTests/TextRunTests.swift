import NMViewModel
import NMViewText
import Testing

@testable import NMViewPreview

/// A text run is cut off at its area's edges only when it might not fit there: a clip is a
/// nested viewport, which costs the browser a paint chunk of its own.
@Suite struct TextRunTests {
    static let body = PreviewFont(nil)

    static func run(_ text: String, width: Double, height: Double = 30, lines: Int = 1, alignment: TextAlignment = .natural) -> TextRun {
        TextRun(
            text: text, area: Rect(x: 4, y: 2, width: width, height: height), font: body, color: ColorPalette.named(.label),
            alignment: alignment, maximumLines: lines)
    }

    @Test("a short line is drawn without a clip, at the same place in the view")
    func aShortLineIsNotClipped() {
        // "Hello" is 29 pt at 17 pt: well inside 100.
        let svg = Self.run("Hello", width: 100, alignment: .center).svg(indent: "")
        #expect(!svg.contains("<svg"), "\(svg)")
        // Centred in an area at x 4 and 100 wide: 54 in the view; the middle of 30 high at y 2: 17.
        #expect(svg.contains("<text x=\"54\" y=\"17\""), "\(svg)")
        #expect(svg.contains("<tspan x=\"54\" dy=\"0\">Hello</tspan>"), "\(svg)")
    }

    @Test("a line that fills the area, a truncated one, one in another script or lines over the height keep the clip")
    func tightRunsAreClipped() {
        // "Hello" at 29 pt takes more than 0.9 of 31 pt.
        #expect(Self.run("Hello", width: 31).svg(indent: "").contains("<svg class=\"text\" x=\"4\" y=\"2\" width=\"31\""))
        #expect(Self.run("one two three four", width: 100).svg(indent: "").contains("one two th…</tspan></text></svg>"))
        #expect(Self.run("Grüße", width: 300).svg(indent: "").contains("<svg class=\"text\""))
        // A font GlyphWidths does not measure may be drawn wider than it says.
        var courier = Self.run("Hello", width: 100)
        courier.font = PreviewFont(.init(name: "Courier", size: 17))
        #expect(courier.svg(indent: "").contains("<svg class=\"text\""))
        courier.font = PreviewFont(.init(name: "HelveticaNeue-Bold", size: 17))
        #expect(!courier.svg(indent: "").contains("<svg"))
        // Two lines of 20.4 pt in 30 pt.
        let tall = Self.run("a\nb", width: 100, height: 30, lines: 2)
        #expect(tall.svg(indent: "").contains("<svg class=\"text\""))
        #expect(!Self.run("a\nb", width: 100, height: 41, lines: 2).svg(indent: "").contains("<svg"))
    }

    @Test("with and without the clip, the lines are drawn at the same place on the view")
    func samePlaceEitherWay() {
        let run = Self.run("Hello", width: 100, alignment: .right)
        let lines = ["Hello"]
        #expect(run.fitsUnclipped(lines, lineHeight: 20.4))
        // Unclipped: x is the area's right edge in the view, 4 + 100; clipped, 100 in the viewport at x 4.
        #expect(run.svg(indent: "").contains("<text x=\"104\""))
        let narrow = Self.run("Hello", width: 31, alignment: .right).svg(indent: "")
        #expect(narrow.contains("x=\"4\"") && narrow.contains("<text x=\"31\""), "\(narrow)")
    }
}
