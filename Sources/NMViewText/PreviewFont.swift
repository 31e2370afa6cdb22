import NMViewModel

/// A layout font as the tools draw and measure it: a CSS font family list, a size and a weight. A
/// PostScript name comes first in the family list, so a browser that has the font uses it; its
/// weight is guessed from the name's style part (HelveticaNeue-Bold is bold) for browsers that do not.
public struct PreviewFont: Sendable, Hashable {
    /// The system font's family list.
    public static let systemFamily = "-apple-system, Helvetica, sans-serif"

    /// CSS font-family, unescaped.
    public var family: String
    /// Point size.
    public var size: Double
    /// CSS font-weight, 100 to 900.
    public var weight: Int
    /// Whether ``GlyphWidths`` measures this font's text as the browser draws it: the system
    /// font (drawn in Helvetica where San Francisco is missing) and the Helvetica and Arial
    /// families, which share its widths. Another named font may be drawn wider.
    public var sharesGlyphWidths = true

    /// The font `font` describes at text size `contentSize` (see
    /// ``NMViewModel/FontValue/pointSize(at:defaultSize:)``), `defaultSize` standing in for the
    /// size of the view's own font.
    public init(_ font: FontValue?, defaultSize: Double = 17, contentSize: ContentSizeCategory = .default) {
        let style = font?.textStyle
        size = font?.pointSize(at: contentSize, defaultSize: defaultSize) ?? defaultSize
        if let name = font?.name {
            let plain = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            family = (plain ? name : "\"\(name)\"") + ", " + Self.systemFamily
            weight = Self.weight(named: name)
            sharesGlyphWidths = name.hasPrefix("Helvetica") || name.hasPrefix("Arial")
        } else {
            family = Self.systemFamily
            weight = font?.weight.map(Self.weight) ?? (style == .headline ? Self.weight(.semibold) : 400)
        }
    }

    /// This font shrunk as a one-line label with `adjustsFontSizeToFitWidth` shrinks it so that
    /// `text` fits `width`: no smaller than `minimumScaleFactor` of its size; itself when the text
    /// fits, or when the factor is 0 (its default), which means the label does not shrink at all.
    public func shrunk(toFit text: String, width: Double, minimumScaleFactor factor: Double) -> PreviewFont {
        guard factor > 0 else { return self }
        let needed = TextWrapping.width(of: text, font: self)
        guard needed > width else { return self }
        var font = self
        font.size = max(size * min(factor, 1), size * width / needed)
        return font
    }

    /// A system font weight as a CSS weight.
    public static func weight(_ weight: FontWeight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The weight a PostScript name's style part suggests: the part after the last '-'.
    private static func weight(named name: String) -> Int {
        guard let dash = name.lastIndex(of: "-") else { return 400 }
        let style = name[name.index(after: dash)...].lowercased()
        // Longest first, so "semibold" is not read as "bold" and "ultralight" not as "light".
        let weights: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("semibold", .semibold), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return weights.first { style.contains($0.0) }.map { weight($0.1) } ?? 400
    }
}
