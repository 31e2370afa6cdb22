import Foundation

/// A JSON value of a schema document, as loaded by Foundation.
enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes any JSON value; booleans are told from numbers because the decoder refuses to
    /// read one as the other.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as written in messages: strings in single quotes, numbers without a needless `.0`.
    var display: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return Self.format(value)
        case .string(let value): return "'\(value)'"
        case .array(let values): return "[" + values.map(\.display).joined(separator: ", ") + "]"
        case .object: return "an object"
        }
    }

    /// `3` for 3.0, `0.5` for 0.5.
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
