import NMViewModel

/// Breaks label text into lines as UIKit does: words wrapped at the view's width, measured with
/// ``GlyphWidths``; a word wider than a line broken between characters; at most the lines allowed,
/// the last one ending as the line break mode says.
enum TextWrapping {
    /// Line height over font size.
    static let lineHeightFactor = 1.2

    /// How wide `text` is on one line in `font`.
    static func width(of text: some StringProtocol, font: PreviewFont) -> Double {
        GlyphWidths.width(of: text, bold: font.weight >= 600) * font.size
    }

    /// The lines `text` takes in a `width`-wide view, at most `maximumLines` (0: as many as the
    /// height holds). Lines break between words (between any characters for `byCharWrapping`).
    /// When text is left over, the last line shown ends as `mode` says: with '…' where the text
    /// is cut (the truncating modes), as wrapped (the wrapping modes), or holding the rest of the
    /// text for the view to cut off (`byClipping`).
    static func lines(
        _ text: String, width: Double, height: Double, font: PreviewFont, maximumLines: Int,
        mode: LineBreakMode = .byTruncatingTail
    ) -> [String] {
        // The small allowance keeps a line exactly as wide as the view from counting as too wide.
        let fits = { (line: Substring) in Self.width(of: line, font: font) <= width + 1e-9 }
        let fitting = max(1, Int(height / (font.size * lineHeightFactor)))
        let limit = maximumLines > 0 ? maximumLines : fitting
        let lines = mode == .byCharWrapping ? characterLines(text, fits: fits) : wordLines(text, fits: fits)
        guard lines.count > limit else { return lines }
        let last = lines[limit - 1]
        let rest = lines[(limit - 1)...].joined(separator: " ")
        // Widths grow with the characters kept, so the most that fit is found by bisection.
        let characters = Array(rest)
        let head = { (count: Int) in String(characters.prefix(count)) }
        let tail = { (count: Int) in String(characters.suffix(count)) }
        let ending: String
        switch mode {
        case .byWordWrapping, .byCharWrapping: ending = last
        case .byClipping: ending = rest
        case .byTruncatingTail:
            let kept = largest(upTo: characters.count) { fits((head($0) + "…")[...]) }
            ending = String(head(kept).reversed().drop { $0 == " " }.reversed()) + "…"
        case .byTruncatingHead:
            let kept = largest(upTo: characters.count) { fits(("…" + tail($0))[...]) }
            ending = "…" + tail(kept).drop { $0 == " " }
        case .byTruncatingMiddle:
            // Both ends are kept, the head getting the odd character.
            let kept = largest(upTo: characters.count) { fits((head($0 - $0 / 2) + "…" + tail($0 / 2))[...]) }
            ending = head(kept - kept / 2) + "…" + tail(kept / 2)
        }
        return lines.prefix(limit - 1) + [ending]
    }

    /// The largest count from 0 to `count` that `fits` accepts, for a `fits` that accepts every
    /// count up to some point and none after it; 0 when it accepts none.
    private static func largest(upTo count: Int, _ fits: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func wordLines(_ text: String, fits: (Substring) -> Bool) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if fits(candidate[...]) {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                // A word wider than the line alone is broken between characters.
                var pieces = characterLines(String(word), fits: fits)
                current = pieces.popLast() ?? ""
                lines += pieces
            }
            lines.append(current)
        }
        return lines
    }

    private static func characterLines(_ text: String, fits: (Substring) -> Bool) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var lines: [String] = []
            var current = ""
            for character in paragraph {
                if !current.isEmpty, !fits((current + String(character))[...]) {
                    lines.append(current)
                    current = ""
                }
                current.append(character)
            }
            return lines + [current]
        }
    }
}
