import NMViewStrings

extension SVGRenderer {
    /// The root's attributes for the chosen language: none without one, so a picture in the
    /// source text is the same as ever.
    var languageAttributes: String {
        guard let language else { return "" }
        let direction = LanguageDirection(language: language)
        return " data-language=\"\(XMLText.escape(language))\" data-direction=\"\(direction == .rightToLeft ? "rtl" : "ltr")\""
    }
}
