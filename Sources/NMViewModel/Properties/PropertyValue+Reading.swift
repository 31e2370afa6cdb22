/// Typed readings of a property value, each the way the schema defines the value: a shape the
/// schema would reject reads as nil, so a caller can tell a bad value from an absent one.
extension PropertyValue {
    /// The colour, if this is `#RRGGBB`, `#RRGGBBAA`, a colour name, an asset colour's name or a
    /// mapping of a light and a dark colour.
    public var colorValue: ColorValue? { ColorValue(self) }

    /// The font, if this is a font mapping.
    public var fontValue: FontValue? { FontValue(self) }

    /// The image, if this is an asset name or an SF Symbol mapping.
    public var imageValue: ImageValue? { ImageValue(self) }

    /// The insets, if this is an insets mapping.
    public var insetsValue: EdgeInsets? { EdgeInsets(self) }

    /// The size, if this is a mapping of a width and a height, both finite and greater than 0.
    public var sizeValue: Size? {
        guard let fields = fields(["width", "height"]),
            let width = fields["width"]?.numberValue, let height = fields["height"]?.numberValue,
            width > 0, height > 0, width.isFinite, height.isFinite
        else { return nil }
        return Size(width: width, height: height)
    }

    /// The text people read, if this is a string or a localized-text mapping.
    public var textValue: TextValue? { TextValue(self) }

    /// The texts people read, if this is a list of them (an empty list included).
    public var textListValue: [TextValue]? {
        guard case .list(let items) = self else { return nil }
        var texts: [TextValue] = []
        texts.reserveCapacity(items.count)
        for item in items {
            guard let text = TextValue(item) else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// The case of `type` this text names, if it is text and names one.
    public func enumerationValue<E: RawRepresentable>(_ type: E.Type) -> E? where E.RawValue == String {
        stringValue.flatMap(E.init(rawValue:))
    }

    /// The entries of a mapping whose keys are all in `known` or start with x- (kept for tools,
    /// as in every mapping of the format), without the x- ones; nil for anything else.
    func fields(_ known: Set<String>) -> [String: PropertyValue]? {
        guard case .object(let entries) = self else { return nil }
        var fields: [String: PropertyValue] = [:]
        for (key, value) in entries where !key.hasPrefix("x-") {
            guard known.contains(key) else { return nil }
            fields[key] = value
        }
        return fields
    }
}
