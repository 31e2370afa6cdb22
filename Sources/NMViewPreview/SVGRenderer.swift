import NMViewColor
import NMViewEngine
import NMViewModel

/// Draws a layout as SVG at a size: the engine picks the layout and adapts the frames exactly as
/// on a device, then each view becomes a rectangle with its background, corners and border, with
/// what its class shows drawn inside (text, images as crossed placeholders named after them, SF
/// Symbols as tinted squares of their configured size, switches, sliders, progress bars, segments,
/// spinners), and its id as its tooltip.
/// ``PreviewSupport`` says which properties are drawn and why the others are not. Output is
/// deterministic: the same layout and size give the same bytes.
public struct SVGRenderer: Sendable {
    /// How colours resolve: the asset colours of the layout's catalogs, UIKit's named colours.
    public let colors: ColorResolver
    /// Whether every view gets the translucent blue hairline that shows its bounds, as Interface
    /// Builder draws them; off for a picture of what the device shows and nothing else.
    public let showsBounds: Bool
    /// The user's text size: fonts with a text style are drawn at its size (Dynamic Type).
    public var contentSize: ContentSizeCategory
    /// What localized text shows: by default its source text.
    public let text: TextLookup
    /// The language the text is in, when one was chosen: the picture says so (`data-language`).
    public let language: String?

    /// A renderer whose asset colours come from `colors`, drawing bounds outlines unless
    /// `showsBounds` is false, text at `contentSize`, and localized text from `text`, in
    /// `language` when one was chosen.
    public init(
        colors: ColorResolver = ColorResolver(), showsBounds: Bool = true, contentSize: ContentSizeCategory = .default,
        text: @escaping TextLookup = LocalizedText.sourceLookup, language: String? = nil
    ) {
        self.colors = colors
        self.showsBounds = showsBounds
        self.contentSize = contentSize
        self.text = text
        self.language = language
    }

