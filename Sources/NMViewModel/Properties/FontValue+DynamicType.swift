extension FontValue {
    /// Whether the font follows the user's text size: it has a text style.
    public var followsDynamicType: Bool { textStyle != nil }

    /// The point size the font has at text size `category`, `defaultSize` standing in for the
    /// size of the view's own font, as the UIKit adapter makes it (`UIKitValues.font`):
    /// - a text style alone is the style's size at `category` (`preferredFont(forTextStyle:)`);
    /// - a size with a text style is scaled as `UIFontMetrics.scaledFont(for:)` scales it: by the
    ///   style's size at `category` over its size at Large, the size Apple's documentation says
    ///   the font is given for ("Scaling Fonts Automatically": a font sized for the default
    ///   content size category, scaled by the metrics of its text style);
    /// - a size without a text style, or no size, keeps it whatever the text size.
    public func pointSize(at category: ContentSizeCategory, defaultSize: Double) -> Double {
        guard let style = textStyle else { return size ?? defaultSize }
        guard let size else { return style.pointSize(at: category) }
        return size * style.pointSize(at: category) / style.pointSizeAtLarge
    }
}
