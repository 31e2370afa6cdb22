import Foundation

/// Any JSON value of a JSON-RPC message (LSP's `LSPAny`).
///
/// No Swift package of LSP types is available to this project's builds, so the few types the
/// server needs are written by hand here and beside it; messages are decoded into this first and
/// then into the typed parameters of the method they carry.
public enum LSPAny: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LSPAny])
    case object([String: LSPAny])

    /// Decodes any JSON value; booleans are tried before numbers, which the decoder keeps apart.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([LSPAny].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: LSPAny].self))
        }
    }

    /// Encodes the value; whole numbers are written without a fraction, as request ids must be.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object, or `nil`.
    public subscript(key: String) -> LSPAny? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The text of a string value, or `nil`.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value of a number, or `nil`.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value as the `Decodable` type `T`, by a round trip through JSON.
    public func decode<T: Decodable>(as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: try JSONEncoder().encode(self))
    }

    /// Any `Encodable` value as JSON.
    public static func from(_ value: some Encodable) throws -> LSPAny {
        let data = try JSONEncoder().encode(value)
        guard let parsed = parse(data) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
        }
        return parsed
    }
}

/// Lets messages be written with string literals where a value is a string.
extension LSPAny: ExpressibleByStringLiteral {
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
}
