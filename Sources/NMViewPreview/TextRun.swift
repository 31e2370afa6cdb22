import NMViewModel
import NMViewText

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

    /// The SVG: one text element with a tspan a line, inside a nested viewport over the area
    /// that cuts it off when it might not fit (see ``fitsUnclipped(_:lineHeight:)``); a run that
    /// fits is placed in the view's coordinates instead.
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
        let clipped = !fitsUnclipped(lines, lineHeight: lineHeight)
        let (left, top) = clipped ? (x, firstLine) : (area.x + x, area.y + firstLine)
        var svg = indent
        if clipped {
            let origin = (area.x == 0 ? "" : " x=\"\(n(area.x))\"") + (area.y == 0 ? "" : " y=\"\(n(area.y))\"")
            svg += "<svg class=\"text\"\(origin) width=\"\(n(area.width))\" height=\"\(n(area.height))\" overflow=\"hidden\">"
        }
        svg += "<text x=\"\(n(left))\" y=\"\(n(top))\" text-anchor=\"\(anchor)\" dominant-baseline=\"middle\"\(font.attributes)\(color.paint("fill"))>"
        for (index, line) in lines.enumerated() {
            svg += "<tspan x=\"\(n(left))\" dy=\"\(index == 0 ? "0" : n(lineHeight))\">\(XMLText.escape(line))</tspan>"
        }
        return svg + (clipped ? "</text></svg>\n" : "</text>\n")
    }

    /// Whether `lines` stay inside the area without a clip: in a font ``GlyphWidths`` measures
    /// (``PreviewFont/sharesGlyphWidths``), all of them within its height, and each printable
    /// ASCII (whose widths it has) and no wider than ``unclippedShare`` of its width, room for
    /// a face a little wider than Helvetica. A truncated line, one in another script or one that
    /// nearly fills the area keeps the clip, so text is cut off at the view's edge as UIKit's
    /// drawing into the view's bounds cuts it. The clip is a nested viewport, which Chromium
    /// paints as a chunk of its own: at 2,000 views, with the page's kept drawings, layerising
    /// took 42-65 ms of a traced preset step with one a label and 13-47 ms without.
    func fitsUnclipped(_ lines: [String], lineHeight: Double) -> Bool {
        guard font.sharesGlyphWidths, Double(lines.count) * lineHeight <= area.height else { return false }
        let room = area.width * Self.unclippedShare
        return lines.allSatisfy { line in
            line.unicodeScalars.allSatisfy { (32...126).contains($0.value) } && TextWrapping.width(of: line, font: font) <= room
        }
    }

    /// The share of the area's width a line may take and still be drawn without a clip.
    static let unclippedShare = 0.9
}
