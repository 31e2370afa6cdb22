#if canImport(UIKit)
import NMViewModel
import UIKit

extension UIKitValues {
    /// The point size UIKit gives text when nothing says otherwise (`UIFont.labelFontSize`).
    static let defaultPointSize: CGFloat = 17

    /// The UIFont a layout's font means, and whether it follows the user's text size.
    ///
    /// - A `textStyle` alone is `preferredFont(forTextStyle:)`; with a name, size or weight, that
    ///   font scaled by the style's `UIFontMetrics`, so custom fonts follow Dynamic Type too.
    /// - Without a size: the text style's size at Large, else the size of `current` (the view's own font),
    ///   so `{name: Menlo}` changes only the face.
    /// - `nil` when `name` is not an installed font.
    static func font(_ value: FontValue, current: UIFont?) -> (font: UIFont, dynamic: Bool)? {
        let style = value.textStyle.map(textStyle)
        if let style, value.name == nil, value.size == nil, value.weight == nil {
            return (UIFont.preferredFont(forTextStyle: style), true)
        }
        // The style's size at the default text size, Large, which UIFontMetrics then scales to the
        // user's: the size preferredFont(forTextStyle:) gives now is already scaled, and scaling
        // it again made a bold body font 165 points at the largest size instead of 53.
        let size = value.size.map { CGFloat($0) }
            ?? style.map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: atLarge).pointSize }
            ?? current?.pointSize ?? defaultPointSize
        let base: UIFont
        if let name = value.name {
            guard let named = UIFont(name: name, size: size) else { return nil }
            base = named
        } else if let weight = value.weight {
            base = UIFont.systemFont(ofSize: size, weight: fontWeight(weight))
        } else {
            base = UIFont.systemFont(ofSize: size)
        }
        guard let style else { return (base, false) }
        return (UIFontMetrics(forTextStyle: style).scaledFont(for: base), true)
    }

    /// Traits at the default text size, which fonts are designed at and UIFontMetrics scales from.
    static let atLarge = UITraitCollection(preferredContentSizeCategory: .large)

    static func fontWeight(_ value: FontWeight) -> UIFont.Weight {
        switch value {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    static func textStyle(_ value: TextStyle) -> UIFont.TextStyle {
        switch value {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
    }
}
#endif
