import NMViewEngine
import NMViewModel
import Testing

/// Right-to-left layouts: a mirrored layout is flipped in a right-to-left user interface (each view
/// at its superview's width less its x and width, masks' margins swapped, grids from the right, the
/// safe area's sides swapped, in every alternative layout); a fixed one never is; a view that says
/// `mirrors: false` keeps its content as written.
@Suite struct MirroringTests {
    /// A 320-point card: an avatar at the leading edge, a name beside it that stretches, a button
    /// at the trailing edge, and a player bar whose content reads left to right whatever the
    /// language (a play button and a scrubber).
    static func document(_ direction: LayoutDirectionPolicy = .mirrored, layouts: [AlternativeLayout] = []) -> LayoutDocument {
        LayoutDocument(
            viewClass: "Card", size: Size(width: 320, height: 200), layoutDirection: direction,
            root: ViewNode(subviews: [
                ViewNode(id: "avatar", frame: Rect(x: 16, y: 16, width: 48, height: 48), autoresizing: [.flexibleRightMargin]),
                ViewNode(id: "name", viewClass: "UILabel", frame: Rect(x: 72, y: 28, width: 168, height: 24), autoresizing: [.flexibleWidth]),
                ViewNode(id: "follow", viewClass: "UIButton", frame: Rect(x: 248, y: 24, width: 56, height: 32), autoresizing: [.flexibleLeftMargin]),
                ViewNode(
                    id: "player", frame: Rect(x: 0, y: 150, width: 200, height: 50), mirrors: false,
                    subviews: [
                        ViewNode(id: "play", viewClass: "UIButton", frame: Rect(x: 8, y: 8, width: 34, height: 34)),
                        ViewNode(id: "scrubber", viewClass: "UISlider", frame: Rect(x: 50, y: 8, width: 142, height: 34)),
                    ]),
            ]),
            layouts: layouts)
    }

    private func frames(
        _ document: LayoutDocument, _ size: Size, _ direction: LayoutDirection, variant: Int? = nil,
        safeArea: EdgeInsets? = nil
    ) -> [String: Rect] {
        let layout = CompiledLayout(document)
        let frames = layout.frames(
            variant: variant ?? layout.variantIndex(for: size), bounds: size, safeArea: safeArea, direction: direction)
        return Dictionary(uniqueKeysWithValues: zip(layout.ids.map { $0 ?? "" }, frames))
    }

    @Test func leftToRightEveryViewIsWhereItIsWritten() {
        let placed = frames(Self.document(), Size(width: 320, height: 200), .leftToRight)
        #expect(placed["avatar"] == Rect(x: 16, y: 16, width: 48, height: 48))
        #expect(placed["follow"] == Rect(x: 248, y: 24, width: 56, height: 32))
    }

    @Test func rightToLeftEachViewIsPlacedAtTheParentWidthLessItsXAndWidth() {
        let placed = frames(Self.document(), Size(width: 320, height: 200), .rightToLeft)
        #expect(placed["avatar"] == Rect(x: 320 - 16 - 48, y: 16, width: 48, height: 48))
        #expect(placed["name"] == Rect(x: 320 - 72 - 168, y: 28, width: 168, height: 24))
        #expect(placed["follow"] == Rect(x: 320 - 248 - 56, y: 24, width: 56, height: 32))
        // The player is placed by the root, mirrored with its siblings; its content is not.
        #expect(placed["player"] == Rect(x: 120, y: 150, width: 200, height: 50))
        #expect(placed["play"] == Rect(x: 8, y: 8, width: 34, height: 34))
        #expect(placed["scrubber"] == Rect(x: 50, y: 8, width: 142, height: 34))
    }

    @Test func aFixedLayoutIsTheSameInEveryDirection() {
        let size = Size(width: 414, height: 200)
        #expect(frames(Self.document(.fixed), size, .rightToLeft) == frames(Self.document(.fixed), size, .leftToRight))
    }

