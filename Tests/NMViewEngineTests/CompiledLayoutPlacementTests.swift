import NMViewEngine
import NMViewModel
import Testing

/// What `nmview explain --frames` reads: each view's name, and what moved it at a size.
@Suite struct CompiledLayoutPlacementTests {
    @Test func viewsAreNamedByIDOrByPositionUnderTheirSuperview() {
        let names = CompiledLayout(CompiledLayoutTests.document).viewNames()
        #expect(
            names == [
                "header", "root/subviews[1]", "root/subviews[1]/subviews[0]", "root/subviews[1]/subviews[1]", "legacy",
                "inner",
            ])
    }

    @Test func placementsCarryTheFramesAndTheFlagsThatMovedThem() {
        let compiled = CompiledLayout(CompiledLayoutTests.document)
        let bounds = Size(width: 375, height: 667)
        let placements = compiled.placements(variant: 0, bounds: bounds)
        #expect(placements.map(\.frame) == compiled.frames(variant: 0, bounds: bounds))
        #expect(placements.map(\.design) == compiled.variants[0].frames)
        #expect(placements[0].cause == .autoresizing([.flexibleWidth]))
        #expect(placements[1].cause == .autoresizing([.flexibleWidth, .flexibleHeight]))
        #expect(placements[2].cause == .autoresizing([]))  // no mask: stays in its growing parent
        #expect(placements[4].cause == .autoresizing([]))
    }

    @Test func gridMembersArePlacedByTheGrid() {
        let placements = CompiledLayout(CompiledLayoutGridTests.document).placements(
            variant: 0, bounds: Size(width: 420, height: 480))
        #expect(placements.map(\.cause) == [.autoresizing([.flexibleWidth]), .grid, .grid, .grid, .grid])
    }
}

/// Which flags of a mask moved a frame: those whose part took a share of a change it made.
@Suite struct AutoresizingFlagsTests {
    static let frame = Rect(x: 50, y: 50, width: 100, height: 100)
    static let grown = (from: Size(width: 300, height: 300), to: Size(width: 400, height: 400))

    @Test func aCentredViewIsMovedByBothMargins() {
        let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
        // Horizontally both margins share the change; vertically the bottom margin takes all of
        // it and the frame stays, so it moved nothing.
        #expect(
            Autoresizing.flagsMoving(Self.frame, mask: mask, from: Self.grown.from, to: Self.grown.to)
                == [.flexibleLeftMargin, .flexibleRightMargin])
    }

    @Test func nothingMovesWhenTheSuperviewKeepsItsSize() {
        let all = AutoresizingMask(rawValue: 63)
        #expect(Autoresizing.flagsMoving(Self.frame, mask: all, from: Self.grown.from, to: Self.grown.from).isEmpty)
    }

    @Test func aFlexiblePartOfZeroLengthTakesNoShareBesideALongerOne() {
        // Flush left (margin 0) with a flexible width: the width takes all of the change.
        let flush = Rect(x: 0, y: 0, width: 100, height: 10)
        #expect(
            Autoresizing.flagsMoving(
                flush, mask: [.flexibleLeftMargin, .flexibleWidth], from: Size(width: 300, height: 10),
                to: Size(width: 400, height: 10)) == [.flexibleWidth])
    }

    /// Every mask: the flags reported belong to the mask, and some are reported exactly when the
    /// frame changes.
    @Test(arguments: 0..<64)
    func flagsAreReportedExactlyWhenTheFrameChanges(_ bits: Int) {
        let mask = AutoresizingMask(rawValue: bits)
        let moving = Autoresizing.flagsMoving(Self.frame, mask: mask, from: Self.grown.from, to: Self.grown.to)
        let adapted = Autoresizing.adapt(Self.frame, mask: mask, from: Self.grown.from, to: Self.grown.to)
        #expect(mask.isSuperset(of: moving))
        #expect(moving.isEmpty == (adapted == Self.frame))
    }
}
