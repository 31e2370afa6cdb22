import NMViewSourceTree

/// The JSON Schema type of an instance; `integer` is a subset of `number`.
enum InstanceType: String, Sendable, CaseIterable {
    case null
    case boolean
    case integer
    case number
    case string
    case array
    case object

    /// The type of a node under the core schema. A float with no fractional part is an integer,
    /// as JSON Schema (draft-06 on) says.
    init(of node: SourceNode) {
        switch node.kind {
        case .mapping:
            self = .object
        case .sequence:
            self = .array
        case .scalar, .alias:
            switch node.scalarType {
            case .null: self = .null
            case .bool: self = .boolean
            case .int: self = .integer
            case .float:
                let value = node.doubleValue ?? .nan
                self = value.isFinite && value.rounded() == value ? .integer : .number
            case .string: self = .string
            }
        }
    }

    /// Whether a value of this type satisfies the schema type `wanted`.
    func satisfies(_ wanted: InstanceType) -> Bool {
        self == wanted || (self == .integer && wanted == .number)
    }

    /// `a string`, `an object (mapping)`, for messages.
    var phrase: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "a mapping"
        }
    }

    /// This type's bit in ``SchemaCode/typeMask``.
    var bit: UInt8 {
        switch self {
        case .null: 1 << 0
        case .boolean: 1 << 1
        case .integer: 1 << 2
        case .number: 1 << 3
        case .string: 1 << 4
        case .array: 1 << 5
        case .object: 1 << 6
        }
    }
}
