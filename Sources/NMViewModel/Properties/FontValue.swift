/// A font as the schema's Font defines it. Every part is optional and the schema accepts any
/// combination; what a combination means is what the schema's descriptions say:
///
/// - `name` picks a font by PostScript name; without it the font is the system font.
/// - `size` is the point size; without it, the text style's size when there is one, else the size
///   of the view's own font (so `{name: Menlo}` changes only the face).
/// - `weight` is the system font's weight; a font given by name keeps its own.
/// - `textStyle` makes the font follow the user's text size (Dynamic Type).
public struct FontValue: Sendable, Hashable {
    /// PostScript name of the font; nil for the system font.
    public var name: String?
    /// Point size, greater than 0; nil for the text style's size, else the view's own font's size.
    public var size: Double?
    /// Weight of the system font; nil for the regular weight.
    public var weight: FontWeight?
    /// Dynamic Type style whose size follows the user's text size.
    public var textStyle: TextStyle?

    /// A font with the parts given.
    public init(name: String? = nil, size: Double? = nil, weight: FontWeight? = nil, textStyle: TextStyle? = nil) {
        self.name = name
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The font `value` writes: a mapping of the four parts, each of its own shape, and x- keys;
    /// nil for anything else.
    public init?(_ value: PropertyValue) {
        guard let fields = value.fields(["name", "size", "weight", "textStyle"]) else { return nil }
        self.init()
        if let written = fields["name"] {
            guard let name = written.stringValue, !name.isEmpty else { return nil }
            self.name = name
        }
        if let written = fields["size"] {
            guard let size = written.numberValue, size > 0, size.isFinite else { return nil }
            self.size = size
        }
        if let written = fields["weight"] {
            guard let weight = written.enumerationValue(FontWeight.self) else { return nil }
            self.weight = weight
        }
        if let written = fields["textStyle"] {
            guard let textStyle = written.enumerationValue(TextStyle.self) else { return nil }
            self.textStyle = textStyle
        }
    }
}
