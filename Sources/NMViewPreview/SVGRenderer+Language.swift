import NMViewModel
import NMViewStrings

extension SVGRenderer {
    /// The root's attributes for the language and the direction drawn: `data-language` when a
    /// language was chosen, `data-direction` when it reads right to left or a language was
    /// chosen; none at the defaults, so a picture in the source text is the same as ever.
    func languageAttributes(direction: LayoutDirection) -> String {
        var attributes = language.map { " data-language=\"\(XMLText.escape($0))\"" } ?? ""
        if direction == .rightToLeft || language != nil {
            attributes += " data-direction=\"\(direction == .rightToLeft ? "rtl" : "ltr")\""
        }
        return attributes
    }
}
