/// Which way a language's text runs, for the tools that show a layout in a language: the preview
/// says so, and mirroring can follow it.
public enum LanguageDirection: String, Sendable {
    case leftToRight
    case rightToLeft

    /// Languages written right to left, by their ISO 639 code, as `Locale.Language`'s
    /// `characterDirection` gives them: Arabic, Hebrew (and its old code), Persian, Urdu, Yiddish,
    /// Pashto, Sorani Kurdish, Dhivehi and Syriac.
    static let rightToLeftCodes: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "ckb", "dv", "syr"]

    /// The direction of `language` (`ar`, `ar-EG`, `en`); left to right for anything unknown.
    public init(language: String) {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self = Self.rightToLeftCodes.contains(base) ? .rightToLeft : .leftToRight
    }
}
