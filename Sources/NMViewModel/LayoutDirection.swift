/// The direction a user interface reads in (UIUserInterfaceLayoutDirection): a layout whose
/// `layoutDirection` is `mirrored` is flipped in a right-to-left one.
///
/// Written `ltr` and `rtl`, as HTML's `dir` attribute and `nmview render --layout-direction` have it.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
    /// Left to right: English, German, Japanese, Russian and most languages.
    case leftToRight = "ltr"
    /// Right to left: Arabic, Hebrew, Persian, Urdu and the other languages in Arabic, Hebrew,
    /// Syriac, Thaana or N'Ko script.
    case rightToLeft = "rtl"

    /// The direction language `code` is written in: a BCP 47 tag (`ar`, `he-IL`, `fa_IR`,
    /// `az-Arab`, `pa-Arab-PK`), case and separator as anyone writes them. A script subtag
    /// decides when there is one (Azerbaijani is left to right in Latin script and right to left
    /// in Arabic); otherwise the language's usual script does. An unknown or empty code is left to
    /// right, as every language outside the list is.
    public init(language code: String) {
        let subtags = code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = subtags.first else {
            self = .leftToRight
            return
        }
        // The script subtag is the four-letter one straight after the language (BCP 47, section 2.2.3).
        if subtags.count > 1, subtags[1].count == 4, subtags[1].allSatisfy(\.isLetter) {
            self = Self.rightToLeftScripts.contains(subtags[1]) ? .rightToLeft : .leftToRight
        } else {
            self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
        }
    }

    /// ISO 15924 codes of the scripts written right to left that an app is localized into:
    /// Arabic, Hebrew, Syriac, Thaana, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Samaritan, Mende Kikakui.
    static let rightToLeftScripts: Set<String> = [
        "arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg", "mand", "samr", "mend",
    ]

    /// Languages whose usual script (CLDR's likely subtags) is one of those: Arabic, Hebrew (and
    /// its old code `iw`), Persian, Urdu, Pashto, Sindhi, Uyghur, Central Kurdish, Dhivehi,
    /// Yiddish (`ji` of old), Syriac, N'Ko, Balochi, Kashmiri, Aramaic, Southern Balochi, Mazanderani,
    /// Northern Luri, Dari and Punjabi's Western form (`pnb`).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "ckb", "dv", "yi", "ji", "syr", "nqo", "bal", "ks", "arc",
        "bcc", "mzn", "lrc", "prs", "pnb",
    ]
}
