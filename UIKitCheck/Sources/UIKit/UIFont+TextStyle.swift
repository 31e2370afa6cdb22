extension UIFont {
    /// A text style of Dynamic Type.
    // SDK: UIKit/UIFontDescriptor.h — typedef NSString * UIFontTextStyle NS_TYPED_ENUM;
    // (Swift: struct UIFont.TextStyle : Hashable, Equatable, RawRepresentable, @unchecked Sendable)
    public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
        /// The style's name.
        public let rawValue: String

        /// The style named `rawValue`.
        // SDK: NS_TYPED_ENUM — public init(rawValue: String)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        // SDK: UIKit/UIFontDescriptor.h — UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleLargeTitle … (Swift: static let largeTitle …).
        // The raw values are the constants' strings as remembered, unconfirmed.
        /// 34 points at the default text size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size at `category` (`unspecified` counting as `large`), from Apple's Dynamic
        /// Type table: Human Interface Guidelines ▸ Typography ▸ Specifications, "iOS, iPadOS
        /// Dynamic Type sizes" and "larger accessibility type sizes"
        /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
        /// A model of UIKit's own values, kept apart from the tools' copy on purpose: a test that
        /// compares them checks one against the other. A style not in it gets body's.
        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            let table: [TextStyle: [CGFloat]] = [
                .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
            ]
            let column = UIContentSizeCategory.ordered.firstIndex(of: category) ?? 3
            return (table[self] ?? table[.body] ?? [])[column]
        }

        /// The point size and weight at the default text size (`large`), from Apple's Dynamic Type
        /// table; a style not in it gets body's.
        var defaultMetrics: (pointSize: CGFloat, weight: Weight) {
            let sizes: [TextStyle: CGFloat] = [
                .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
                .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
            ]
            return (sizes[self] ?? 17, self == .headline ? .semibold : .regular)
        }
    }
}
