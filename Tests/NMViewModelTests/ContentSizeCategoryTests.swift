import NMViewModel
import Testing

/// Dynamic Type's twelve sizes, their names across Apple's APIs, the HIG's table for every text
/// style, and how a font with a text style scales.
@Suite struct ContentSizeCategoryTests {
    @Test func thereAreTwelveSizesSmallestFirstLargeTheDefault() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases.first == .extraSmall)
        #expect(ContentSizeCategory.allCases.last == .accessibility5)
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibility1)
    }

    /// UIKit's accessibility names count differently from SwiftUI's: accessibility3 is
    /// accessibilityExtraLarge (apple-platform facts, the naming trap).
    @Test(arguments: [
        ("accessibility5", ContentSizeCategory.accessibility5), ("accessibilityExtraExtraExtraLarge", .accessibility5),
        ("accessibilityMedium", .accessibility1), ("accessibilityLarge", .accessibility2),
        ("accessibilityExtraLarge", .accessibility3), ("accessibilityExtraExtraLarge", .accessibility4),
        ("xSmall", .extraSmall), ("xxxLarge", .extraExtraExtraLarge), ("EXTRALARGE", .extraLarge), ("large", .large),
    ])
    func namesFromEveryAPIAreTaken(_ name: String, _ category: ContentSizeCategory) {
        #expect(ContentSizeCategory(name: name) == category)
    }

    @Test(arguments: ["", "unspecified", "huge", "accessibility6", "UICTContentSizeCategoryL", "extra-large"])
    func otherNamesAreRefused(_ name: String) {
        #expect(ContentSizeCategory(name: name) == nil)
    }

    /// Spot checks against the HIG's table, one column and one row at a time.
    @Test func theTableIsTheHIGs() {
        #expect(ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.allCases.map { TextStyle.caption2.pointSize(at: $0) } == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40])
        #expect(TextStyle.allCases.map { $0.pointSize(at: .accessibility5) } == [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40])
        #expect(TextStyle.allCases.map { $0.pointSize(at: .extraSmall) } == [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11])
    }

    /// Every style grows (or stays) with the size, and larger styles stay at least as large as
    /// smaller ones' neighbours: a typo in the table breaks one of these.
    @Test(arguments: TextStyle.allCases)
    func everyStyleGrowsWithTheSize(_ style: TextStyle) {
        let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(style.pointSize(at: .accessibility5) > style.pointSize(at: .extraExtraExtraLarge))
        #expect(style.pointSizeAtLarge == sizes[3])
    }

    /// A text style alone takes the table's size; a size with a style scales as
    /// UIFontMetrics.scaledFont(for:) does; a size alone, or no font, stays.
    @Test func fontsScaleAsTheAdapterMakesThem() {
        #expect(FontValue(textStyle: .body).pointSize(at: .accessibility5, defaultSize: 17) == 53)
        #expect(FontValue(size: 17, textStyle: .body).pointSize(at: .accessibility5, defaultSize: 17) == 53)
        #expect(FontValue(size: 34, textStyle: .body).pointSize(at: .extraExtraExtraLarge, defaultSize: 17) == 46)
        #expect(FontValue(weight: .bold, textStyle: .headline).pointSize(at: .extraSmall, defaultSize: 17) == 14)
        #expect(FontValue(size: 20).pointSize(at: .accessibility5, defaultSize: 17) == 20)
        #expect(FontValue(name: "Menlo").pointSize(at: .accessibility5, defaultSize: 15) == 15)
        #expect(FontValue(size: 20).followsDynamicType == false)
        #expect(FontValue(textStyle: .title1).followsDynamicType)
    }
}
