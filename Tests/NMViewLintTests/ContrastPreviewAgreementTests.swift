import Foundation
import NMViewColor
import NMViewEngine
@testable import NMViewLint
import NMViewModel
import NMViewPreview
import NMViewYAML
import Testing

/// The contrast rule measures the text the preview draws: the same colour (a button's title from
/// its title colour, type, selection and tint), the same size and the same boldness, and the same
/// box under a field's or a selected button's text. Each case is drawn by `SVGRenderer` and read
/// back from the SVG.
@Suite struct ContrastPreviewAgreementTests {
    /// A view `t` (with `root` properties on the root, and a superview `bar` between them when
    /// `inBar`), in the layout the rule and the preview both see.
    static func layout(_ view: String, root: String = "", inBar: String? = nil) -> String {
        let subview = "{id: t, frame: [10, 10, 200, 40], \(view)}"
        let subviews = inBar.map { "    - {id: bar, frame: [0, 0, 320, 100], \($0), subviews: [\(subview)]}" } ?? "    - \(subview)"
        return """
            nmview: 1
            size: {width: 320, height: 480}
            root:
              \(root.isEmpty ? "" : root + "\n  ")subviews:
            \(subviews)

            """
    }

    static let cases: [(view: String, root: String, bar: String?)] = [
        ("class: UILabel, text: Hi", "", nil),
        ("class: UILabel, text: Hi, textColor: secondaryLabel", "", nil),
        ("class: UILabel, text: Hi, textColor: {light: \"#112233\", dark: \"#AABBCC\"}", "", nil),
        ("class: UILabel, text: Hi, font: {textStyle: headline}", "", nil),
        ("class: UILabel, text: Hi, font: {textStyle: title2}", "", nil),
        ("class: UILabel, text: Hi, font: {textStyle: caption2}", "", nil),
        ("class: UILabel, text: Hi, font: {size: 14, weight: semibold}", "", nil),
        ("class: UILabel, text: Hi, font: {size: 14, weight: medium}", "", nil),
        ("class: UILabel, text: Hi, font: {name: HelveticaNeue-Bold, size: 13}", "", nil),
        ("class: UILabel, text: Hi, font: {name: Avenir-Heavy}", "", nil),
        ("class: UIButton, title: Go", "", nil),
        ("class: UIButton, title: Go, font: {weight: bold}", "", nil),
        ("class: UIButton, title: Go, tintColor: systemRed", "", nil),
        ("class: UIButton, title: Go", "", "tintColor: systemGreen"),
        ("class: UIButton, title: Go", "tintColor: systemOrange", nil),
        ("class: UIButton, title: Go", "tintColor: systemOrange", "backgroundColor: black"),
        ("class: UIButton, title: Go, buttonType: custom", "", nil),
        ("class: UIButton, title: Go, buttonType: custom, titleColor: systemTeal", "", nil),
        ("class: UIButton, title: Go, titleColor: label", "", nil),
        ("class: UIButton, title: Go, titleColor: label, selected: true", "", "tintColor: systemPink"),
        ("class: UIButton, title: Go, buttonType: contactAdd", "", nil),
        ("class: UITextField, text: Hi", "", nil),
        ("class: UITextField, text: Hi, borderStyle: roundedRect, textColor: systemBrown", "", nil),
        ("class: UITextView, text: Hi, font: {size: 30}", "", nil),
    ]

    @Test(arguments: cases, Appearance.allCases)
    func theRuleMeasuresWhatThePreviewDraws(_ example: (view: String, root: String, bar: String?), _ appearance: Appearance) throws {
        let source = Self.layout(example.view, root: example.root, inBar: example.bar)
        let linter = try Linter()
        let checked = linter.check(SourceFile(path: "A.nmview.yaml", bytes: Array(source.utf8)), reader: YAMLReader())
        let document = try #require(checked.document, "\(checked.diagnostics)")
        let resolved = Resolver().resolve(document, name: "A").document
        let colors = ColorResolver()
        let scene = ContrastScene(resolved: resolved, colors: colors)
        let text = try #require(scene.texts.first?.text)
        let svg = SVGRenderer(colors: colors).render(CompiledLayout(resolved), size: Size(width: 320, height: 480), appearance: appearance)
        let view = try #require(svg.range(of: "data-id=\"t\""))
        // The text element that draws the words, not a button type's glyph.
        let words = try #require(svg[view.upperBound...].range(of: ">Hi</tspan>") ?? svg[view.upperBound...].range(of: ">Go</tspan>"))
        let start = try #require(svg[..<words.lowerBound].range(of: "<text ", options: .backwards))
        let drawn = try #require(Self.element("text", in: svg[start.lowerBound...]))

        let ink = try #require(colors.resolve(text.color, appearance))
        #expect(drawn["fill"] == ink.clamped.hexRGB)
        #expect(Double(drawn["fill-opacity"] ?? "1") == Double(SVGRendererNumber.text(ink.clamped.alpha)))
        #expect(Double(drawn["font-size"] ?? "") == text.size)
        #expect((Int(drawn["font-weight"] ?? "400") ?? 400 >= 600) == text.isBold)
        // The box under the text: a selected button's tinted rectangle, a rounded field's fill.
        let box = Self.element("rect", in: svg[view.upperBound...], class: "selection")
            ?? Self.element("rect", in: svg[view.upperBound...], class: "field-border")
        #expect(box?["fill"] == text.fill.flatMap { colors.resolve($0, appearance)?.clamped.hexRGB })
    }

    /// The attributes of the first `name` element (of class `className`, if given) in `svg`.
    static func element(_ name: String, in svg: Substring, class className: String? = nil) -> [String: String]? {
        var rest = svg
        while let start = rest.range(of: "<\(name) ") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { return nil }
            var attributes: [String: String] = [:]
            var text = rest[start.upperBound..<end]
            while let equals = text.range(of: "=\"") {
                let key = text[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
                guard let close = text[equals.upperBound...].firstIndex(of: "\"") else { break }
                attributes[key] = String(text[equals.upperBound..<close])
                text = text[text.index(after: close)...]
            }
            if className == nil || attributes["class"] == className { return attributes }
            rest = rest[end...]
        }
        return nil
    }
}

/// How the SVG writes an opacity: three decimals at most.
private enum SVGRendererNumber {
    static func text(_ value: Double) -> String {
        String((value * 1000).rounded() / 1000)
    }
}
