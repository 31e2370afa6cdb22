import NMViewModel
import NMViewStrings

/// The texts the "text truncates" rule tries in a view, from one place: text as written is tried
/// as it is; localized text in its source language (the String Catalog's, where it has one), in
/// its longest translation in the catalog found beside the layout, and in the pseudo-language
/// (`PseudoLanguage.text(_:)`, longer and accented as Android's en-XA), which stands for every
/// translation not written yet.
enum TextCandidates {
    /// One text to try, and what it is, as a finding names it.
    struct Candidate: Sendable, Hashable {
        /// The text as it would be shown.
        let text: String
        /// Which text it is: "" for the source text, else words such as "in 'de'" that the
        /// message adds after the text.
        let origin: String
        /// Whether it is tried at the default text size only: the pseudo-language stands in for
        /// the length of translations not written yet, a guess that a larger text size would
        /// compound; real texts are tried at every size the rule checks.
        var onlyAtDefaultSize = false
    }

    /// The texts to try for `value`, the source text first; `tables` gives the layout's string
    /// tables, asked only for localized text.
    static func candidates(for value: TextValue, tables: () -> StringTables) -> [Candidate] {
        guard case .localized(let localized) = value else { return [Candidate(text: value.sourceText, origin: "")] }
        let strings = tables()
        let source = strings.sourceText(localized)
        var result = [Candidate(text: source, origin: "")]
        if let catalog = strings.catalog(localized.table),
            let longest = catalog.translations(of: localized.key).filter({ $0.language != catalog.sourceLanguage })
                .max(by: { $0.text.count < $1.text.count }),
            longest.text != source
        {
            result.append(Candidate(text: longest.text, origin: "in '\(longest.language)'"))
        }
        result.append(Candidate(text: PseudoLanguage.text(source), origin: "in the pseudo-language", onlyAtDefaultSize: true))
        return result
    }
}
