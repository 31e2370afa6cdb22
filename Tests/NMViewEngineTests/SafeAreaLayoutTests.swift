import NMViewEngine
import NMViewModel
import Testing

/// Safe areas: where a layout declares the insets of its design size, the root's subviews are
/// carried from the design's safe rectangle to the device's, moved by the change of its origin and
/// resized by their masks with the change of its size; `ignoresSafeArea` views and layouts without
/// a safe area are placed against the bounds, as before.
@Suite struct SafeAreaLayoutTests {
    /// An iPhone 15 in portrait: 393 × 852, 59 points under the Dynamic Island, 34 over the home
    /// indicator (see the shared platform facts).
    static let iPhone15 = Size(width: 393, height: 852)
    static let iPhone15Insets = EdgeInsets(top: 59, bottom: 34)
    /// An iPhone SE (3rd generation): 375 × 667, the status bar's 20 points, no home indicator.
    static let iPhoneSE = Size(width: 375, height: 667)
    static let iPhoneSEInsets = EdgeInsets(top: 20)

    /// A header that fills the top, an avatar 16 points below the safe area's top (centred: 156
    /// points each side), a list that
    /// stretches, and a button 16 points above the safe area's bottom.
    static func document(safeArea: EdgeInsets? = iPhone15Insets, layouts: [AlternativeLayout] = []) -> LayoutDocument {
        LayoutDocument(
            viewClass: "Profile", size: iPhone15, safeArea: safeArea,
            root: ViewNode(subviews: [
                ViewNode(
                    id: "header", frame: Rect(x: 0, y: 0, width: 393, height: 200), autoresizing: [.flexibleWidth],
                    ignoresSafeArea: true),
                ViewNode(
                    id: "avatar", frame: Rect(x: 156, y: 75, width: 81, height: 80),
                    autoresizing: [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]),
                ViewNode(
                    id: "list", frame: Rect(x: 0, y: 171, width: 393, height: 571),
                    autoresizing: [.flexibleWidth, .flexibleHeight]),
                ViewNode(
                    id: "follow", frame: Rect(x: 20, y: 758, width: 353, height: 44),
                    autoresizing: [.flexibleWidth, .flexibleTopMargin]),
            ]),
            layouts: layouts)
    }

    private func frames(_ document: LayoutDocument, _ size: Size, _ insets: EdgeInsets?) -> [String: Rect] {
        let layout = CompiledLayout(document)
        let frames = layout.frames(variant: layout.variantIndex(for: size), bounds: size, safeArea: insets)
        return Dictionary(uniqueKeysWithValues: zip(layout.ids.map { $0 ?? "" }, frames))
    }

    @Test func atTheDesignSizeAndInsetsEveryViewIsWhereItIsWritten() {
        let placed = frames(Self.document(), Self.iPhone15, Self.iPhone15Insets)
        #expect(placed["avatar"] == Rect(x: 156, y: 75, width: 81, height: 80))
        #expect(placed["follow"] == Rect(x: 20, y: 758, width: 353, height: 44))
        #expect(placed["list"] == Rect(x: 0, y: 171, width: 393, height: 571))
    }

    @Test func onAnotherDeviceViewsKeepTheirDistanceFromTheSafeArea() {
        let placed = frames(Self.document(), Self.iPhoneSE, Self.iPhoneSEInsets)
        // 16 below the safe area's top, which is now at 20; centred in the narrower width.
        #expect(placed["avatar"] == Rect(x: 147, y: 36, width: 81, height: 80))
        // 16 above the safe area's bottom, which is now the screen's (667).
        #expect(placed["follow"] == Rect(x: 20, y: 607, width: 335, height: 44))
        // The list stretches with the safe area's height: 852 − 93 = 759 became 667 − 20 = 647.
        #expect(placed["list"] == Rect(x: 0, y: 132, width: 375, height: 459))
        // The header ignores the safe area: against the bounds, by its mask, as before.
        #expect(placed["header"] == Rect(x: 0, y: 0, width: 375, height: 200))
    }

    @Test func aChangeOfInsetsAloneMovesTheViews() {
        let placed = frames(Self.document(), Self.iPhone15, EdgeInsets(top: 20))
        #expect(placed["avatar"]?.y == 36)
        #expect(placed["follow"]?.y == 792.0, "16 above the bottom of the bounds, 852")
        #expect(placed["header"] == Rect(x: 0, y: 0, width: 393, height: 200))
    }