    /// The SVG of `layout` at `size` on a screen whose safe area is `safeArea` (by default the
    /// layout's own, as on the device it was designed for), in layout `variant` (by default the
    /// one the engine picks), with system colours resolved for `appearance`. The insets move only
    /// the root's subviews of a layout that declares a safe area, as on a device; nothing marks
    /// them in the picture (the preview page draws its own guide). With `onlyInSight`, views that
    /// cannot show inside `size` (see ``inSight(_:parents:bounds:)``) are left out: the picture is
    /// the same. A table cell's layout with an accessory is drawn as its cell: the root, its
    /// content view, narrower by the accessory, which is drawn beside it (see `accessory`). In a
    /// user interface that reads right to left (`direction`), a mirrored layout is drawn flipped
    /// and natural text aligns to the right.
    public func render(
        _ layout: CompiledLayout, size: Size, safeArea: EdgeInsets? = nil, variant: Int? = nil, appearance: Appearance = .light,
        direction: LayoutDirection = .leftToRight, onlyInSight: Bool = false
    ) -> String {
        // The bounds the root has: the cell's content view for a table cell with an accessory.
        let content = layout.contentBounds(in: size)
        let chosen = variant ?? layout.variantIndex(for: content)
        let frames = layout.frames(variant: chosen, bounds: content, safeArea: safeArea, direction: direction)
        let sight = onlyInSight ? Self.inSight(frames, parents: layout.parents, bounds: content) : nil
        let width = Self.number(size.width)
        let height = Self.number(size.height)
        let root = layout.document.root
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            data-view="\(XMLText.escape(layout.viewClass))" data-layout="\(XMLText.escape(layout.variants[chosen].name))" \
            data-appearance="\(appearance.rawValue)"\(languageAttributes(direction: direction))>

            """
        // What shows through a root without a colour of its own: the window's systemBackground.
        // Beside an accessory it is the cell's, and the root's own colour fills only its bounds.
        let rootColor = ColorPalette.svg(root[.backgroundColor], appearance, colors)
        let accessory = layout.cellAccessory
        let hasAccessory = accessory != .none
        let background = (hasAccessory ? nil : rootColor) ?? ColorPalette.named(.systemBackground, appearance)
        let edge = ColorPalette.named(.opaqueSeparator, appearance)
        svg += "<rect class=\"root\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"\(background.paint("fill"))\(edge.paint("stroke"))/>\n"
        if hasAccessory, let rootColor {
            svg += "<rect class=\"content-view\" width=\"\(Self.number(content.width))\" height=\"\(height)\"\(rootColor.paint("fill"))/>\n"
        }
        let tint = rootTint(layout, appearance: appearance)
        for child in layout.children(of: -1) {
            svg += view(
                child, in: layout, frames: frames, sight: sight, depth: 1, tint: tint, appearance: appearance, direction: direction)
        }
        if hasAccessory {
            svg += Self.accessory(accessory, cell: size, appearance: appearance)
        }
        return svg + "</svg>\n"
    }

    /// View `index` and its subviews as a full render draws them, given what it inherits.
    func view(
        _ index: Int, in layout: CompiledLayout, frames: [Rect], sight: [Bool]?, depth: Int, tint inherited: SVGColor,
        appearance: Appearance, direction: LayoutDirection
    ) -> String {
        let node = layout.nodes[index]
        if Self.isHidden(node) || sight?[index] == false { return "" }
        let tint = ColorPalette.svg(node[.tintColor], appearance, colors) ?? inherited
        let own = ownDrawing(
            index, in: layout, frame: frames[index], tint: tint, appearance: appearance, direction: direction, depth: depth)
        var svg = own.head
        for child in layout.children(of: index) {
            svg += view(
                child, in: layout, frames: frames, sight: sight, depth: depth + 1, tint: tint, appearance: appearance,
                direction: direction)
        }
        return svg + own.tail
    }

    /// A view's own drawing around where its subviews go: `head` opens its group and holds its
    /// title, rectangle, content and (when it clips) the opening of its clip; `tail` closes them
    /// after its border. `head + tail` is the view without subviews, which is what a patch sends
    /// (see ``patch(_:from:safeArea:to:safeArea:variant:appearance:direction:previous:)``).
    func ownDrawing(
        _ index: Int, in layout: CompiledLayout, frame: Rect, tint: SVGColor, appearance: Appearance,
        direction: LayoutDirection = .leftToRight, depth: Int
    ) -> (head: String, tail: String) {
        let node = layout.nodes[index]
        let indent = String(repeating: "  ", count: depth)
        var attributes = "class=\"view\" data-index=\"\(index)\" data-class=\"\(XMLText.escape(node.resolvedClass))\""
        if let id = node.id { attributes += " data-id=\"\(XMLText.escape(id))\"" }
        if let alpha = node[.alpha]?.numberValue, alpha < 1 { attributes += " opacity=\"\(Self.number(max(alpha, 0)))\"" }
        let width = Self.number(frame.width)
        let height = Self.number(frame.height)
        let radius = min(max(node[.cornerRadius]?.numberValue ?? 0, 0), min(frame.width, frame.height) / 2)
        let corners = radius > 0 ? " rx=\"\(Self.number(radius))\"" : ""
        let background = ColorPalette.svg(node[.backgroundColor], appearance, colors)?.paint("fill") ?? " fill=\"none\""
        var head = "\(indent)<g \(attributes) transform=\"\(Self.translation(frame))\">\n"
        head += "\(indent)  <title>\(XMLText.escape(node.id ?? node.resolvedClass))</title>\n"
        let guide = showsBounds ? "\(Self.boundsGuide(appearance)) stroke-width=\"0.5\"" : ""
        head += "\(indent)  <rect width=\"\(width)\" height=\"\(height)\"\(corners)\(background)\(guide)/>\n"
        let content = ViewDrawing(
            node: node, size: Size(width: frame.width, height: frame.height), tint: tint, appearance: appearance,
            colors: colors, lookup: text, indent: indent + "  ", direction: layout.contentDirection(of: index, in: direction),
            contentSize: contentSize
        ).content()
        if node[.enabled]?.boolValue == false, !content.isEmpty {
            // A disabled control is dimmed, as the format describes it.
            head += "\(indent)  <g class=\"disabled\" opacity=\"0.4\">\n\(content)\(indent)  </g>\n"
        } else {
            head += content
        }
        var tail = ""
        if node[.clipsToBounds]?.boolValue == true && !layout.children(of: index).isEmpty {
            head += "\(indent)  <svg class=\"clip\" width=\"\(width)\" height=\"\(height)\" overflow=\"hidden\">\n"
            tail += "\(indent)  </svg>\n"
        }
        tail += border(node, frame: frame, radius: radius, appearance: appearance, indent: indent + "  ")
        return (head, tail + "\(indent)</g>\n")
    }

    /// The stroke of the hairline drawn around every view, as Interface Builder's bounds
    /// rectangles are: a translucent systemBlue, so it reads as a guide and not as a border the
    /// device draws. Solid, not dashed: Chromium rasterises dashes in software four to five times
    /// as slowly (the tiles of a 2,000-view canvas took 90–120 ms against 22–25 ms), and a resize
    /// rasterises again every tile a view that moved touches.
    static func boundsGuide(_ appearance: Appearance) -> String {
        ColorPalette.named(.systemBlue, appearance).faded(0.45).paint("stroke")
    }

    /// The tint the root passes down: its own, else systemBlue.
    func rootTint(_ layout: CompiledLayout, appearance: Appearance) -> SVGColor {
        ColorPalette.svg(layout.document.root[.tintColor], appearance, colors) ?? ColorPalette.named(.systemBlue, appearance)
    }

    /// A view group's `transform`: its frame's origin in its superview.
    static func translation(_ frame: Rect) -> String {
        "translate(\(number(frame.x)) \(number(frame.y)))"
    }

    /// Whether UIKit would hide the view: its own hidden, else a spinner that does not spin and
    /// hides when stopped (as it does by default). hidden is applied last, so it wins.
    public static func isHidden(_ node: ViewNode) -> Bool {
        if let hidden = node[.hidden]?.boolValue { return hidden }
        return node.kitClass == "UIActivityIndicatorView" && node.value(.hidesWhenStopped)?.boolValue == true
            && node.value(.animating)?.boolValue != true
    }

    /// The layer's border, drawn inside the bounds and over the subviews, as Core Animation does.
    private func border(_ node: ViewNode, frame: Rect, radius: Double, appearance: Appearance, indent: String) -> String {
        guard let width = node[.borderWidth]?.numberValue, width > 0, width.isFinite else { return "" }
        let color = ColorPalette.svg(node.value(.borderColor), appearance, colors) ?? ColorPalette.named(.black)
        let inset = min(width, frame.width, frame.height) / 2
        let corners = radius > inset ? " rx=\"\(Self.number(radius - inset))\"" : ""
        return "\(indent)<rect class=\"border\" x=\"\(Self.number(inset))\" y=\"\(Self.number(inset))\" width=\"\(Self.number(frame.width - 2 * inset))\" height=\"\(Self.number(frame.height - 2 * inset))\"\(corners) fill=\"none\"\(color.paint("stroke")) stroke-width=\"\(Self.number(width))\"/>\n"
    }

    /// A number as SVG wants it: no `.0`, at most three decimals, so output is stable.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
