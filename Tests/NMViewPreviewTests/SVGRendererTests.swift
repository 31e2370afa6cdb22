import NMViewColor
import NMViewEngine
import NMViewModel
import NMViewText
import Testing

@testable import NMViewPreview

/// The SVG renderer's pieces: colours, escaping, wrapping, numbers.
@Suite struct SVGRendererTests {
    @Test func colours() {
        #expect(ColorPalette.svg(.string("#ff3b30"), .light, ColorResolver())?.fill == "#FF3B30")
        #expect(ColorPalette.svg(.string("#00000080"), .light, ColorResolver())?.opacity == 128.0 / 255)
        #expect(ColorPalette.svg(.string("systemBlue"), .light, ColorResolver())?.fill == "#007AFF")
        #expect(ColorPalette.svg(.string("clear"), .light, ColorResolver())?.opacity == 0)
        #expect(ColorPalette.svg(.string("clear"), .light, ColorResolver())?.paint("fill") == " fill=\"none\"")
        #expect(ColorPalette.svg(.string("secondaryLabel"), .light, ColorResolver())?.paint("fill") == " fill=\"#3C3C43\" fill-opacity=\"0.6\"")
        #expect(ColorPalette.svg(.string("blurple"), .light, ColorResolver()) == nil)
        #expect(ColorPalette.svg(.string("#12"), .light, ColorResolver()) == nil)
        #expect(ColorPalette.svg(nil, .light, ColorResolver()) == nil)
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

    static let body = PreviewFont(nil)

    @Test func wrapping() {
        // Helvetica's widths at 17 pt: "one two" is 59.5 pt, "one two three" 103 pt.
        #expect(TextWrapping.lines("one two three four", width: 100, height: 100, font: Self.body, maximumLines: 0) == ["one two", "three four"])
        #expect(TextWrapping.lines("one two three four", width: 100, height: 100, font: Self.body, maximumLines: 1) == ["one two th…"])
        // A word wider than the line is broken between characters, then truncated.
        #expect(TextWrapping.lines("unbreakablewordthatislong", width: 100, height: 20, font: Self.body, maximumLines: 1) == ["unbreakab…"])
        #expect(TextWrapping.lines("unbreakablewordthatislong", width: 100, height: 100, font: Self.body, maximumLines: 0, mode: .byWordWrapping)
            == ["unbreakable", "wordthatislo", "ng"])
        #expect(TextWrapping.lines("a\nb", width: 100, height: 100, font: Self.body, maximumLines: 0) == ["a", "b"])
    }