    /// A tool that knows no device (render without --safe-area, lint) takes the layout's own
    /// insets: at the design size every view is where it is written, and elsewhere the design's
    /// safe rectangle keeps its origin while the masks take the change of size.
    @Test func withoutInsetsTheLayoutsOwnAreTaken() {
        let document = Self.document()
        #expect(frames(document, Self.iPhone15, nil) == frames(document, Self.iPhone15, Self.iPhone15Insets))
        let placed = frames(document, Self.iPhoneSE, nil)
        #expect(placed["avatar"]?.y == 75)
        #expect(placed["follow"]?.y == 573.0, "16 above the bottom of the safe area: 667 − 34 − 16 − 44")
    }

    @Test func withoutADeclaredSafeAreaTheInsetsChangeNothing() {
        let document = Self.document(safeArea: nil)
        let plain = frames(document, Self.iPhoneSE, .zero)
        #expect(frames(document, Self.iPhoneSE, Self.iPhoneSEInsets) == plain)
        #expect(plain["avatar"] == Rect(x: 147, y: 75, width: 81, height: 80))
    }

    @Test func eachAlternativeUsesItsOwnSafeArea() {
        // Landscape on an iPhone 15: the sensor housing and the home indicator at the sides and bottom.
        let landscape = AlternativeLayout(
            name: "landscape", size: Size(width: 852, height: 393), safeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
            subviews: [LayoutNode(id: "follow", frame: Rect(x: 79, y: 308, width: 694, height: 44))])
        let document = Self.document(layouts: [landscape])
        let same = frames(document, Size(width: 852, height: 393), EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(same["follow"] == Rect(x: 79, y: 308, width: 694, height: 44))
        // Without insets (an iPad-like window) the button keeps its distances to the bounds' edges.
        let none = frames(document, Size(width: 852, height: 393), .zero)
        #expect(none["follow"] == Rect(x: 20, y: 329, width: 812, height: 44))
    }

    @Test func insetsLargerThanTheBoundsLeaveAnEmptySafeAreaNotANegativeOne() {
        let placed = frames(Self.document(), Size(width: 100, height: 100), EdgeInsets(top: 80, bottom: 80))
        #expect(placed.values.allSatisfy { $0.width >= 0 && $0.x.isFinite && $0.y.isFinite })
    }

    @Test func aGridOnTheRootFillsTheSafeArea() {
        let cell = ViewNode(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let document = LayoutDocument(
            size: Size(width: 300, height: 400), safeArea: EdgeInsets(top: 50),
            root: ViewNode(grid: GridLayout(viewsPerRow: 3), subviews: [cell, cell, cell, cell]))
        let layout = CompiledLayout(document)
        let frames = layout.frames(variant: 0, bounds: Size(width: 300, height: 400), safeArea: EdgeInsets(top: 30))
        // The grid as it lays out four cells in the safe area's 300 × 370, moved down by its top.
        let cells = [GridLayoutManager.Subview](repeating: .init(size: Size(width: 100, height: 100), isHidden: false), count: 4)
        let inSafeArea = GridLayoutManager(options: GridLayout(viewsPerRow: 3)).layout(cells, in: Size(width: 300, height: 370))
        #expect(frames == inSafeArea.frames.map { Rect(x: $0.x, y: $0.y + 30, width: $0.width, height: $0.height) })
        #expect(frames[0].y > 30 && frames[3].y + 100 < 400)
    }

    @Test func explainSaysWhichViewsFollowedTheSafeArea() {
        let layout = CompiledLayout(Self.document())
        let placements = layout.placements(variant: 0, bounds: Self.iPhoneSE, safeArea: Self.iPhoneSEInsets)
        let byID = Dictionary(uniqueKeysWithValues: zip(layout.ids.map { $0 ?? "" }, placements))
        #expect(byID["header"]?.safeArea == nil)
        #expect(byID["avatar"]?.safeArea?.current == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(byID["avatar"]?.safeArea?.design == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(byID["list"]?.cause == .autoresizing([.flexibleWidth, .flexibleHeight]))
    }

    /// The host reads the insets on every pass and lays out again when they change, as NMView
    /// does from `safeAreaInsetsDidChange()`.
    @Test func theHeadlessHostFollowsItsInsets() {
        let host = LayoutHost(layout: CompiledLayout(Self.document()), frame: Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(host.outlet("avatar")?.frame.y == 16)  // no insets yet: the safe area is the bounds
        host.safeAreaInsets = Self.iPhone15Insets
        #expect(host.outlet("avatar")?.frame.y == 75)
        #expect(host.outlet("follow")?.frame.y == 758)
        #expect(host.lastUpdateCount == 3, "the header ignores the safe area and is not moved")
        host.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        #expect(host.outlet("avatar")?.frame.y == 63)
    }
}
