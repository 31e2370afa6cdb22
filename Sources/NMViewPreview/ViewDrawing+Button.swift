import NMViewModel
import NMViewText

/// Buttons: background image, selection, image or system glyph, and title, laid out inside the
/// content edge insets and centred as UIButton centres them. A symbol image takes the button's
/// tint, as a template image does in a button made with `UIButton(type:)`; the title colour does
/// not reach it.
extension ViewDrawing {
    /// A button.
    func button() -> String {
        let type = node.value(.buttonType)?.enumerationValue(ButtonType.self) ?? .system
        let insets = node[.contentEdgeInsets]?.insetsValue ?? .zero
        let content = Rect(
            x: insets.left, y: insets.top, width: max(0, size.width - insets.left - insets.right),
            height: max(0, size.height - insets.top - insets.bottom))
        var svg = ""
        if let background = node[.backgroundImage]?.imageValue {
            svg += imagePlaceholder(background, in: bounds, color: tint)
        }
        // A selected system button shows its content knocked out of a tinted rounded rectangle.
        let selected = type == .system && node[.selected]?.boolValue == true
        if selected {
            svg += "\(indent)<rect class=\"selection\" x=\"\(n(content.x))\" y=\"\(n(content.y))\" width=\"\(n(content.width))\" height=\"\(n(content.height))\" rx=\"6\"\(tint.paint("fill"))/>\n"
        }
        let glyph = Self.glyph(type)
        let image = node[.image]?.imageValue
        // An asset's own size comes from the asset, which the preview does not read: a square as
        // high as the content stands in for it. A symbol's comes from its configuration.
        let slot: Double
        switch (glyph, image) {
        case (.some, _): slot = min(22, content.width)
        case (nil, .symbol(let symbol)?): slot = min(SymbolMetrics.side(of: symbol), content.width)
        case (nil, .asset?): slot = min(content.height, content.width)
        case (nil, nil): slot = 0
        }
        let title = text(.title) ?? ""
        let font = PreviewFont(node[.font]?.fontValue, defaultSize: Self.titleSize, contentSize: contentSize)
        let titleWidth = title.isEmpty ? 0 : min(TextWrapping.width(of: title, font: font), content.width - slot)
        let start = content.x + (content.width - slot - titleWidth) / 2
        let slotRect = Rect(x: start, y: content.y + (content.height - slot) / 2, width: slot, height: slot)
        if let glyph {
            svg += self.glyph(glyph, type: type, in: slotRect, color: selected ? system(.white) : tint)
        } else if let image {
            svg += imagePlaceholder(image, in: slotRect, color: selected ? system(.white) : tint)
        }
        guard !title.isEmpty else { return svg }
        let color = selected ? system(.white) : color(.titleColor) ?? Self.titleColor(type, tint: tint)
        // Alone, the title is centred in the content; beside an image it starts after it.
        let area = slot == 0 ? content : Rect(x: start + slot, y: content.y, width: titleWidth, height: content.height)
        let run = TextRun(text: title, area: area, font: font, color: color, alignment: slot == 0 ? .center : .left)
        return svg + run.svg(indent: indent)
    }

    /// The point size of the title of a button made with `UIButton(type:)`, as the adapter makes
    /// them (without a `UIButton.Configuration`, whose body style is 17): 15. No Apple document
    /// states it (`UIFont.buttonFontSize` is another value, not the button's); Interface Builder
    /// shows such a button's font as "System 15.0", a nib-decoded one carries `.SFUIText 15.00pt`,
    /// and its default height is 30 points, a 15-point line and 6 above and below. It is also the
    /// size a font given without one (`{weight: bold}`) keeps, as the device keeps the title
    /// label's (UIKitValues.font).
    static let titleSize = 15.0

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
