import NMViewModel

/// The text one view shows, as the contrast rule measures it: what kind of text it is, how big and
/// heavy, the colour it is drawn in, and what the view paints between its background and it.
///
/// Every default here is the one the SVG preview draws with (`PreviewFont`, `ViewDrawing+Text`,
/// `ViewDrawing+Button`), so that what lint measures is what the preview shows;
/// `ContrastPreviewAgreementTests` holds them to what the preview draws.
struct ContrastText: Sendable {
    /// The classes that show text of their own.
    enum Kind: Sendable {
        case label, button, textField, textView

        /// The view's class in words, for a view without an id.
        var noun: String {
            switch self {
            case .label: "the label"
            case .button: "the button"
            case .textField: "the text field"
            case .textView: "the text view"
            }
        }

        /// What its text is called: a button's is its title.
        var textNoun: String { self == .button ? "title" : "text" }
    }

    let kind: Kind
    /// The point size at the text size the scene is measured at (the default, Large, in lint).
    let size: Double
    /// Whether the face is bold enough for WCAG's "large text" at 14 points.
    let isBold: Bool
    /// The colour the text is drawn in.
    let color: ColorValue
    /// The view's own property that decides ``color``, where it writes one: the finding points there.
    let colorProperty: ViewProperty?
    /// What the view paints over its background and under its text: a rounded-rect text field's
    /// box, a selected system button's tinted rectangle.
    let fill: ColorValue?

    /// WCAG 2.2's "large-scale text" (https://www.w3.org/TR/WCAG22/#dfn-large-scale): at least
    /// 18 points, or 14 points and bold. WCAG's points are CSS points; this rule takes iOS points
    /// for them, as a designer reading the layout would. Apple's own table (Accessibility
    /// Inspector, HIG ▸ Accessibility) differs for bold text under 14 points, which it counts as
    /// large at any size; this rule does not, so bold 12-point text still needs 4.5:1.
    var isLarge: Bool { size >= 18 || (size >= 14 && isBold) }

    /// The least contrast WCAG 2.2's success criterion 1.4.3 (AA) asks of this text.
    var minimumRatio: Double { isLarge ? 3 : 4.5 }

    /// The size of a label's, a text field's and a text view's text without a font: UILabel's
    /// 17 points (`UIFont.labelFontSize`), which the preview and the UIKit adapter use for all three.
    static let textSize = 17.0

    /// The size of a button's title without a font: 15 points for a `UIButton(type:)` without a
    /// configuration, as the adapter makes them (see `ViewDrawing.titleSize` for the evidence).
    static let titleSize = 15.0

    /// The text `node` shows, with `tint` the tint colour it inherits (its own wins); nil for a
    /// view that shows none: another class, no text or an empty one, or a disabled control, whose
    /// text WCAG exempts (SC 1.4.3: "part of an inactive user interface component").
    /// `kitClass` is the node's ``NMViewModel/ViewNode/kitClass``, worked out once by the caller.
    init?(
        _ node: borrowing ViewNode, kitClass: String, contentSize: ContentSizeCategory = .default,
        tint: @autoclosure () -> ColorValue
    ) {
        switch kitClass {
        case "UILabel": kind = .label
        case "UITextField": kind = .textField
        case "UITextView": kind = .textView
        case "UIButton": kind = .button
        default: return nil
        }
        let words = node[kind == .button ? .title : .text]?.textValue?.sourceText ?? ""
        guard !words.isEmpty, node[.enabled]?.boolValue != false else { return nil }
        let font = node[.font]?.fontValue
        let defaultSize = kind == .button ? Self.titleSize : Self.textSize
        size = font?.pointSize(at: contentSize, defaultSize: defaultSize) ?? defaultSize
        isBold = Self.isBold(font)
        guard kind == .button else {
            let written = node[.textColor]?.colorValue
            color = written ?? .named(.label)
            colorProperty = written == nil ? nil : .textColor
            // The preview fills a rounded-rect field's box over the field's background.
            let border = node.value(.borderStyle)?.enumerationValue(BorderStyle.self)
            fill = kind == .textField && border == .roundedRect ? .named(.secondarySystemGroupedBackground) : nil
            return
        }
        let type = node.value(.buttonType)?.enumerationValue(ButtonType.self) ?? .system
        let ownTint = node[.tintColor]?.colorValue
        let selected = type == .system && node[.selected]?.boolValue == true
        fill = selected ? ownTint ?? tint() : nil
        if selected {
            // A selected system button knocks its title out of a tinted rectangle, whatever its
            // title colour.
            color = .named(.white)
            colorProperty = .selected
        } else if let written = node[.titleColor]?.colorValue {
            color = written
            colorProperty = .titleColor
        } else if type == .custom {
            color = .named(.white)
            colorProperty = nil
        } else {
            color = ownTint ?? tint()
            colorProperty = ownTint == nil ? nil : .tintColor
        }
    }

    /// Whether `font` is bold: a system font of weight semibold or heavier (the headline style is
    /// semibold unless a weight says otherwise), or a named font whose name says Bold, Heavy or
    /// Black (`HelveticaNeue-Bold`, `AvenirNext-DemiBold`, `Avenir-Black`): a named font keeps its
    /// own weight.
    static func isBold(_ font: FontValue?) -> Bool {
        if let name = font?.name {
            return ["bold", "heavy", "black"].contains { mentions(name, $0) }
        }
        if let weight = font?.weight {
            switch weight {
            case .semibold, .bold, .heavy, .black: return true
            case .ultraLight, .thin, .light, .regular, .medium: return false
            }
        }
        return font?.textStyle == .headline
    }

    /// Whether `name` contains `word` (lower-case ASCII), ignoring case: a byte search, since
    /// Foundation's was a noticeable part of the rule on a layout of 100,000 views.
    private static func mentions(_ name: String, _ word: String) -> Bool {
        let bytes = Array(name.utf8).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, target = Array(word.utf8)
        guard bytes.count >= target.count else { return false }
        return (0...(bytes.count - target.count)).contains { start in bytes[start..<start + target.count].elementsEqual(target) }
    }
}
