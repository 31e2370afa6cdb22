import NMViewModel

/// Reads IB's `<fontDescription>` as the format's font mapping.
enum XIBFont {
    /// The font `element` describes, and what of it the format cannot hold (italic system fonts).
    static func read(_ element: XIBElement) -> (value: PropertyValue?, lost: String?) {
        var fields: [String: PropertyValue] = [:]
        if let size = element["pointSize"].flatMap(XIBNumber.parse), size > 0, size.isFinite { fields["size"] = .number(size) }
        if let style = element["style"] {
            guard let textStyle = textStyle(style) else { return (nil, "the text style '\(style)'") }
            fields["textStyle"] = .string(textStyle.rawValue)
            fields["size"] = nil
            return (.object(fields), nil)
        }
        var lost: String?
        switch element["type"] {
        case "boldSystem": fields["weight"] = .string(FontWeight.bold.rawValue)
        case "italicSystem": lost = "the italic of the system font"
        case "system", nil:
            if let name = element["name"] { fields["name"] = .string(name) }
            if let weight = element["weight"].flatMap(FontWeight.init(rawValue:)), weight != .regular {
                fields["weight"] = .string(weight.rawValue)
            }
        case let other?: return (nil, "the font type '\(other)'")
        }
        return (fields.isEmpty ? nil : .object(fields), lost)
    }

    /// `UICTFontTextStyleBody` → body, `…Subhead` → subheadline, `…Title0` → largeTitle.
    static func textStyle(_ name: String) -> TextStyle? {
        let prefix = "UICTFontTextStyle"
        guard name.hasPrefix(prefix) else { return nil }
        let bare = String(name.dropFirst(prefix.count))
        switch bare {
        case "Subhead": return .subheadline
        case "Title0": return .largeTitle
        default: return TextStyle(rawValue: bare.prefix(1).lowercased() + bare.dropFirst())
        }
    }
}
