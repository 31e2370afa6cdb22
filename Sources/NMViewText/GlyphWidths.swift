/// How wide text is, from Helvetica's advance widths (Adobe's published font metrics, which Arial
/// and Liberation Sans share): the widths of the sans-serif face the SVG is drawn in where
/// San Francisco is missing, so lines break where the drawn text actually runs out of room. An
/// average glyph width, as before, made a 595 pt label wrap at about 445 pt.
public enum GlyphWidths {
    /// Advance widths in thousandths of the font size for the printable ASCII characters, space
    /// (32) to tilde (126), regular.
    static let regular: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// The same, bold (weights from semibold up).
    static let bold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ]

    /// The width of `text` at a font size of 1.
    public static func width(of text: some StringProtocol, bold isBold: Bool) -> Double {
        let table = isBold ? bold : regular
        var thousandths = 0
        for scalar in text.unicodeScalars {
            thousandths += width(of: scalar, table: table)
        }
        return Double(thousandths) / 1000
    }

    private static func width(of scalar: Unicode.Scalar, table: [UInt16]) -> Int {
        let value = Int(scalar.value)
        if (32...126).contains(value) { return Int(table[value - 32]) }
        switch scalar {
        case "…", "—": return 1000
        case "•": return 350
        case "–": return 556
        default: break
        }
        // Combining marks take no room; East Asian ideographs and emoji are about a square.
        if scalar.properties.generalCategory == .nonspacingMark { return 0 }
        if value >= 0x1100 && (scalar.properties.isEmojiPresentation || (0x2E80...0xFFEF).contains(value)) { return 1000 }
        return 556
    }
}
