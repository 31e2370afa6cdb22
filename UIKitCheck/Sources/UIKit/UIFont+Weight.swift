extension UIFont {
    /// The weight of a system font.
    // SDK: UIKit/UIFontDescriptor.h — typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;
    // (Swift: struct UIFont.Weight : Hashable, Equatable, RawRepresentable, @unchecked Sendable)
    public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
        /// The weight, from -1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat

        /// The weight `rawValue`.
        // SDK: NS_TYPED_EXTENSIBLE_ENUM — public init(_ rawValue: CGFloat)
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The weight `rawValue`.
        // SDK: NS_TYPED_EXTENSIBLE_ENUM — public init(rawValue: CGFloat)
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        // SDK: UIKit/UIFontDescriptor.h — UIKIT_EXTERN const UIFontWeight UIFontWeightUltraLight … UIFontWeightBlack
        // API_AVAILABLE(ios(8.2)) (Swift: static let ultraLight: UIFont.Weight …). The values are the
        // constants' as remembered, unconfirmed.
        /// The lightest weight.
        public static let ultraLight = Weight(-0.8)
        /// Thin.
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// Regular.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy.
        public static let heavy = Weight(0.56)
        /// The heaviest weight.
        public static let black = Weight(0.62)

        /// The end of a system font's name: `Regular`, `Semibold` …
        var fontNameSuffix: String {
            let names: [Weight: String] = [
                .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
                .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
            ]
            return names[self] ?? "Regular"
        }
    }
}