    @Test func aLineIsAsWideAsTheLabel() {
        // 574 pt at 17 pt: one line in a 595 pt label. An average glyph width of half the font
        // size broke it at about 445 pt.
        let bio = "Builds views in text files and previews them before the simulator has booted."
        #expect(TextWrapping.lines(bio, width: 595, height: 100, font: Self.body, maximumLines: 0) == [bio])
        #expect(TextWrapping.lines(bio, width: 570, height: 100, font: Self.body, maximumLines: 0).count == 2)
        let wrapped = TextWrapping.lines(bio, width: 300, height: 100, font: Self.body, maximumLines: 0)
        #expect(wrapped == ["Builds views in text files and previews", "them before the simulator has booted."])
        for line in wrapped { #expect(TextWrapping.width(of: line, font: Self.body) <= 300) }
    }

    @Test func boldTextIsWider() {
        let bold = PreviewFont(.init(name: "HelveticaNeue-Bold", size: 17))
        #expect(bold.weight == 700)
        #expect(TextWrapping.width(of: "Jane Appleseed", font: bold) > TextWrapping.width(of: "Jane Appleseed", font: Self.body) * 1.05)
    }

    @Test(arguments: [
        (LineBreakMode.byTruncatingTail, ["one two th…"]), (.byTruncatingHead, ["…three four"]),
        (.byTruncatingMiddle, ["one t… four"]), (.byWordWrapping, ["one two"]), (.byCharWrapping, ["one two thre"]),
        (.byClipping, ["one two three four"]),
    ])
    func lineBreakModes(_ mode: LineBreakMode, _ expected: [String]) {
        // 100 pt at 17 pt, one line: what is left over ends the line as the mode says.
        #expect(TextWrapping.lines("one two three four", width: 100, height: 100, font: Self.body, maximumLines: 1, mode: mode) == expected)
    }

    static func render(_ node: ViewNode) -> String {
        let document = LayoutDocument(size: Size(width: 300, height: 100), root: ViewNode(subviews: [node]))
        return SVGRenderer().render(CompiledLayout(document), size: document.size)
    }

    @Test func aSpinnerThatDoesNotSpinHidesUnlessTheFileSaysOtherwise() {
        let frame = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(!Self.render(ViewNode(id: "s", viewClass: "UIActivityIndicatorView", frame: frame)).contains("spinner"))
        let spinning = ViewNode(id: "s", viewClass: "UIActivityIndicatorView", frame: frame, properties: ["animating": .bool(true)])
        #expect(Self.render(spinning).contains("class=\"spinner\""))
        // hidden is applied last, so the file's own hidden: false wins over hidesWhenStopped.
        let shown = ViewNode(id: "s", viewClass: "UIActivityIndicatorView", frame: frame, properties: ["hidden": .bool(false)])
        #expect(Self.render(shown).contains("class=\"spinner\""))
    }

    /// A class of the app's own is drawn as its base: the same drawing as the UIKit class's, but
    /// for the class it names.
    @Test func aClassOfYourOwnIsDrawnAsItsBase() {
        let frame = Rect(x: 0, y: 0, width: 200, height: 30)
        let label = ViewNode(id: "t", viewClass: "UILabel", frame: frame, properties: ["text": .string("Hello")])
        var padded = label
        padded.viewClass = "PaddedLabel"
        padded.baseClass = "UILabel"
        let drawn = Self.render(padded)
        #expect(drawn.contains(">Hello</tspan>"))
        #expect(drawn.replacingOccurrences(of: "data-class=\"PaddedLabel\"", with: "data-class=\"UILabel\"") == Self.render(label))
        padded.baseClass = nil
        #expect(!Self.render(padded).contains("Hello"), "without its base it is a plain view, as the device makes it")
        let switchView = ViewNode(viewClass: "Toggle", baseClass: "UISwitch", frame: Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(Self.render(switchView).contains("<rect class=\"switch\""))
    }

    @Test func controlsDrawTheirValues() {
        let slider = ViewNode(
            viewClass: "UISlider", frame: Rect(x: 0, y: 0, width: 228, height: 30),
            properties: ["minimumValue": .number(-1), "value": .number(0.5)])
        // Three quarters of the 200 points the thumb's centre travels, after 14 points of thumb.
        #expect(Self.render(slider).contains("<circle class=\"thumb\" cx=\"164\" cy=\"15\""))
        let progress = ViewNode(viewClass: "UIProgressView", frame: Rect(x: 0, y: 0, width: 200, height: 4), properties: ["progress": .number(0.25)])
        #expect(Self.render(progress).contains("class=\"progress\" y=\"0\" width=\"50\""))
        let field = ViewNode(viewClass: "UITextField", frame: Rect(x: 0, y: 0, width: 200, height: 30), properties: ["placeholder": .string("Email")])
        #expect(Self.render(field).contains("fill=\"#3C3C43\" fill-opacity=\"0.3\"><tspan x=\"0\" dy=\"0\">Email</tspan>"))
        let secure = ViewNode(viewClass: "UITextField", frame: Rect(x: 0, y: 0, width: 200, height: 30), properties: ["text": .string("pw"), "secureTextEntry": .bool(true)])
        #expect(Self.render(secure).contains(">••</tspan>"))
    }

    @Test func fontsFollowTheirDeclaration() {
        #expect(PreviewFont(FontValue(name: "HelveticaNeue-Bold", size: 12)).attributes
            == " font-family=\"HelveticaNeue-Bold, -apple-system, Helvetica, sans-serif\" font-size=\"12\" font-weight=\"700\"")
        #expect(PreviewFont(FontValue(textStyle: .headline)).attributes
            == " font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"17\" font-weight=\"600\"")
        #expect(PreviewFont(FontValue(textStyle: .caption2)).size == 11)
        #expect(PreviewFont(FontValue(name: "Avenir Next-SemiBold")).weight == 600)
        #expect(PreviewFont(nil).attributes == " font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"17\"")
    }

    @Test func numbersAreStable() {
        #expect(SVGRenderer.number(20) == "20")
        #expect(SVGRenderer.number(0.1 + 0.2) == "0.3")
        #expect(SVGRenderer.number(-40.25) == "-40.25")
    }
}
