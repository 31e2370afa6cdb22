/// The `language` of a render: a BCP 47 code as a String Catalog names its localizations (`de`,
/// `zh-Hans`, `pt-BR`), or `pseudo`.
extension RenderQuery {
    /// The longest code taken: BCP 47 tags a catalog uses are far shorter.
    static let languageLength = 35

    /// The language `items` asks for, nil when none, or why it is refused.
    static func language(in items: [String: String]) -> Result<String?, QueryError> {
        guard let text = items["language"], !text.isEmpty else { return .success(nil) }
        let allowed = text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        guard allowed, text.count <= languageLength else {
            return .failure(QueryError("'language' must be a language code such as 'de' or 'zh-Hans', or 'pseudo'"))
        }
        return .success(text)
    }
}
