import NMViewColor

/// A colour as SVG paints it: an opaque `#RRGGBB` and an opacity from 0 to 1.
struct SVGColor: Sendable, Hashable {
    /// `#RRGGBB`, upper case.
    var fill: String
    /// From 0 (transparent) to 1.
    var opacity: Double

    /// A colour with an opacity.
    init(_ fill: String, _ opacity: Double = 1) {
        self.fill = fill
        self.opacity = opacity
    }

    /// Paint attributes for `attribute` (`fill` or `stroke`): the colour, and its opacity when
    /// below 1; `none` when fully transparent.
    func paint(_ attribute: String) -> String {
        if opacity <= 0 { return " \(attribute)=\"none\"" }
        let alpha = opacity < 1 ? " \(attribute)-opacity=\"\(SVGRenderer.number(opacity))\"" : ""
        return " \(attribute)=\"\(fill)\"" + alpha
    }

    /// The colour of `rgba`, its components clamped to 0...1.
    init(_ rgba: RGBAColor) {
        let clamped = rgba.clamped
        self.init(clamped.hexRGB, clamped.alpha)
    }

    /// This colour at `factor` of its opacity.
    func faded(_ factor: Double) -> SVGColor {
        SVGColor(fill, opacity * factor)
    }
}