    /// Mirroring after autoresizing equals autoresizing the mirrored design with flexibleLeftMargin
    /// and flexibleRightMargin swapped: checked for every mask's horizontal part, at a wider and a
    /// narrower size, against a layout written mirrored by hand (a box and a view inside it).
    @Test(arguments: 0..<8, [Size(width: 414, height: 240), Size(width: 280, height: 160)])
    func mirroringCommutesWithAutoresizingWhenTheMarginsSwap(_ maskBits: Int, _ size: Size) {
        var mask: AutoresizingMask = [.flexibleHeight]
        var swapped: AutoresizingMask = [.flexibleHeight]
        if maskBits & 1 != 0 { mask.insert(.flexibleLeftMargin); swapped.insert(.flexibleRightMargin) }
        if maskBits & 2 != 0 { mask.insert(.flexibleWidth); swapped.insert(.flexibleWidth) }
        if maskBits & 4 != 0 { mask.insert(.flexibleRightMargin); swapped.insert(.flexibleLeftMargin) }
        // With nothing flexible across, UIKit keeps the left margin, as flexibleRightMargin would:
        // mirrored, the view keeps its right margin, as flexibleLeftMargin would.
        if maskBits == 0 { swapped.insert(.flexibleLeftMargin) }
        func document(_ frame: Rect, _ mask: AutoresizingMask, _ child: Rect, _ policy: LayoutDirectionPolicy) -> LayoutDocument {
            LayoutDocument(
                size: Size(width: 320, height: 200), layoutDirection: policy,
                root: ViewNode(subviews: [
                    ViewNode(
                        id: "box", frame: frame, autoresizing: mask,
                        subviews: [ViewNode(id: "inner", frame: child, autoresizing: mask)])
                ]))
        }
        let written = document(Rect(x: 30, y: 10, width: 100, height: 50), mask, Rect(x: 10, y: 5, width: 30, height: 20), .mirrored)
        let byHand = document(Rect(x: 190, y: 10, width: 100, height: 50), swapped, Rect(x: 60, y: 5, width: 30, height: 20), .fixed)
        let mirrored = frames(written, size, .rightToLeft)
        let expected = frames(byHand, size, .leftToRight)
        for id in ["box", "inner"] {
            let (got, want) = (mirrored[id] ?? .zero, expected[id] ?? .zero)
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.width - want.width) < 1e-9, "\(id): \(got) vs \(want)")
            #expect(got.y == want.y && got.height == want.height)
        }
    }

    @Test func everyAlternativeLayoutIsMirroredToo() {
        let landscape = AlternativeLayout(
            name: "landscape", size: Size(width: 480, height: 200),
            subviews: [LayoutNode(id: "follow", frame: Rect(x: 400, y: 24, width: 64, height: 32))])
        let placed = frames(Self.document(layouts: [landscape]), Size(width: 480, height: 200), .rightToLeft)
        #expect(placed["follow"] == Rect(x: 16, y: 24, width: 64, height: 32))
    }

    @Test func aGridFillsFromTheRight() {
        let cells = (0..<3).map { ViewNode(id: "cell\($0)", frame: Rect(x: 0, y: 0, width: 100, height: 40)) }
        let document = LayoutDocument(
            size: Size(width: 300, height: 100), layoutDirection: .mirrored,
            root: ViewNode(grid: GridLayout(viewsPerRow: 3), subviews: cells))
        let placed = frames(document, Size(width: 300, height: 100), .rightToLeft)
        #expect(placed["cell0"]?.x == 200)
        #expect(placed["cell1"]?.x == 100)
        #expect(placed["cell2"]?.x == 0)
    }

    /// An iPhone 15 in landscape with the sensor housing on the left only: the design keeps a
    /// view 16 points inside the safe area's leading edge. Mirrored on the same phone, the view
    /// is 16 points inside the trailing (right) edge, whose inset is 0, and the housing stays left.
    @Test func theSafeAreasLeftAndRightInsetsSwap() {
        let document = LayoutDocument(
            size: Size(width: 852, height: 393), safeArea: EdgeInsets(left: 59, bottom: 21), layoutDirection: .mirrored,
            root: ViewNode(subviews: [
                ViewNode(id: "title", frame: Rect(x: 75, y: 16, width: 200, height: 24)),
                ViewNode(
                    id: "background", frame: Rect(x: 0, y: 0, width: 852, height: 393), ignoresSafeArea: true),
            ]))
        let size = Size(width: 852, height: 393)
        #expect(frames(document, size, .leftToRight)["title"] == Rect(x: 75, y: 16, width: 200, height: 24))
        // The layout's own insets (a tool that knows no device) and the device's give the same.
        for insets in [nil, EdgeInsets(left: 59, bottom: 21)] {
            let placed = frames(document, size, .rightToLeft, safeArea: insets)
            #expect(placed["title"] == Rect(x: 852 - 16 - 200, y: 16, width: 200, height: 24))
            #expect(placed["background"] == Rect(x: 0, y: 0, width: 852, height: 393))
        }
    }

    @Test func naturalTextReadsRightToLeftExceptInsideAViewKeptLeftToRight() {
        let layout = CompiledLayout(Self.document())
        let index = { (id: String) in layout.indexByID[id] ?? -1 }
        #expect(layout.contentDirection(of: index("name"), in: .rightToLeft) == .rightToLeft)
        #expect(layout.contentDirection(of: index("name"), in: .leftToRight) == .leftToRight)
        #expect(layout.contentDirection(of: index("player"), in: .rightToLeft) == .leftToRight)
        #expect(layout.contentDirection(of: index("play"), in: .rightToLeft) == .leftToRight)
        // A fixed layout's frames stay, but UIKit still aligns its natural text to the right.
        let fixed = CompiledLayout(Self.document(.fixed))
        #expect(fixed.contentDirection(of: index("play"), in: .rightToLeft) == .rightToLeft)
    }

    @Test(arguments: [
        ("ar", LayoutDirection.rightToLeft), ("he", .rightToLeft), ("fa", .rightToLeft), ("ur", .rightToLeft),
        ("ar-EG", .rightToLeft), ("he_IL", .rightToLeft), ("iw", .rightToLeft), ("AR", .rightToLeft),
        ("az-Arab", .rightToLeft), ("pa-Arab-PK", .rightToLeft), ("ckb", .rightToLeft), ("yi", .rightToLeft),
        ("en", .leftToRight), ("de-DE", .leftToRight), ("ja", .leftToRight), ("az-Latn", .leftToRight),
        ("az", .leftToRight), ("zh-Hant-TW", .leftToRight), ("", .leftToRight), ("-", .leftToRight),
    ])
    func aLanguageCodeGivesItsDirection(_ code: String, _ expected: LayoutDirection) {
        #expect(LayoutDirection(language: code) == expected)
    }
}

extension Rect {
    fileprivate static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
