/// Breaks label text into lines the way a preview can without font metrics: an average glyph is
/// about half the font size wide. Good enough to see whether text fits; the device is the judge.
enum TextWrapping {
    /// Average glyph width over font size for the system font.
    static let averageGlyphWidth = 0.52
    /// Line height over font size.
    static let lineHeightFactor = 1.2

    /// The lines `text` takes in a `width`-wide view, at most `maximumLines` (0: as many as the
    /// height holds), words kept whole unless one alone is too wide; the last line shown ends
    /// with '…' when text is left over, like UILabel's tail truncation.
    static func lines(_ text: String, width: Double, height: Double, fontSize: Double, maximumLines: Int) -> [String] {
        let perLine = max(1, Int(width / (fontSize * averageGlyphWidth)))
        let fitting = max(1, Int(height / (fontSize * lineHeightFactor)))
        let limit = maximumLines > 0 ? maximumLines : fitting
        var lines: [String] = []
        var current = ""
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if candidate.count <= perLine || current.isEmpty {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
            current = ""
        }
        guard lines.count > limit else { return lines }
        var shown = Array(lines.prefix(limit))
        if var last = shown.popLast() {
            if last.count >= perLine { last = String(last.prefix(max(0, perLine - 1))) }
            shown.append(last + "…")
        }
        return shown
    }
}
