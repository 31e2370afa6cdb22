import NMViewColor
import NMViewModel

/// What one view shows inside its rectangle, by class (a custom class's base), in the view's own
/// coordinates: the part of the picture that differs between UILabel, UIButton, UISwitch and the rest.
struct ViewDrawing {
    /// The view.
    let node: ViewNode
    /// Its bounds size.
    let size: Size
    /// Its tint, its own or inherited.
    let tint: SVGColor
    /// The appearance its system colours resolve for.
    let appearance: Appearance
    /// How its colours resolve.
    let colors: ColorResolver
    /// What its localized text shows.
    let lookup: TextLookup
    /// Indentation of the lines drawn.
    let indent: String
    /// The direction its content reads in (``NMViewEngine/CompiledLayout/contentDirection(of:in:)``):
    /// natural text aligns to the right when it is right to left.
    var direction: LayoutDirection = .leftToRight
    /// The text size fonts with a text style are drawn at.
    var contentSize: ContentSizeCategory = .default

    /// The SVG elements; empty for a class that shows nothing of its own.
    func content() -> String {
        switch node.kitClass {
        case "UILabel": label()
        case "UIButton": button()
        case "UIImageView": imageView()
        case "UITextField": textField()
        case "UITextView": textView()
        case "UISwitch": switchControl()
        case "UISlider": flippedIfRightToLeft(slider())
        case "UIProgressView": flippedIfRightToLeft(progressBar())
        case "UISegmentedControl": segmentedControl()
        case "UIActivityIndicatorView": spinner()
        case "UITableView": tableRows()
        case "UICollectionView": collectionItems()
        default: ""
        }
    }

    /// `svg` reflected across the view's width where its content reads right to left: UIKit's
    /// own controls flip there by themselves (Human Interface Guidelines, "Right to left"), so a
    /// slider and a progress bar fill from the right.
    func flippedIfRightToLeft(_ svg: String) -> String {
        guard direction == .rightToLeft, !svg.isEmpty else { return svg }
        return "\(indent)<g class=\"flipped\" transform=\"matrix(-1 0 0 1 \(SVGRenderer.number(size.width)) 0)\">\n\(svg)\(indent)</g>\n"
    }

    /// The view's bounds.
    var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The colour `property` sets, if any.
    func color(_ property: ViewProperty) -> SVGColor? {
        ColorPalette.svg(node[property], appearance, colors)
    }

    /// A named colour in the appearance drawn.
    func system(_ name: ColorName) -> SVGColor {
        ColorPalette.named(name, appearance)
    }

    /// The text `property` shows, localized text as the lookup gives it; nil when it sets none.
    func text(_ property: ViewProperty) -> String? {
        node[property]?.textValue?.text(lookup)
    }

    /// The number `property` holds, else its declared default.
    func number(_ property: ViewProperty) -> Double? {
        node.value(property)?.numberValue
    }

    /// `SVGRenderer.number`, shorter.
    func n(_ value: Double) -> String {
        SVGRenderer.number(value)
    }
}
