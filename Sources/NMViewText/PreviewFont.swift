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
            // ASCII letters, digits, '-' and '_', read as bytes: Character's properties cost more
            // than the rest of measuring a label.
            let plain = name.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    true
                default: false
                }
            }
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

    /// The weight a PostScript name's style part suggests: the part after the last '-'. Matched
    /// as ASCII bytes: Foundation's `contains`, which `String.contains` resolves to where
    /// Foundation is linked, was a third of the truncation rule's time.
    private static func weight(named name: String) -> Int {
        let bytes = Array(name.utf8)
        guard let dash = bytes.lastIndex(of: UInt8(ascii: "-")) else { return 400 }
        // Lowercased ASCII; other bytes stay as they are and match no style word.
        let style = bytes[(dash + 1)...].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return styleWeights.first { mentions(style, $0.utf8) }.map { weight($0.weight) } ?? 400
    }

    /// Whether `word` occurs in `bytes`: a plain scan, as both are a few bytes long (the generic
    /// `contains` of a collection builds a searcher for each call).
    private static func mentions(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard bytes.count >= word.count else { return false }
        return (0...(bytes.count - word.count)).contains { start in bytes[start..<start + word.count].elementsEqual(word) }
    }

    /// The style words of PostScript names, longest first, so that "semibold" is not read as
    /// "bold" and "ultralight" not as "light".
    private static let styleWeights: [(utf8: [UInt8], weight: FontWeight)] = {
        let words: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("semibold", .semibold), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return words.map { (Array($0.0.utf8), $0.1) }
    }()
}
