import NMViewEngine
import NMViewModel
import Testing

/// UIKit's autoresizing, checked against values worked out by hand for every mask combination.
@Suite struct AutoresizingTests {
    /// One axis: a container growing from 300 to 400 (+100) around a view at origin 50, length
    /// 100, so the trailing margin is 150. Flexible parts share the +100 in proportion.
    static let axisCases: [(leading: Bool, size: Bool, trailing: Bool, origin: Double, length: Double)] = [
        (false, false, false, 50, 100),  // nothing flexible: unchanged
        (true, false, false, 150, 100),  // leading margin takes all 100
        (false, true, false, 50, 200),  // size takes all 100
        (false, false, true, 50, 100),  // trailing margin takes all: origin and length stay
        (true, true, false, 50 + 100.0 * 50 / 150, 100 + 100.0 * 100 / 150),  // 50:100 → +33.3, +66.7
        (true, false, true, 75, 100),  // 50:150 → +25 leading
        (false, true, true, 50, 140),  // 100:150 → +40 size
        (true, true, true, 50 + 100.0 * 50 / 300, 100 + 100.0 * 100 / 300),  // 50:100:150 → +16.7, +33.3
    ]

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test(arguments: 0..<8)
    func horizontalAxis(_ caseIndex: Int) {
        let expected = Self.axisCases[caseIndex]
        var mask: AutoresizingMask = []
        if expected.leading { mask.insert(.flexibleLeftMargin) }
        if expected.size { mask.insert(.flexibleWidth) }
        if expected.trailing { mask.insert(.flexibleRightMargin) }
        let frame = Autoresizing.adapt(
            Rect(x: 50, y: 7, width: 100, height: 9), mask: mask,
            from: Size(width: 300, height: 50), to: Size(width: 400, height: 50))
        #expect(Self.close(frame.x, expected.origin) && Self.close(frame.width, expected.length), "\(mask): \(frame)")
        #expect(frame.y == 7 && frame.height == 9)
    }

    /// Every one of the 64 masks: each axis behaves as its own three flags say, independently.
    @Test(arguments: 0..<64)
    func everyMaskCombination(_ bits: Int) {
        let mask = AutoresizingMask(rawValue: bits)
        func row(_ leading: Bool, _ size: Bool, _ trailing: Bool) -> (leading: Bool, size: Bool, trailing: Bool, origin: Double, length: Double)? {
            Self.axisCases.first { $0.leading == leading && $0.size == size && $0.trailing == trailing }
        }
        guard
            let horizontal = row(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
            let vertical = row(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        else {
            Issue.record("the table lacks a row for \(mask)")
            return
        }
        let frame = Autoresizing.adapt(
            Rect(x: 50, y: 50, width: 100, height: 100), mask: mask,
            from: Size(width: 300, height: 300), to: Size(width: 400, height: 400))
        #expect(Self.close(frame.x, horizontal.origin) && Self.close(frame.width, horizontal.length))
        #expect(Self.close(frame.y, vertical.origin) && Self.close(frame.height, vertical.length))
    }

    @Test func shrinkingSharesTheLossTheSameWay() {
        // 300 → 240 (-60); margins 50 and 150 flexible: 50:150 → -15 leading.
        let frame = Autoresizing.adapt(
            Rect(x: 50, y: 0, width: 100, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
            from: Size(width: 300, height: 10), to: Size(width: 240, height: 10))
        #expect(frame == Rect(x: 35, y: 0, width: 100, height: 10))
    }

    @Test func flexiblePartsOfZeroLengthShareEqually() {
        // Flush left, full width: both margins 0; 100 → 160 splits +30 / +30, centring the view.
        let frame = Autoresizing.adapt(
            Rect(x: 0, y: 0, width: 100, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
            from: Size(width: 100, height: 10), to: Size(width: 160, height: 10))
        #expect(frame == Rect(x: 30, y: 0, width: 100, height: 10))
    }

    @Test func unchangedContainerLeavesEveryFrameAlone() {
        let frame = Rect(x: 3, y: 4, width: 5, height: 6)
        #expect(Autoresizing.adapt(frame, mask: AutoresizingMask(rawValue: 63), from: Size(width: 10, height: 10), to: Size(width: 10, height: 10)) == frame)
    }
}

/// The closest aspect ratio by `|ln(w/h) - ln(wi/hi)|`, ties to the first declared.
@Suite struct LayoutSelectorTests {
    static let portrait = Size(width: 320, height: 480)
    static let landscape = Size(width: 480, height: 320)

    @Test func picksTheClosestAspectRatio() {
        let sizes = [Self.portrait, Self.landscape]
        #expect(LayoutSelector.closest(to: Size(width: 375, height: 812), among: sizes) == 0)
        #expect(LayoutSelector.closest(to: Size(width: 812, height: 375), among: sizes) == 1)
        #expect(LayoutSelector.closest(to: Size(width: 1024, height: 768), among: sizes) == 1)
    }

    @Test func squareIsATieAndGoesToTheFirstDeclared() {
        // ln(1) is exactly as far from ln(2/3) as from ln(3/2): the primary wins, either order.
        #expect(LayoutSelector.closest(to: Size(width: 500, height: 500), among: [Self.portrait, Self.landscape]) == 0)
        #expect(LayoutSelector.closest(to: Size(width: 500, height: 500), among: [Self.landscape, Self.portrait]) == 0)
    }

    @Test func portraitAndLandscapeAreSymmetric() {
        // 1:2 and 2:1 views sit at the same log distance from a square layout.
        let sizes = [Size(width: 100, height: 100), Size(width: 100, height: 300)]
        #expect(LayoutSelector.closest(to: Size(width: 100, height: 200), among: sizes) == 1)
        let mirrored = [Size(width: 100, height: 100), Size(width: 300, height: 100)]
        #expect(LayoutSelector.closest(to: Size(width: 200, height: 100), among: mirrored) == 1)
    }

    @Test func degenerateBoundsKeepThePrimary() {
        #expect(LayoutSelector.closest(to: Size(width: 0, height: 480), among: [Self.landscape, Self.portrait]) == 0)
        #expect(LayoutSelector.closest(to: Size(width: 1, height: 1), among: []) == nil)
    }
}
