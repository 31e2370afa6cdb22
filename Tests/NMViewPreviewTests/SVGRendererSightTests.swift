import NMViewEngine
import NMViewModel
import Testing

@testable import NMViewPreview

/// The preview leaves out views that cannot show inside the root's bounds, and only those.
@Suite struct SVGRendererSightTests {
    static func view(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ subviews: [ViewNode] = [])
        -> ViewNode
    {
        ViewNode(id: id, frame: Rect(x: x, y: y, width: width, height: height), subviews: subviews)
    }

    static let layout = CompiledLayout(
        LayoutDocument(
            size: Size(width: 100, height: 100),
            root: ViewNode(subviews: [
                view("inside", 10, 10, 20, 20),
                view("below", 0, 500, 100, 20, [view("belowChild", 0, 10, 10, 10)]),
                // Outside itself, but a subview reaches back into the bounds.
                view("far", 0, 200, 100, 20, [view("back", 0, -150, 10, 10)]),
                view("edge", 100, 0, 20, 20),
                view("left", -40, 0, 20, 20),
            ])))

    @Test func viewsOutOfSightAreLeftOutOnlyWhenAsked() {
        let size = Size(width: 100, height: 100)
        let all = SVGRenderer().render(Self.layout, size: size)
        let shown = SVGRenderer().render(Self.layout, size: size, onlyInSight: true)
        for id in ["inside", "below", "belowChild", "far", "back", "edge", "left"] {
            #expect(all.contains("data-id=\"\(id)\""), "\(id) is missing from the full render")
        }
        for id in ["inside", "far", "back", "edge"] {
            #expect(shown.contains("data-id=\"\(id)\""), "\(id) can show but was left out")
        }
        for id in ["below", "belowChild", "left"] {
            #expect(!shown.contains("data-id=\"\(id)\""), "\(id) cannot show but was drawn")
        }
    }

    @Test func aTallerCanvasBringsTheViewsBelowIntoSight() {
        let shown = SVGRenderer().render(Self.layout, size: Size(width: 100, height: 600), onlyInSight: true)
        #expect(shown.contains("data-id=\"belowChild\""))
    }
}
