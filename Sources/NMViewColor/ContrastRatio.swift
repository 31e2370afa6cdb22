import Foundation

/// WCAG 2.2's contrast between two opaque colours, from 1:1 to 21:1.
///
/// Relative luminance and the ratio follow WCAG 2.2's definitions
/// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance and #dfn-contrast-ratio), with the sRGB
/// threshold 0.04045 of the current text.
public enum ContrastRatio {
    /// The contrast ratio of `one` and `other`, lighter over darker; their alphas are ignored, so
    /// composite each over what is behind it first.
    public static func between(_ one: RGBAColor, _ other: RGBAColor) -> Double {
        let (a, b) = (relativeLuminance(one), relativeLuminance(other))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// L = 0.2126 R + 0.7152 G + 0.0722 B of the linearized sRGB channels, each clamped to 0...1.
    public static func relativeLuminance(_ color: RGBAColor) -> Double {
        let clamped = color.clamped
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(clamped.red) + 0.7152 * linear(clamped.green) + 0.0722 * linear(clamped.blue)
    }
}
