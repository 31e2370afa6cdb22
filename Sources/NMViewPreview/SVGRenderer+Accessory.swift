import NMViewColor
import NMViewEngine
import NMViewModel
import NMViewText

extension SVGRenderer {
    /// The trailing margin UIKit keeps between a cell's accessory and its edge: a compact-width
    /// iPhone's layout margin, which the measured chevron inset (see
    /// ``AccessoryType/contentViewInset``) leaves room for.
    static let accessoryMargin = 16.0

    /// A table view cell's standard accessory, drawn as UIKit draws it at the cell's trailing
    /// edge, centred vertically: a chevron in tertiaryLabel, a checkmark or an info button in
    /// the tint (the cell's, which the layout does not set: systemBlue). The artwork is Apple's;
    /// these are strokes of about its size, so that what the row holds and where reads true.
    static func accessory(_ type: AccessoryType, cell size: Size, appearance: Appearance) -> String {
        let tint = ColorPalette.named(.systemBlue, appearance)
        let trailing = size.width - accessoryMargin
        let middle = size.height / 2
        var shapes = ""
        switch type {
        case .none: return ""
        case .disclosureIndicator:
            shapes = chevron(endingAt: trailing, middle: middle, appearance: appearance)
        case .checkmark:
            let start = trailing - 14.5
            shapes = "<path d=\"M\(number(start)) \(number(middle)) l5 5 l9.5 -11\" fill=\"none\"\(tint.paint("stroke")) "
                + "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        case .detailButton:
            shapes = infoButton(centre: trailing - 11, middle: middle, tint: tint)
        case .detailDisclosureButton:
            shapes = chevron(endingAt: trailing, middle: middle, appearance: appearance)
                + infoButton(centre: trailing - 8.5 - 12 - 11, middle: middle, tint: tint)
        }
        return "<g class=\"accessory\" data-accessory=\"\(type.rawValue)\">\(shapes)</g>\n"
    }

    /// The disclosure chevron, 8.5 points wide, its point at `trailing`.
    private static func chevron(endingAt trailing: Double, middle: Double, appearance: Appearance) -> String {
        let ink = ColorPalette.named(.tertiaryLabel, appearance)
        return "<path d=\"M\(number(trailing - 7.5)) \(number(middle - 6.5)) l6.5 6.5 l-6.5 6.5\" fill=\"none\"\(ink.paint("stroke")) "
            + "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    /// The 22-point info button: a circle in the tint with an "i".
    private static func infoButton(centre: Double, middle: Double, tint: SVGColor) -> String {
        "<circle cx=\"\(number(centre))\" cy=\"\(number(middle))\" r=\"10\" fill=\"none\"\(tint.paint("stroke")) stroke-width=\"1.5\"/>"
            + "<text x=\"\(number(centre))\" y=\"\(number(middle))\" text-anchor=\"middle\" dominant-baseline=\"central\" "
            + "font-family=\"\(PreviewFont.systemFamily)\" font-size=\"14\" font-weight=\"600\"\(tint.paint("fill"))>i</text>"
    }
}
