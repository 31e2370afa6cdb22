import Testing
import UIKit

/// Fonts and images: any non-empty name exists, and each remembers how it was made.
@Suite(.interfaceCheck) struct FontAndImageTests {
    /// The text styles at the default text size (Large).
    static let textStyles: [(UIFont.TextStyle, CGFloat)] = [
        (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
        (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ]

    @Test(arguments: 0..<textStyles.count)
    func aTextStyleHasItsDefaultSize(_ index: Int) {
        let (style, size) = Self.textStyles[index]
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size)
        #expect(font._interfaceCheckTextStyle == style)
        #expect(font._interfaceCheckWeight == (style == .headline ? .semibold : .regular))
    }

    @Test func aNamedFontExistsForAnyNonEmptyName() throws {
        let font = try #require(UIFont(name: "HelveticaNeue-Bold", size: 17))
        #expect(font.fontName == "HelveticaNeue-Bold" && font.pointSize == 17)
        #expect(UIFont(name: "", size: 17) == nil)
        #expect(font.withSize(20) == UIFont(name: "HelveticaNeue-Bold", size: 20))
    }

    @Test func systemFontsHaveTheirWeight() {
        #expect(UIFont.systemFont(ofSize: 12).fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 12)._interfaceCheckWeight == .bold)
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).fontName == ".SFUI-Heavy")
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
    }

    /// Font metrics keep the size at the default text size and mark the font as scaling.
    @Test func fontMetricsScaleForATextStyle() throws {
        let custom = try #require(UIFont(name: "Avenir", size: 15))
        let scaled = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: custom)
        #expect(scaled.pointSize == 15 && scaled.fontName == "Avenir" && scaled._interfaceCheckTextStyle == .footnote)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
    }

    @Test func imagesAreNamed() throws {
        let image = try #require(UIImage(named: "logo"))
        #expect(image._interfaceCheckName == "logo" && image == UIImage(named: "logo"))
        #expect(image != UIImage(named: "other"))
        #expect(UIImage(named: "") == nil)
    }
}
