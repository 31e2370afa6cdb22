import NMViewModel

/// Images, which the preview never has: an asset is a crossed placeholder, and an SF Symbol (whose
/// artwork is Apple's and not shipped) a tinted rounded square of the size its configuration gives,
/// labelled with its name where there is room.
extension ViewDrawing {
    /// An image view: an asset's crossed placeholder over the bounds, named after the asset, or a
    /// symbol's placeholder centred at the size its configuration gives, as content mode `center`
    /// shows it (the preview draws no content mode: see ``PreviewSupport``).
    func imageView() -> String {
        guard case .symbol(let symbol)? = node[.image]?.imageValue else {
            let name = node[.image]?.stringValue ?? "image"
            return """
                \(indent)<path d="M0 0L\(n(size.width)) \(n(size.height))M\(n(size.width)) 0L0 \(n(size.height))" stroke="#AEAEB2" stroke-width="1"/>
                \(indent)<text class="image" x="\(n(size.width / 2))" y="\(n(size.height / 2))" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="10" fill="#8E8E93">\(XMLText.escape(name))</text>

                """
        }
        let side = SymbolMetrics.side(of: symbol)
        let box = Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        var svg = symbolPlaceholder(symbol, in: box, color: tint)
        // The name goes under the symbol when the view has room for a line of 10-point text there.
        let baseline = box.y + side + SymbolMetrics.labelGap + SymbolMetrics.labelSize
        if baseline <= size.height {
            svg += "\(indent)<text class=\"symbol-name\" x=\"\(n(size.width / 2))\" y=\"\(n(baseline))\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"\(n(SymbolMetrics.labelSize))\"\(tint.paint("fill"))>\(XMLText.escape(symbol.systemName))</text>\n"
        }
        return svg
    }

    /// The placeholder of `image` in `rect`: an asset's crossed rectangle or a symbol's tinted one
    /// in `color`, without a visible name (a button's images are too small for it); the name is
    /// kept as an attribute for tools.
    func imagePlaceholder(_ image: ImageValue, in rect: Rect, color: SVGColor) -> String {
        switch image {
        case .asset(let name): assetPlaceholder(name, in: rect)
        case .symbol(let symbol): symbolPlaceholder(symbol, in: rect, color: color)
        }
    }

    /// A crossed placeholder for the asset `name` in `rect`.
    private func assetPlaceholder(_ name: String, in rect: Rect) -> String {
        let left = n(rect.x)
        let top = n(rect.y)
        let right = n(rect.x + rect.width)
        let bottom = n(rect.y + rect.height)
        return "\(indent)<path class=\"image\" data-image=\"\(XMLText.escape(name))\" d=\"M\(left) \(top)H\(right)V\(bottom)H\(left)ZM\(left) \(top)L\(right) \(bottom)M\(right) \(top)L\(left) \(bottom)\" fill=\"none\" stroke=\"#AEAEB2\" stroke-width=\"1\"/>\n"
    }

    /// A symbol's placeholder filling `rect`: a rounded square outlined in `color` over a faint
    /// fill of it, as a template image takes its view's tint.
    private func symbolPlaceholder(_ symbol: SymbolImage, in rect: Rect, color: SVGColor) -> String {
        let radius = min(rect.width, rect.height) * 0.22
        return "\(indent)<rect class=\"symbol\" data-symbol=\"\(XMLText.escape(symbol.systemName))\" x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" rx=\"\(n(radius))\"\(color.faded(0.15).paint("fill"))\(color.paint("stroke")) stroke-width=\"1.5\"/>\n"
    }
}
