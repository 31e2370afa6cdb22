import NMViewModel

/// A layout font as SVG text draws it: a CSS font family list, a size and a weight. A PostScript
/// name comes first in the family list, so a browser that has the font uses it; its weight is
/// guessed from the name's style part (HelveticaNeue-Bold is bold) for browsers that do not.
struct PreviewFont: Sendable, Hashable {
    /// The system font's family list.
    static let systemFamily = "-apple-system, Helvetica, sans-serif"

    /// CSS font-family, unescaped.
    var family: String
    /// Point size.
    var size: Double
    /// CSS font-weight, 100 to 900.
    var weight: Int
    /// Whether ``GlyphWidths`` measures this font's text as the browser draws it: the system
    /// font (drawn in Helvetica where San Francisco is missing) and the Helvetica and Arial
    /// families, which share its widths. Another named font may be drawn wider.
    var sharesGlyphWidths = true

    /// The font `font` describes, `defaultSize` standing in for the size of the view's own font.
    init(_ font: FontValue?, defaultSize: Double = 17) {
        let style = font?.textStyle
        size = font?.size ?? style.map(\.pointSizeAtLarge) ?? defaultSize
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

    /// SVG text attributes for this font.
    var attributes: String {
        let bold = weight == 400 ? "" : " font-weight=\"\(weight)\""
        return " font-family=\"\(XMLText.escape(family))\" font-size=\"\(SVGRenderer.number(size))\"" + bold
    }

    /// A system font weight as a CSS weight.
    static func weight(_ weight: FontWeight) -> Int {
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
