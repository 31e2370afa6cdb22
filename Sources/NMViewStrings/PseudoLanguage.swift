/// A pseudo-language in the style of Android's `en-XA` pseudolocale: every Latin letter accented,
/// the text made about 40% longer and put in brackets. A German translation runs 30–40% longer
/// than the English, so a layout whose text still fits in the pseudo-language is likely to fit
/// in the real ones; the brackets show where text is cut, the accents where a font lacks glyphs.
/// (developer.android.com/guide/topics/resources/pseudolocales: "en-XA … adds accents to English,
/// … expands the text"; the brackets are its.)
///
/// One function, which the preview, `render --language pseudo` and the truncation rule share.
public enum PseudoLanguage {
    /// The language code that selects it (`--language pseudo`).
    public static let code = "pseudo"
    /// How much longer the text becomes: 40%.
    public static let expansion = 0.4

    /// `text` in the pseudo-language: `Sign in` → `[Šîĝñ îñ one two]`. Format placeholders
    /// (`%@`, `%lld`, `%1$@`) are kept as written, so the text still formats.
    public static func text(_ text: String) -> String {
        var accented = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "%", let end = placeholderEnd(in: text, from: index) {
                accented += text[index..<end]
                index = end
                continue
            }
            let character = text[index]
            accented.append(accents[character] ?? character)
            index = text.index(after: index)
        }
        let wanted = Int((Double(text.count) * expansion).rounded(.up))
        var padding = ""
        var word = 0
        while padding.count < wanted {
            padding += " " + paddingWords[word % paddingWords.count]
            word += 1
        }
        return "[" + accented + padding + "]"
    }

    /// Where a printf-style placeholder starting at `start` (a `%`) ends: flags, an optional
    /// `n$`, length modifiers and the conversion; nil when it is no placeholder.
    private static func placeholderEnd(in text: String, from start: String.Index) -> String.Index? {
        var index = text.index(after: start)
        guard index < text.endIndex else { return nil }
        if text[index] == "%" { return text.index(after: index) }
        while index < text.endIndex, "0123456789$.-+ #lhqLzjt".contains(text[index]) { index = text.index(after: index) }
        guard index < text.endIndex, "@dDuUxXoOfFeEgGcCsSpaA".contains(text[index]) else { return nil }
        return text.index(after: index)
    }

    /// Words the text is lengthened with, as Android's pseudolocale does: readable, so a reviewer
    /// sees it is padding.
    private static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
