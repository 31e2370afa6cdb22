import NMViewEngine
import NMViewModel
import NMViewText

/// A label's text or a button's title as the "text truncates" rule measures it: every default
/// here is the one the SVG preview draws with (`ViewDrawing+Text`, `ViewDrawing+Button`), and the
/// measuring is the preview's own (``TextFit``), so that what lint calls cut off is what the
/// preview cuts off; `TruncationPreviewAgreementTests` holds them together.
struct TruncationText: Sendable {
    /// A label's or a button's.
    let isButton: Bool
    /// The view's id, for the message.
    let id: String?
    /// The texts to try (``TextCandidates``).
    let candidates: [TextCandidates.Candidate]
    /// Its font as written.
    let font: FontValue?
    /// The most lines shown; 0 for as many as the height holds. A button's title shows one.
    let maximumLines: Int
    /// How lines break.
    let mode: LineBreakMode
    /// A one-line label's `minimumScaleFactor` when it adjusts its font size to fit its width.
    let minimumScaleFactor: Double?
    /// The insets of a button's content; zero for a label.
    let insets: EdgeInsets

    /// The text sizes tried: the default, and for a font that follows Dynamic Type the larger one.
    var sizes: [ContentSizeCategory] {
        font?.followsDynamicType == true ? [.default, TruncationRules.largeSize] : [.default]
    }

    /// The text `node` shows, nil for a view the rule leaves alone: another class, a hidden view,
    /// no text, or a button with an image or a system glyph beside its title (the room they take
    /// depends on artwork the tools do not read).
    init?(_ node: borrowing ViewNode, kitClass: String, candidates: (TextValue) -> [TextCandidates.Candidate]) {
        switch kitClass {
        case "UILabel": isButton = false
        case "UIButton": isButton = true
        default: return nil
        }
        guard node[.hidden]?.boolValue != true, let value = node[isButton ? .title : .text]?.textValue,
            !value.sourceText.isEmpty
        else { return nil }
        id = node.id
        self.candidates = candidates(value)
        font = node[.font]?.fontValue
        if isButton {
            let type = node.value(.buttonType)?.enumerationValue(ButtonType.self) ?? .system
            guard node[.image] == nil, type == .system || type == .custom else { return nil }
            maximumLines = 1
            mode = .byTruncatingMiddle
            minimumScaleFactor = nil
            insets = node[.contentEdgeInsets]?.insetsValue ?? .zero
        } else {
            maximumLines = Int(node.value(.numberOfLines)?.numberValue ?? 1)
            mode = node.value(.lineBreakMode)?.enumerationValue(LineBreakMode.self) ?? .byTruncatingTail
            let shrinks = maximumLines == 1 && node[.adjustsFontSizeToFitWidth]?.boolValue == true
            minimumScaleFactor = shrinks ? node.value(.minimumScaleFactor)?.numberValue : nil
            insets = .zero
        }
    }

    /// The room the text has in a view of `frame`: inside a button's content insets.
    func room(in frame: Rect) -> Size {
        Size(width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// The first candidate text cut off in a view of `frame` at text size `size`, and how.
    func cut(in frame: Rect, at size: ContentSizeCategory) -> (fit: TextFit, candidate: TextCandidates.Candidate)? {
        let (width, height) = (room(in: frame).width, room(in: frame).height)
        let base = PreviewFont(font, defaultSize: isButton ? 15 : 17, contentSize: size)
        for candidate in candidates where size == .default || !candidate.onlyAtDefaultSize {
            let font = minimumScaleFactor.map { base.shrunk(toFit: candidate.text, width: width, minimumScaleFactor: $0) } ?? base
            // Most text fits on one line: that is one sum of widths, without wrapping. (The line
            // break is looked for as a byte: `contains("\n")` is Foundation's search, which took a
            // third of the rule's time.)
            if !candidate.text.utf8.contains(UInt8(ascii: "\n")), TextWrapping.width(of: candidate.text, font: font) <= width + 1e-9 { continue }
            let fit = TextFit(candidate.text, width: width, height: height, font: font, maximumLines: maximumLines, mode: mode)
            if !fit.fits { return (fit, candidate) }
        }
        return nil
    }

    /// The view in words: "label 'title'", "button".
    var noun: String { (isButton ? "button" : "label") + (id.map { " '\($0)'" } ?? "") }

    /// What its text is called.
    var textNoun: String { isButton ? "title" : "text" }

    /// How to make the text fit.
    var remedy: String {
        isButton
            ? "widen the button or reduce its contentEdgeInsets, or shorten the title"
            : "widen the label, allow more lines (numberOfLines, 0 for as many as its height holds) "
                + "or let it shrink (adjustsFontSizeToFitWidth with a minimumScaleFactor)"
    }
}
