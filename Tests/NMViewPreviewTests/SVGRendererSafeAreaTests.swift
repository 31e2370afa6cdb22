import NMViewEngine
import NMViewModel
import Testing

@testable import NMViewPreview

/// The renderer and its patches lay a layout out in the safe area they are given: the root's
/// subviews of a layout that declares one keep their distance from its edges on every device,
/// a view that ignores it fills the screen, and a layout without one does not move.
@Suite struct SVGRendererSafeAreaTests {
    static let iPhone15 = Size(width: 393, height: 852)
    static let iPhone15Insets = EdgeInsets(top: 59, bottom: 34)
    static let iPhoneSE = Size(width: 375, height: 667)
    static let iPhoneSEInsets = EdgeInsets(top: 20)

    /// The screen of Tests/Fixtures/SafeArea/SafeAreaScreen.nmview.yaml, designed on an iPhone 15:
    /// a backdrop that ignores the safe area, a title 16 below its top, a toolbar on its bottom.
    static func screen(safeArea: EdgeInsets? = iPhone15Insets) -> CompiledLayout {
        CompiledLayout(
            LayoutDocument(
                viewClass: "SafeAreaScreen", size: iPhone15, safeArea: safeArea,
                root: ViewNode(subviews: [
                    ViewNode(
                        id: "backdrop", frame: Rect(x: 0, y: 0, width: 393, height: 852),
                        autoresizing: [.flexibleWidth, .flexibleHeight], ignoresSafeArea: true,
                        properties: ["backgroundColor": .string("systemGray6")]),
                    ViewNode(
                        id: "title", viewClass: "UILabel", frame: Rect(x: 20, y: 75, width: 353, height: 24),
                        autoresizing: [.flexibleWidth, .flexibleBottomMargin],
                        properties: ["text": .string("Below the Dynamic Island")]),
                    ViewNode(
                        id: "toolbar", frame: Rect(x: 0, y: 774, width: 393, height: 44),
                        autoresizing: [.flexibleWidth, .flexibleTopMargin],
                        properties: ["backgroundColor": .string("systemBlue")]),
                ])))
    }

    /// The `transform` and rectangle size of the group of view `id` in `svg`.
    static func placement(of id: String, in svg: String) throws -> (transform: String, size: String) {
        let lines = svg.split(separator: "\n").map(String.init)
        let group = try #require(lines.firstIndex { $0.contains("data-id=\"\(id)\"") })
        let transform = try #require(lines[group].firstMatch(of: /transform="([^"]*)"/)).1
        let size = try #require(lines[group + 2].firstMatch(of: /<rect width="([^"]*)" height="([^"]*)"/))
        return (String(transform), "\(size.1)x\(size.2)")
    }

    @Test func theRootsSubviewsKeepTheirDistanceFromTheSafeArea() throws {
        let renderer = SVGRenderer()
        let onIPhone15 = renderer.render(Self.screen(), size: Self.iPhone15, safeArea: Self.iPhone15Insets)
        #expect(try Self.placement(of: "title", in: onIPhone15).transform == "translate(20 75)")
        #expect(try Self.placement(of: "toolbar", in: onIPhone15).transform == "translate(0 774)")
        // On an iPhone SE the safe area starts 20 down and reaches the bottom edge.
        let onIPhoneSE = renderer.render(Self.screen(), size: Self.iPhoneSE, safeArea: Self.iPhoneSEInsets)
        #expect(try Self.placement(of: "title", in: onIPhoneSE) == ("translate(20 36)", "335x24"))
        #expect(try Self.placement(of: "toolbar", in: onIPhoneSE).transform == "translate(0 623)")
        // The backdrop ignores the safe area: it fills the screen.
        #expect(try Self.placement(of: "backdrop", in: onIPhoneSE) == ("translate(0 0)", "375x667"))
    }

    @Test func withoutInsetsTheLayoutsOwnAreTaken() {
        let renderer = SVGRenderer()
        #expect(
            renderer.render(Self.screen(), size: Self.iPhone15)
                == renderer.render(Self.screen(), size: Self.iPhone15, safeArea: Self.iPhone15Insets))
    }

    @Test func aLayoutWithoutASafeAreaDoesNotMove() {
        let plain = Self.screen(safeArea: nil)
        let renderer = SVGRenderer()
        #expect(
            renderer.render(plain, size: Self.iPhoneSE, safeArea: Self.iPhoneSEInsets)
                == renderer.render(plain, size: Self.iPhoneSE, safeArea: .zero))
    }

    /// From one device to another, or from one safe area to another at one size (a status bar
    /// shown or hidden): the patch gives what a render in the new safe area gives.
    @Test(arguments: [
        (iPhone15, iPhone15Insets, iPhoneSE, iPhoneSEInsets), (iPhoneSE, iPhoneSEInsets, iPhone15, iPhone15Insets),
        (iPhone15, iPhone15Insets, iPhone15, EdgeInsets(top: 20)),
    ])
    func aPatchFromOneSafeAreaToAnotherGivesTheRenderInTheOther(
        from old: Size, _ oldInsets: EdgeInsets, to new: Size, _ newInsets: EdgeInsets
    ) throws {
        let (layout, renderer) = (Self.screen(), SVGRenderer())
        let patch = try #require(renderer.patch(layout, from: old, safeArea: oldInsets, to: new, safeArea: newInsets))
        let before = SVGRendererPatchTests.ownLines(renderer.render(layout, size: old, safeArea: oldInsets, onlyInSight: true))
        let after = SVGRendererPatchTests.ownLines(renderer.render(layout, size: new, safeArea: newInsets, onlyInSight: true))
        #expect(before != after)
        #expect(SVGRendererPatchTests.applied(patch, to: before, layout: layout) == after)
        if old == new {
            // Only the views that follow the safe area move: the backdrop stays as it was.
            let (title, toolbar) = (try #require(layout.indexByID["title"]), try #require(layout.indexByID["toolbar"]))
            #expect(patch.moved.map(\.index) == [title, toolbar])
            #expect(patch.redrawn.isEmpty && patch.adjusted.isEmpty)
        }
    }
}
