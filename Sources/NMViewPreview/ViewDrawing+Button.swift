import NMViewModel

/// Buttons: background image, selection, image or system glyph, and title, laid out inside the
/// content edge insets and centred as UIButton centres them.
extension ViewDrawing {
    /// A button.
    func button() -> String {
        let type = node.value(.buttonType)?.enumerationValue(ButtonType.self) ?? .system
        let insets = node[.contentEdgeInsets]?.insetsValue ?? .zero
        let content = Rect(
            x: insets.left, y: insets.top, width: max(0, size.width - insets.left - insets.right),
            height: max(0, size.height - insets.top - insets.bottom))
        var svg = ""
        if let name = node[.backgroundImage]?.stringValue {
            svg += imagePlaceholder(name, in: bounds)
        }
        // A selected system button shows its content knocked out of a tinted rounded rectangle.
        let selected = type == .system && node[.selected]?.boolValue == true
        if selected {
            svg += "\(indent)<rect class=\"selection\" x=\"\(n(content.x))\" y=\"\(n(content.y))\" width=\"\(n(content.width))\" height=\"\(n(content.height))\" rx=\"6\"\(tint.paint("fill"))/>\n"
        }
        let glyph = Self.glyph(type)
        let image = node[.image]?.stringValue
        // The image's own size comes from the asset, which the preview does not read; a square
        // as high as the content stands in for it.
        let slot = glyph != nil ? min(22, content.width) : image != nil ? min(content.height, content.width) : 0
        let title = node[.title]?.stringValue ?? ""
        let font = self.font
        let titleWidth = title.isEmpty ? 0 : min(TextWrapping.width(of: title, font: font), content.width - slot)
        let start = content.x + (content.width - slot - titleWidth) / 2
        let slotRect = Rect(x: start, y: content.y + (content.height - slot) / 2, width: slot, height: slot)
        if let glyph {
            svg += self.glyph(glyph, type: type, in: slotRect, color: selected ? system(.white) : tint)
        } else if let image {
            svg += imagePlaceholder(image, in: slotRect)
        }
        guard !title.isEmpty else { return svg }
        let color = selected ? system(.white) : color(.titleColor) ?? Self.titleColor(type, tint: tint)
        // Alone, the title is centred in the content; beside an image it starts after it.
        let area = slot == 0 ? content : Rect(x: start + slot, y: content.y, width: titleWidth, height: content.height)
        let run = TextRun(text: title, area: area, font: font, color: color, alignment: slot == 0 ? .center : .left)
        return svg + run.svg(indent: indent)
    }

    /// The title colour a button has in the normal state when it sets none: white for a custom
    /// button, the tint for the others.
    static func titleColor(_ type: ButtonType, tint: SVGColor) -> SVGColor {
        switch type {
        case .custom: ColorPalette.named(.white)
        case .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: tint
        }
    }

    /// The symbol a system button type draws in place of an image; nil for the types without.
    static func glyph(_ type: ButtonType) -> String? {
        switch type {
        case .custom, .system: nil
        case .detailDisclosure, .infoLight, .infoDark: "i"
        case .contactAdd: "+"
        case .close: "×"
        }
    }

    private func glyph(_ symbol: String, type: ButtonType, in rect: Rect, color: SVGColor) -> String {
        let radius = rect.width / 2 - 1
        // The close button is a grey disc; the others are an outlined circle in the tint.
        let (circle, ink) =
            type == .close
            ? (system(.systemGray5).paint("fill"), system(.systemGray))
            : (" fill=\"none\"" + color.paint("stroke") + " stroke-width=\"1.5\"", color)
        return "\(indent)<g class=\"glyph\" transform=\"translate(\(n(rect.x + rect.width / 2)) \(n(rect.y + rect.height / 2)))\"><circle r=\"\(n(max(radius, 0)))\"\(circle)/><text text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"\(PreviewFont.systemFamily)\" font-size=\"\(n(rect.width * 0.6))\" font-weight=\"600\"\(ink.paint("fill"))>\(XMLText.escape(symbol))</text></g>\n"
    }
}
