import NMViewModel

/// Breaks label text into lines as UIKit does: words wrapped at the view's width, measured with
/// ``GlyphWidths``; a word wider than a line broken between characters; at most the lines allowed,
/// the last one ending as the line break mode says.
public enum TextWrapping {
    /// Line height over font size.
    public static let lineHeightFactor = 1.2

    /// How wide `text` is on one line in `font`.
    public static func width(of text: some StringProtocol, font: PreviewFont) -> Double {
        GlyphWidths.width(of: text, bold: font.weight >= 600) * font.size
    }

    /// The lines `text` takes in a `width`-wide view, at most `maximumLines` (0: as many as the
    /// height holds). Lines break between words (between any characters for `byCharWrapping`).
    /// When text is left over, the last line shown ends as `mode` says: with '…' where the text
    /// is cut (the truncating modes), as wrapped (the wrapping modes), or holding the rest of the
    /// text for the view to cut off (`byClipping`).
    public static func lines(
        _ text: String, width: Double, height: Double, font: PreviewFont, maximumLines: Int,
        mode: LineBreakMode = .byTruncatingTail
    ) -> [String] {
        let fits = fitting(width, font: font)
        let limit = lineLimit(height: height, font: font, maximumLines: maximumLines)
        let lines = wrapped(text, width: width, font: font, mode: mode)
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

    /// The most lines a view shows: `maximumLines`, or with 0 as many as `height` holds (at least one).
    public static func lineLimit(height: Double, font: PreviewFont, maximumLines: Int) -> Int {
        if maximumLines > 0 { return maximumLines }
        let fitting = height / (font.size * lineHeightFactor)
        return fitting.isFinite ? max(1, Int(min(fitting, Double(Int32.max)))) : 1
    }

    /// Every line `text` takes in a `width`-wide view, none cut: broken between words, or between
    /// any characters for `byCharWrapping`.
    public static func wrapped(_ text: String, width: Double, font: PreviewFont, mode: LineBreakMode) -> [String] {
        let fits = fitting(width, font: font)
        return mode == .byCharWrapping ? characterLines(text, fits: fits) : wordLines(text, fits: fits)
    }

    /// Whether a line fits `width` in `font`. The small allowance keeps a line exactly as wide as
    /// the view from counting as too wide.
    private static func fitting(_ width: Double, font: PreviewFont) -> (Substring) -> Bool {
        { line in Self.width(of: line, font: font) <= width + 1e-9 }
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
