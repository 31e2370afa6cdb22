import NMViewModel

/// Text drawn in an area of a view and cut off at its edges, as UIKit clips a label's text.
struct TextRun {
    /// The text.
    var text: String
    /// Where it is drawn, in the view's coordinates.
    var area: Rect
    /// Its font.
    var font: PreviewFont
    /// Its colour.
    var color: SVGColor
    /// Its horizontal alignment; natural is left, as for left-to-right text.
    var alignment: TextAlignment = .natural
    /// Most lines; 0 for as many as the area holds.
    var maximumLines = 1
    /// How text that does not fit ends.
    var mode: LineBreakMode = .byTruncatingTail
    /// Whether the lines sit in the middle of the area (a label) or at its top (a text view).
    var centredVertically = true

    /// The SVG: a nested viewport over the area, holding one text element with a tspan a line.
    func svg(indent: String) -> String {
        let lines = TextWrapping.lines(
            text, width: area.width, height: area.height, font: font, maximumLines: maximumLines, mode: mode)
        let lineHeight = font.size * TextWrapping.lineHeightFactor
        let firstLine = centredVertically
            ? area.height / 2 - Double(lines.count - 1) * lineHeight / 2 : lineHeight / 2
        let (x, anchor): (Double, String) =
            switch alignment {
            case .center: (area.width / 2, "middle")
            case .right: (area.width, "end")
            case .left, .justified, .natural: (0, "start")
            }
        let n = SVGRenderer.number
        let origin = (area.x == 0 ? "" : " x=\"\(n(area.x))\"") + (area.y == 0 ? "" : " y=\"\(n(area.y))\"")
        var svg = "\(indent)<svg class=\"text\"\(origin) width=\"\(n(area.width))\" height=\"\(n(area.height))\" overflow=\"hidden\">"
        svg += "<text x=\"\(n(x))\" y=\"\(n(firstLine))\" text-anchor=\"\(anchor)\" dominant-baseline=\"middle\"\(font.attributes)\(color.paint("fill"))>"
        for (index, line) in lines.enumerated() {
            svg += "<tspan x=\"\(n(x))\" dy=\"\(index == 0 ? "0" : n(lineHeight))\">\(XMLText.escape(line))</tspan>"
        }
        return svg + "</text></svg>\n"
    }
}
