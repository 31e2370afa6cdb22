import NMViewModel

/// Breaks label text into lines the way a preview can without font metrics: an average glyph is
/// about half the font size wide. Good enough to see whether text fits; the device is the judge.
enum TextWrapping {
    /// Average glyph width over font size for the system font.
    static let averageGlyphWidth = 0.52
    /// Line height over font size.
    static let lineHeightFactor = 1.2

    /// About how wide `text` is on one line at `fontSize`.
    static func width(of text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * averageGlyphWidth
    }

    /// The lines `text` takes in a `width`-wide view, at most `maximumLines` (0: as many as the
    /// height holds). Lines break between words (between any characters for `byCharWrapping`),
    /// a word alone too wide kept whole. When text is left over, the last line shown ends as
    /// `mode` says: with '…' where the text is cut (the truncating modes), as wrapped (the
    /// wrapping modes), or holding the rest of the text for the view to cut off (`byClipping`).
    static func lines(
        _ text: String, width: Double, height: Double, fontSize: Double, maximumLines: Int,
        mode: LineBreakMode = .byTruncatingTail
    ) -> [String] {
        // The small allowance keeps a line exactly as wide as the view from counting as too wide.
        let perLine = max(1, Int(width / (fontSize * averageGlyphWidth) + 1e-9))
        let fitting = max(1, Int(height / (fontSize * lineHeightFactor)))
        let limit = maximumLines > 0 ? maximumLines : fitting
        let lines = mode == .byCharWrapping ? characterLines(text, perLine: perLine) : wordLines(text, perLine: perLine)
        guard lines.count > limit else { return lines }
        let last = lines[limit - 1]
        let rest = lines[(limit - 1)...].joined(separator: " ")
        let kept = max(0, perLine - 1)
        let ending: String
        switch mode {
        case .byWordWrapping, .byCharWrapping: ending = last
        case .byClipping: ending = rest
        case .byTruncatingTail: ending = (last.count >= perLine ? String(last.prefix(kept)) : last) + "…"
        case .byTruncatingHead: ending = "…" + rest.suffix(kept)
        case .byTruncatingMiddle: ending = rest.prefix(kept - kept / 2) + "…" + rest.suffix(kept / 2)
        }
        return lines.prefix(limit - 1) + [ending]
    }

    private static func wordLines(_ text: String, perLine: Int) -> [String] {
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
        return lines
    }

    private static func characterLines(_ text: String, perLine: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            guard !paragraph.isEmpty else { return [""] }
            return stride(from: 0, to: paragraph.count, by: perLine).map { start in
                String(paragraph.dropFirst(start).prefix(perLine))
            }
        }
    }
}
