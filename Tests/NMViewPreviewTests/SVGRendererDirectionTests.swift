import NMViewEngine
import NMViewModel
import NMViewPreview
import Testing

/// The preview draws a mirrored layout as a right-to-left language shows it: flipped, with
/// natural text ranged right, except inside a view kept left to right; `left` and `right` stay.
@Suite struct SVGRendererDirectionTests {
    static func layout(_ policy: LayoutDirectionPolicy = .mirrored) -> CompiledLayout {
        CompiledLayout(
            LayoutDocument(
                size: Size(width: 200, height: 100), layoutDirection: policy,
                root: ViewNode(subviews: [
                    ViewNode(id: "natural", viewClass: "UILabel", frame: Rect(x: 10, y: 10, width: 100, height: 20), properties: ["text": .string("A")]),
                    ViewNode(
                        id: "left", viewClass: "UILabel", frame: Rect(x: 10, y: 40, width: 100, height: 20),
                        properties: ["text": .string("B"), "textAlignment": .string("left")]),
                    ViewNode(
                        id: "kept", frame: Rect(x: 0, y: 70, width: 150, height: 30), mirrors: false,
                        subviews: [
                            ViewNode(id: "inner", viewClass: "UILabel", frame: Rect(x: 0, y: 0, width: 100, height: 30), properties: ["text": .string("C")]),
                            ViewNode(id: "scrubber", viewClass: "UISlider", frame: Rect(x: 100, y: 0, width: 50, height: 30)),
                        ]),
                    ViewNode(id: "volume", viewClass: "UISlider", frame: Rect(x: 150, y: 10, width: 50, height: 30)),
                ])))
    }

    /// The `text-anchor` of the text of the view `id` in `svg`.
    func anchor(of id: String, in svg: String) -> String? {
        guard let start = svg.range(of: "data-id=\"\(id)\"") else { return nil }
        guard let anchor = svg[start.upperBound...].range(of: "text-anchor=\"") else { return nil }
        return String(svg[anchor.upperBound...].prefix { $0 != "\"" })
    }

    @Test func rightToLeftFlipsTheFramesAndRangesNaturalTextRight() {
        let svg = SVGRenderer().render(Self.layout(), size: Size(width: 200, height: 100), direction: .rightToLeft)
        #expect(svg.contains("data-direction=\"rtl\""))
        #expect(svg.contains("data-id=\"natural\" transform=\"translate(90 10)\""))
        #expect(svg.contains("data-id=\"kept\" transform=\"translate(50 70)\""))
        #expect(svg.contains("data-id=\"inner\" transform=\"translate(0 0)\""))
        #expect(anchor(of: "natural", in: svg) == "end")
        #expect(anchor(of: "left", in: svg) == "start", "left stays left, as in UIKit")
        #expect(anchor(of: "inner", in: svg) == "start", "kept left to right")
        // UIKit's slider fills from the right there, except inside the view kept left to right.
        #expect(drawing(of: "volume", in: svg).contains("<g class=\"flipped\" transform=\"matrix(-1 0 0 1 50 0)\">"))
        #expect(!drawing(of: "scrubber", in: svg).contains("flipped"))
    }

    /// The part of `svg` from view `id`'s group to the next view's.
    func drawing(of id: String, in svg: String) -> Substring {
        guard let start = svg.range(of: "data-id=\"\(id)\"") else { return "" }
        let rest = svg[start.upperBound...]
        return rest[..<(rest.range(of: "data-id=")?.lowerBound ?? rest.endIndex)]
    }

    @Test func leftToRightIsAsBefore() {
        let svg = SVGRenderer().render(Self.layout(), size: Size(width: 200, height: 100))
        #expect(!svg.contains("data-direction"))
        #expect(svg.contains("data-id=\"natural\" transform=\"translate(10 10)\""))
        #expect(anchor(of: "natural", in: svg) == "start")
        #expect(!svg.contains("flipped"))
    }

    /// A fixed layout's frames stay, but its natural text ranges right, as UIKit ranges it.
    @Test func aFixedLayoutKeepsItsFramesButNotItsNaturalAlignment() {
        let svg = SVGRenderer().render(Self.layout(.fixed), size: Size(width: 200, height: 100), direction: .rightToLeft)
        #expect(svg.contains("data-id=\"natural\" transform=\"translate(10 10)\""))
        #expect(anchor(of: "natural", in: svg) == "end")
        #expect(anchor(of: "inner", in: svg) == "end", "mirrors: false does nothing in a fixed layout")
    }
}
