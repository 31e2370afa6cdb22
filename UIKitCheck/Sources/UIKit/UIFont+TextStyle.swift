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
