/// The value of a view property other than the structural ones (id, class, frame, …): text,
/// a number, a flag, a list or a mapping, as written. UIKit adapters interpret it by name
/// (`backgroundColor` as a colour, `font` as a font).
public enum PropertyValue: Codable, Sendable, Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([PropertyValue])
    case object([String: PropertyValue])

    public init(from decoder: any Decoder) throws {
        if let nodeDecoder = decoder as? NodeDecoder {
            self = try PropertyValue(node: nodeDecoder.node)
            return
        }
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else if let value = try? single.decode(String.self) {
            self = .string(value)
        } else if let value = try? single.decode([PropertyValue].self) {
            self = .list(value)
        } else {
            self = .object(try single.decode([String: PropertyValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .string(let value): try single.encode(value)
        case .number(let value): try single.encode(value)
        case .bool(let value): try single.encode(value)
        case .list(let value): try single.encode(value)
        case .object(let value): try single.encode(value)
        }
    }

    /// The text, if this is text.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, if this is a number.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The flag, if this is a flag.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
}
