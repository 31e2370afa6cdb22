extension TextStyle {
    /// The style's point size at the default Dynamic Type size, Large: what the tools draw and
    /// measure unless told another size, where a device scales it with the user's setting.
    public var pointSizeAtLarge: Double { pointSize(at: .large) }

    /// The style's point size at `category`, from Apple's published Dynamic Type table: Human
    /// Interface Guidelines ▸ Typography ▸ Specifications ▸ "iOS, iPadOS Dynamic Type sizes" and
    /// "iOS, iPadOS larger accessibility type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    /// Cross-checked cell for cell with the sizes `UIFont.preferredFont(forTextStyle:)` gave in an
    /// iOS 13.3 simulator (github.com/temoki/UIKit_DynamicType, README "Font size change due to
    /// combination"); the one difference is caption2 at accessibility5, 40 in the HIG and 41
    /// measured, where the HIG is followed.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        let sizes: [Double]
        switch self {
        //                  xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return sizes[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}
