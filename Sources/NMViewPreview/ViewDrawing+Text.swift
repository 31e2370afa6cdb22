import NMViewModel
import NMViewText

/// Views whose content is text: labels, text views and text fields.
extension ViewDrawing {
    /// The font the view's `font` describes.
    var font: PreviewFont { PreviewFont(node[.font]?.fontValue, contentSize: contentSize) }

    /// The view's text alignment, else its declared default; natural is the right edge where
    /// the content reads right to left, as UIKit resolves it (left and right stay where they are).
    var alignment: TextAlignment {
        let written = node.value(.textAlignment)?.enumerationValue(TextAlignment.self) ?? .natural
        return written == .natural && direction == .rightToLeft ? .right : written
    }

    /// The view's text colour; black (UIColor.label) when it sets none.
    var textColor: SVGColor { color(.textColor) ?? system(.label) }

    /// A label: its lines centred vertically, shrunk to fit its width when it may shrink.
    func label() -> String {
        guard let text = text(.text), !text.isEmpty else { return "" }
        let lines = Int(number(.numberOfLines) ?? 1)
        var font = self.font
        if lines == 1, node[.adjustsFontSizeToFitWidth]?.boolValue == true, let factor = number(.minimumScaleFactor) {
            font = font.shrunk(toFit: text, width: size.width, minimumScaleFactor: factor)
        }
        let mode = node.value(.lineBreakMode)?.enumerationValue(LineBreakMode.self) ?? .byTruncatingTail
        let run = TextRun(
            text: text, area: bounds, font: font, color: textColor, alignment: alignment, maximumLines: lines, mode: mode)
        return run.svg(indent: indent)
    }

    /// A text view: its text from the top left, inside UITextView's default insets (8 above,
    /// 5 beside), as many lines as fit.
    func textView() -> String {
        guard let text = text(.text), !text.isEmpty else { return "" }
        let area = Rect(x: 5, y: 8, width: max(0, size.width - 10), height: max(0, size.height - 16))
        let run = TextRun(
            text: text, area: area, font: font, color: textColor, alignment: alignment, maximumLines: 0,
            centredVertically: false)
        return run.svg(indent: indent)
    }

    /// A text field: its border, then its text (dots when secure) or else its placeholder, and
    /// the clear button where it shows while the field is not being edited.
    func textField() -> String {
        let style = node.value(.borderStyle)?.enumerationValue(BorderStyle.self) ?? .none
        var svg = fieldBorder(style)
        let text = text(.text) ?? ""
        let mode = node.value(.clearButtonMode)?.enumerationValue(ClearButtonMode.self) ?? .never
        let clearButton = !text.isEmpty && (mode == .always || mode == .unlessEditing)
        let padding = style == .none ? 0.0 : 7
        let area = Rect(
            x: padding, y: 0, width: max(0, size.width - 2 * padding - (clearButton ? 22 : 0)), height: size.height)
        if !text.isEmpty {
            let shown = node[.secureTextEntry]?.boolValue == true ? String(repeating: "•", count: text.count) : text
            svg += TextRun(text: shown, area: area, font: font, color: textColor, alignment: alignment).svg(indent: indent)
        } else if let placeholder = self.text(.placeholder), !placeholder.isEmpty {
            let color = system(.placeholderText)
            svg += TextRun(text: placeholder, area: area, font: font, color: color, alignment: alignment).svg(indent: indent)
        }
        if clearButton {
            let x = n(size.width - padding - 9)
            let y = n(size.height / 2)
            svg += "\(indent)<g class=\"clear-button\" transform=\"translate(\(x) \(y))\"><circle r=\"8\"\(system(.systemGray3).paint("fill"))/><path d=\"M-3 -3L3 3M3 -3L-3 3\" stroke=\"#FFFFFF\" stroke-width=\"1.5\"/></g>\n"
        }
        return svg
    }

    private func fieldBorder(_ style: BorderStyle) -> String {
        let fill = system(.secondarySystemGroupedBackground).paint("fill")
        let edge = system(.systemGray3).paint("stroke")
        let box = "x=\"0.5\" y=\"0.5\" width=\"\(n(max(0, size.width - 1)))\" height=\"\(n(max(0, size.height - 1)))\""
        return switch style {
        case .none: ""
        case .line: "\(indent)<rect class=\"field-border\" \(box) fill=\"none\"\(system(.label).paint("stroke")) stroke-width=\"1\"/>\n"
        case .bezel: "\(indent)<rect class=\"field-border\" \(box) fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"1\"/>\n"
        case .roundedRect:
            "\(indent)<rect class=\"field-border\" \(box) rx=\"5\"\(fill)\(edge) stroke-width=\"1\"/>\n"
        }
    }
}
