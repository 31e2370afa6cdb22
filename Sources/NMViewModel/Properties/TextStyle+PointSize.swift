extension TextStyle {
    /// The style's point size at the default Dynamic Type size, Large, from the HIG's table
    /// (Typography ▸ Specifications ▸ iOS, iPadOS Dynamic Type sizes,
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications):
    /// what the preview draws and lint measures, where a device scales it with the user's setting.
    public var pointSizeAtLarge: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }
}
