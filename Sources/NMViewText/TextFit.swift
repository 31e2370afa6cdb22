import NMViewModel

/// Whether a view's text fits the room it has, measured as the preview draws it
/// (``TextWrapping``): the lines the whole text takes at the room's width against the lines the
/// view shows, and what the lines drawn leave out. What lint's "text truncates" rule reports, so
/// that what it calls cut off is what the preview cuts off.
public struct TextFit: Sendable, Hashable {
    /// The text.
    public let text: String
    /// The lines the whole text takes.
    public let lines: [String]
    /// The most lines shown (``TextWrapping/lineLimit(height:font:maximumLines:)``).
    public let limit: Int
    /// The lines drawn, the last one ending as the line break mode says.
    public let shown: [String]
    /// How wide the text is on one line.
    public let width: Double

    /// The fit of `text` in a `width` by `height` area in `font`, showing at most `maximumLines`
    /// (0: as many as the height holds), wrapped and cut as `mode` says.
    public init(_ text: String, width: Double, height: Double, font: PreviewFont, maximumLines: Int, mode: LineBreakMode) {
        self.text = text
        let room = max(0, width)
        lines = TextWrapping.wrapped(text, width: room, font: font, mode: mode)
        limit = TextWrapping.lineLimit(height: height, font: font, maximumLines: maximumLines)
        shown = TextWrapping.lines(text, width: room, height: height, font: font, maximumLines: maximumLines, mode: mode)
        self.width = TextWrapping.width(of: text, font: font)
    }

    /// Whether every line is shown.
    public var fits: Bool { lines.count <= limit }

    /// How many of the text's characters (spaces and line breaks aside) the lines drawn leave out.
    public var cutCharacters: Int {
        let drawn = shown.reduce(0) { $0 + $1.filter { !$0.isWhitespace && $0 != "…" }.count }
        return max(0, text.filter { !$0.isWhitespace }.count - drawn)
    }

    /// The end of the text the lines drawn leave out, when they are its beginning (a tail cut,
    /// or lines wrapped past the last shown); nil when the cut is elsewhere or nothing is cut.
    public var cutEnd: String? {
        let count = cutCharacters
        guard count > 0 else { return nil }
        let drawn = shown.joined().filter { !$0.isWhitespace }
        let whole = text.filter { !$0.isWhitespace }
        guard !drawn.hasPrefix("…"), whole.hasPrefix(drawn.filter { $0 != "…" }) else { return nil }
        // The suffix of the text holding the last `count` characters that are not spaces.
        var remaining = count
        var start = text.endIndex
        while remaining > 0, start > text.startIndex {
            start = text.index(before: start)
            if !text[start].isWhitespace { remaining -= 1 }
        }
        return String(text[start...])
    }
}
