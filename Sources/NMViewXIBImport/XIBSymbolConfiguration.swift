import NMViewModel

/// The parts of a symbol configuration Interface Builder writes, as the format takes them: from
/// `symbolScale` on an `<imageReference>`, and from a view's (or a button state's)
/// `<preferredSymbolConfiguration>`, which UIKit lays over the image's own.
struct XIBSymbolConfiguration: Sendable, Hashable {
    /// Point size, when the configuration fixes one.
    var pointSize: Double?
    /// Weight; nil for none or IB's `unspecified`.
    var weight: SymbolWeight?
    /// Scale; nil for none or IB's `unspecified`.
    var scale: SymbolScale?
    /// What IB wrote that the format cannot say (a text style, an unknown name), as written.
    var lost: [String] = []

    /// `<preferredSymbolConfiguration configurationType="pointSize" pointSize="20" weight="semibold"
    /// scale="large">`, or `configurationType="font"` with a `<fontDescription>` inside: a system
    /// font's point size is kept, a text style (which follows the user's text size) is not.
    init(preferred element: XIBElement) {
        weight = Self.named("weight", element["weight"], lost: &lost)
        scale = Self.named("scale", element["scale"], lost: &lost)
        switch element["configurationType"] {
        case "font":
            let font = element.child(named: "fontDescription")
            if let style = font?["style"] {
                lost.append("symbol text style \(style)")
            } else if let size = font?["pointSize"].flatMap(Double.init), size > 0, size.isFinite {
                pointSize = size
            }
        default:
            if let text = element["pointSize"] {
                if let size = Double(text), size > 0, size.isFinite { pointSize = size } else { lost.append("pointSize=\(text)") }
            }
        }
    }

    /// The scale an `<imageReference symbolScale=…>` gives the image itself.
    init(symbolScale: String?) {
        scale = Self.named("symbolScale", symbolScale, lost: &lost)
    }

    /// `symbol` with every part this configuration sets laid over its own, as UIKit lays a view's
    /// preferred configuration over the image's.
    func applied(to symbol: SymbolImage) -> SymbolImage {
        var result = symbol
        if let pointSize { result.pointSize = pointSize }
        if let weight { result.weight = weight }
        if let scale { result.scale = scale }
        return result
    }

    /// The case IB's `attribute="text"` names, nil for none or `unspecified` (what leaving a part
    /// out means in the format); a name the format lacks is noted in `lost`.
    private static func named<Value: RawRepresentable>(_ attribute: String, _ text: String?, lost: inout [String]) -> Value?
    where Value.RawValue == String {
        guard let text, text != "unspecified" else { return nil }
        guard let value = Value(rawValue: text) else {
            lost.append("\(attribute)=\(text)")
            return nil
        }
        return value
    }
}
