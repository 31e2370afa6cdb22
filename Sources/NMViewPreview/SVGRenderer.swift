import NMViewEngine
import NMViewModel

/// Draws a layout as SVG at a size: the engine picks the layout and adapts the frames exactly as
/// on a device, then each view becomes a rectangle in its background colour, labels and buttons
/// show their text, image views a crossed placeholder with the image's name, and every view's id
/// is its tooltip. Output is deterministic: the same layout and size give the same bytes.
public struct SVGRenderer: Sendable {
    /// A renderer.
    public init() {}

    /// The SVG of `layout` at `size`, in layout `variant` (by default the one the engine picks).
    public func render(_ layout: CompiledLayout, size: Size, variant: Int? = nil) -> String {
        let chosen = variant ?? layout.variantIndex(for: size)
        let frames = layout.frames(variant: chosen, bounds: size)
        let width = Self.number(size.width)
        let height = Self.number(size.height)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            data-view="\(XMLText.escape(layout.viewClass))" data-layout="\(XMLText.escape(layout.variants[chosen].name))">

            """
        svg += "<rect class=\"root\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"\(Self.fill(layout.document.root.properties["backgroundColor"], fallback: "#FFFFFF")) stroke=\"#C7C7CC\"/>\n"
        for child in layout.children(of: -1) {
            svg += view(child, in: layout, frames: frames, depth: 1)
        }
        return svg + "</svg>\n"
    }

    private func view(_ index: Int, in layout: CompiledLayout, frames: [Rect], depth: Int) -> String {
        let node = layout.nodes[index]
        if node.properties["hidden"]?.boolValue == true { return "" }
        let frame = frames[index]
        let indent = String(repeating: "  ", count: depth)
        var attributes = "class=\"view\" data-index=\"\(index)\" data-class=\"\(XMLText.escape(node.resolvedClass))\""
        if let id = node.id { attributes += " data-id=\"\(XMLText.escape(id))\"" }
        if let alpha = node.properties["alpha"]?.numberValue, alpha < 1 { attributes += " opacity=\"\(Self.number(alpha))\"" }
        var svg = "\(indent)<g \(attributes) transform=\"translate(\(Self.number(frame.x)) \(Self.number(frame.y)))\">\n"
        svg += "\(indent)  <title>\(XMLText.escape(node.id ?? node.resolvedClass))</title>\n"
        svg += "\(indent)  <rect width=\"\(Self.number(frame.width))\" height=\"\(Self.number(frame.height))\"\(Self.fill(node.properties["backgroundColor"], fallback: nil)) stroke=\"#8E8E93\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\"/>\n"
        svg += content(node, frame: frame, indent: indent + "  ")
        for child in layout.children(of: index) {
            svg += view(child, in: layout, frames: frames, depth: depth + 1)
        }
        return svg + "\(indent)</g>\n"
    }

    /// What a view shows inside its rectangle: text for labels, buttons and fields, a placeholder
    /// for images.
    private func content(_ node: ViewNode, frame: Rect, indent: String) -> String {
        let width = Self.number(frame.width)
        let height = Self.number(frame.height)
        switch node.resolvedClass {
        case "UIImageView":
            let name = node.properties["image"]?.stringValue ?? "image"
            return """
                \(indent)<path d="M0 0L\(width) \(height)M\(width) 0L0 \(height)" stroke="#AEAEB2" stroke-width="1"/>
                \(indent)<text class="image" x="\(Self.number(frame.width / 2))" y="\(Self.number(frame.height / 2))" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="10" fill="#8E8E93">\(XMLText.escape(name))</text>

                """
        case "UILabel", "UIButton", "UITextField", "UITextView":
            let text = node.properties["text"]?.stringValue ?? node.properties["title"]?.stringValue
                ?? node.properties["placeholder"]?.stringValue
            guard let text, !text.isEmpty else { return "" }
            let fontSize = node.properties["font"].flatMap { font -> Double? in
                if case .object(let parts) = font { return parts["size"]?.numberValue }
                return nil
            } ?? 17
            let colorKey = node.resolvedClass == "UIButton" ? "titleColor" : "textColor"
            let defaultColor = node.resolvedClass == "UIButton" ? "#007AFF" : "#000000"
            let color = ColorPalette.svg(node.properties[colorKey])?.fill ?? defaultColor
            let (x, anchor) = Self.alignment(node, width: frame.width)
            let maximumLines = node.resolvedClass == "UILabel" || node.resolvedClass == "UITextView"
                ? Int(node.properties["numberOfLines"]?.numberValue ?? 1) : 1
            let lines = TextWrapping.lines(
                text, width: frame.width, height: frame.height, fontSize: fontSize,
                maximumLines: node.resolvedClass == "UITextView" ? 0 : maximumLines)
            let lineHeight = fontSize * TextWrapping.lineHeightFactor
            let firstLine = frame.height / 2 - Double(lines.count - 1) * lineHeight / 2
            // A nested viewport clips the text to the view, as a label does.
            var svg = "\(indent)<svg class=\"text\" width=\"\(width)\" height=\"\(height)\" overflow=\"hidden\">"
            svg += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(firstLine))\" text-anchor=\"\(anchor)\" dominant-baseline=\"middle\" font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"\(Self.number(fontSize))\" fill=\"\(color)\">"
            for (index, line) in lines.enumerated() {
                let dy = index == 0 ? "0" : Self.number(lineHeight)
                svg += "<tspan x=\"\(Self.number(x))\" dy=\"\(dy)\">\(XMLText.escape(line))</tspan>"
            }
            return svg + "</text></svg>\n"
        default:
            return ""
        }
    }

    private static func alignment(_ node: ViewNode, width: Double) -> (Double, String) {
        if node.resolvedClass == "UIButton" { return (width / 2, "middle") }
        switch node.properties["textAlignment"]?.stringValue {
        case "center": return (width / 2, "middle")
        case "right": return (width, "end")
        default: return (0, "start")
        }
    }

    private static func fill(_ value: PropertyValue?, fallback: String?) -> String {
        if let color = ColorPalette.svg(value) {
            return " fill=\"\(color.fill)\"" + (color.opacity < 1 ? " fill-opacity=\"\(number(color.opacity))\"" : "")
        }
        return fallback.map { " fill=\"\($0)\"" } ?? " fill=\"none\""
    }

    /// A number as SVG wants it: no `.0`, at most three decimals, so output is stable.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
