/// An SF Symbol as the schema's SymbolImage defines it: a name, and the parts of a symbol
/// configuration the layout gives. A part left out is left to the system, as a
/// `UIImage.SymbolConfiguration` without it is.
public struct SymbolImage: Sendable, Hashable {
    /// The symbol's name as the SF Symbols app shows it (`bell.fill`).
    public var systemName: String
    /// Point size of the text the symbol matches, greater than 0; nil for the system's.
    public var pointSize: Double?
    /// Weight variant; nil for the system's.
    public var weight: SymbolWeight?
    /// Scale variant relative to text of the point size; nil for the system's.
    public var scale: SymbolScale?

    /// Whether `name` is written as SF Symbol names are, lowercase words and numbers joined by
    /// dots: the schema's pattern for `systemName` (`^[a-z0-9]+(\.[a-z0-9]+)*$`, which a test holds
    /// this to), for code that writes a layout and must not write one lint refuses.
    public static func isPlausibleName(_ name: String) -> Bool {
        var previous: UInt8? = nil
        for byte in name.utf8 {
            let isWordByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if byte == UInt8(ascii: ".") {
                guard previous != nil, previous != UInt8(ascii: ".") else { return false }
            } else if !isWordByte {
                return false
            }
            previous = byte
        }
        return previous != nil && previous != UInt8(ascii: ".")
    }

    /// A symbol with the parts given.
    public init(systemName: String, pointSize: Double? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil) {
        self.systemName = systemName
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// The symbol `value` writes: a mapping with a non-empty `systemName` and the optional parts,
    /// each of its own shape, and x- keys; nil for anything else. Whether the name is a plausible
    /// symbol name is the schema's to say: a device is asked for any name, and shows nothing for
    /// one it does not have.
    public init?(_ value: PropertyValue) {
        guard let fields = value.fields(["systemName", "pointSize", "weight", "scale"]),
            let name = fields["systemName"]?.stringValue, !name.isEmpty
        else { return nil }
        self.init(systemName: name)
        if let written = fields["pointSize"] {
            guard let size = written.numberValue, size > 0, size.isFinite else { return nil }
            pointSize = size
        }
        if let written = fields["weight"] {
            guard let weight = written.enumerationValue(SymbolWeight.self) else { return nil }
            self.weight = weight
        }
        if let written = fields["scale"] {
            guard let scale = written.enumerationValue(SymbolScale.self) else { return nil }
            self.scale = scale
        }
    }

    /// The mapping a layout writes for this symbol: the name and the parts given.
    public var propertyValue: PropertyValue {
        var fields: [String: PropertyValue] = ["systemName": .string(systemName)]
        if let pointSize { fields["pointSize"] = .number(pointSize) }
        if let weight { fields["weight"] = .string(weight.rawValue) }
        if let scale { fields["scale"] = .string(scale.rawValue) }
        return .object(fields)
    }
}
