import NMViewText

extension PreviewFont {
    /// SVG text attributes for this font.
    var attributes: String {
        let bold = weight == 400 ? "" : " font-weight=\"\(weight)\""
        return " font-family=\"\(XMLText.escape(family))\" font-size=\"\(SVGRenderer.number(size))\"" + bold
    }
}
