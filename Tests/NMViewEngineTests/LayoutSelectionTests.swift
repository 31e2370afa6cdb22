import Foundation
import NMViewEngine
import NMViewModel
import Testing

/// The selector's reasons: the distance it measures, the layout it picks, and the ties it breaks
/// by declaration order.
@Suite struct LayoutSelectionTests {
    static let portrait = Size(width: 320, height: 480)
    static let landscape = Size(width: 480, height: 320)

    @Test func distanceIsTheDifferenceOfLogAspectRatios() throws {
        let distance = try #require(LayoutSelector.distance(from: Size(width: 844, height: 390), to: Self.landscape))
        #expect(abs(distance - abs(log(844.0 / 390) - log(1.5))) < 1e-15)
        #expect(LayoutSelector.distance(from: Size(width: 0, height: 390), to: Self.landscape) == nil)
        #expect(LayoutSelector.distance(from: Self.portrait, to: Size(width: 480, height: 0)) == nil)
    }

    @Test func selectionAgreesWithClosestAndHasNoTieWhenOneIsCloser() throws {
        let bounds = Size(width: 844, height: 390)
        let selection = try #require(LayoutSelector.selection(for: bounds, among: [Self.portrait, Self.landscape]))
        #expect(selection.chosen == LayoutSelector.closest(to: bounds, among: [Self.portrait, Self.landscape]))
        #expect(selection.chosen == 1)
        #expect(selection.distances.count == 2)
        #expect(selection.tiedWith.isEmpty)
    }

    @Test func aSquareTiesPortraitAndLandscapeAndThePrimaryWins() throws {
        let square = Size(width: 500, height: 500)
        let selection = try #require(LayoutSelector.selection(for: square, among: [Self.portrait, Self.landscape]))
        #expect(selection.chosen == 0)
        #expect(selection.tiedWith == [1])
    }

    @Test func aTieBetweenAlternativesGoesToTheEarlierOne() throws {
        // A tall primary far away; two alternatives equally far from a square, the first wins.
        let sizes = [Size(width: 100, height: 400), Size(width: 400, height: 300), Size(width: 300, height: 400)]
        let selection = try #require(LayoutSelector.selection(for: Size(width: 600, height: 600), among: sizes))
        #expect(selection.chosen == 1)
        #expect(selection.tiedWith == [2])
    }

    @Test func layoutsWithoutAnAspectRatioHaveNoDistance() throws {
        let sizes = [Size(width: 0, height: 480), Self.landscape]
        let selection = try #require(LayoutSelector.selection(for: Self.portrait, among: sizes))
        #expect(selection.chosen == 1)
        #expect(selection.distances[0] == nil)
        #expect(LayoutSelector.selection(for: Self.portrait, among: []) == nil)
    }
}
