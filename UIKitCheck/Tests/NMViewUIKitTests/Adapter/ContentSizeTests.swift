import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Dynamic Type on a device: a layout's font with a text style follows the trait collection's
/// preferredContentSizeCategory when it changes (the adapter turns adjustsFontForContentSizeCategory
/// on), at the sizes of Apple's table, which the tools' table must match; a sized font with a
/// style scales as UIFontMetrics scales it, and a font without one stays.
@MainActor @Suite(.interfaceCheck) struct ContentSizeTests {
    final class SizedText: NMView {}

    static let fonts: [String: PropertyValue] = [
        "body": .object(["textStyle": .string("body")]),
        "boldHeadline": .object(["textStyle": .string("headline"), "weight": .string("bold")]),
        "scaled": .object(["textStyle": .string("body"), "size": .number(34)]),
        "fixed": .object(["size": .number(20)]),
    ]

    static func make() -> SizedText {
        let views = fonts.keys.sorted().enumerated().map { index, id in
            ViewNode(
                id: id, viewClass: "UILabel", frame: Rect(x: 0, y: Double(index) * 60, width: 300, height: 60),
                properties: ["text": .string("Hello"), "font": fonts[id] ?? .bool(false)])
        }
        let button = ViewNode(
            id: "button", viewClass: "UIButton", frame: Rect(x: 0, y: 240, width: 300, height: 60),
            properties: ["title": .string("Go"), "font": .object(["textStyle": .string("body")])])
        TestLayouts.use([
            "SizedText": LayoutDocument(viewClass: "SizedText", size: Size(width: 300, height: 300), root: ViewNode(subviews: views + [button]))
        ])
        return SizedText(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    static func size(_ view: SizedText, _ id: String) -> CGFloat? {
        if id == "button" { return view.outlet(id, as: UIButton.self)?.titleLabel?.font.pointSize }
        return view.outlet(id, as: UILabel.self)?.font.pointSize
    }

    @Test func textStyleFontsAreResizedWhenTheTextSizeChanges() throws {
        let view = Self.make()
        #expect(Self.size(view, "body") == 17)
        #expect(Self.size(view, "boldHeadline") == 17)
        #expect(Self.size(view, "scaled") == 34)
        #expect(Self.size(view, "fixed") == 20)
        #expect(Self.size(view, "button") == 17)

        view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(Self.size(view, "body") == 53)
        #expect(Self.size(view, "boldHeadline") == 53)
        #expect(Self.size(view, "scaled") == 106)
        #expect(Self.size(view, "fixed") == 20)
        #expect(Self.size(view, "button") == 53)
        #expect(view.outlet("boldHeadline", as: UILabel.self)?.font._interfaceCheckWeight == .bold)

        view.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(Self.size(view, "body") == 14)
        #expect(Self.size(view, "scaled") == 28)
        view.traitOverrides.preferredContentSizeCategory = .unspecified
        #expect(Self.size(view, "body") == 17)
        #expect(Self.size(view, "scaled") == 34)
    }

    /// A layout loaded where the text size is already large starts at that size, and a bold
    /// font with a style is not scaled twice.
    @Test func aLayoutMadeAtALargeTextSizeStartsThere() throws {
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        var made: SizedText?
        large.performAsCurrent { made = Self.make() }
        let view = try #require(made)
        #expect(Self.size(view, "body") == 53)
        #expect(Self.size(view, "boldHeadline") == 53)
        #expect(Self.size(view, "scaled") == 106)
    }

    /// The device's table and the tools' are the same: every text style at every size.
    @Test func theDevicesTableIsTheTools() {
        let styles: [(UIFont.TextStyle, TextStyle)] = [
            (.largeTitle, .largeTitle), (.title1, .title1), (.title2, .title2), (.title3, .title3), (.headline, .headline),
            (.subheadline, .subheadline), (.body, .body), (.callout, .callout), (.footnote, .footnote),
            (.caption1, .caption1), (.caption2, .caption2),
        ]
        let categories: [(UIContentSizeCategory, ContentSizeCategory)] = [
            (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .extraLarge),
            (.extraExtraLarge, .extraExtraLarge), (.extraExtraExtraLarge, .extraExtraExtraLarge),
            (.accessibilityMedium, .accessibility1), (.accessibilityLarge, .accessibility2),
            (.accessibilityExtraLarge, .accessibility3), (.accessibilityExtraExtraLarge, .accessibility4),
            (.accessibilityExtraExtraExtraLarge, .accessibility5),
        ]
        for (kitStyle, style) in styles {
            for (kitCategory, category) in categories {
                let traits = UITraitCollection(preferredContentSizeCategory: kitCategory)
                #expect(Double(UIFont.preferredFont(forTextStyle: kitStyle, compatibleWith: traits).pointSize) == style.pointSize(at: category))
            }
            #expect(categories.allSatisfy { $0.0.rawValue.hasPrefix("UICTContentSizeCategory") })
        }
        #expect(categories.map(\.1.uiKitName) == ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
            "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"])
    }
}
