import NMViewModel

/// The texts the "text truncates" rule tries in a view, from one place, so that a new source of
/// text reaches the rule without changing it.
///
/// Today this is the source text. The longest translation in the String Catalog beside the layout
/// and the pseudo-language (`PseudoLanguage.text(_:)`, longer and accented as Android's en-XA) are
/// added here when the strings module offers them.
enum TextCandidates {
    /// One text to try, and what it is, as a finding names it.
    struct Candidate: Sendable, Hashable {
        /// The text as it would be shown.
        let text: String
        /// Which text it is: "" for the source text, else words such as "in 'de'" that the
        /// message adds after the text.
        let origin: String
    }

    /// The texts to try for `value`: first its source text.
    static func candidates(for value: TextValue) -> [Candidate] {
        [Candidate(text: value.sourceText, origin: "")]
    }
}
