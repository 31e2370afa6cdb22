import NMViewModel

/// How large the preview draws an SF Symbol: a square as wide as the text it matches is high, at
/// its configuration's point size and scale. The real glyphs vary in width and are Apple's, so a
/// square of the right height is what a layout can be judged by.
enum SymbolMetrics {
    /// The point size of a symbol configured without one: the body text style at the default text
    /// size, which UIKit sizes unconfigured symbols by.
    static let defaultPointSize = 17.0
    /// Points between a symbol and its name under it in an image view.
    static let labelGap = 2.0
    /// Font size of that name.
    static let labelSize = 10.0

    /// How much larger than medium `scale` draws: Apple documents small as about 20% smaller
    /// and large as about 30% larger than medium (NSImage.SymbolScale.small and .large, the same
    /// variants as UIImage.SymbolScale); the system's default scale is medium.
    static func factor(_ scale: SymbolScale?) -> Double {
        switch scale {
        case .small: 0.8
        case .large: 1.3
        case .medium, .default, nil: 1
        }
    }

    /// The side of the square the preview draws `symbol` in, in points.
    static func side(of symbol: SymbolImage) -> Double {
        (symbol.pointSize ?? defaultPointSize) * factor(symbol.scale)
    }
}
