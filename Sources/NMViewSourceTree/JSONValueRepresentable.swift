/// A type of JSON values (null, booleans, numbers, strings, arrays, objects) that a tree read by
/// ``JSONTreeReader`` can be turned into. An enum conforms with cases of these names.
public protocol JSONValueRepresentable {
    static var null: Self { get }
    static func bool(_ value: Bool) -> Self
    static func number(_ value: Double) -> Self
    static func string(_ value: String) -> Self
    static func array(_ values: [Self]) -> Self
    static func object(_ members: [String: Self]) -> Self
}

extension JSONValueRepresentable {
    /// The value of a node read from JSON (no aliases, every key a string).
    public init(jsonNode node: SourceNode) {
        switch node.kind {
        case .mapping:
            var members: [String: Self] = [:]
            node.forEachChild { key, value in
                if let name = key?.scalar { members[name] = Self(jsonNode: value) }
            }
            self = .object(members)
        case .sequence:
            self = .array(node.elements.map { Self(jsonNode: $0) })
        case .scalar, .alias:
            let text = node.scalar ?? ""
            switch node.scalarType {
            case .null: self = .null
            case .bool: self = .bool(text == "true")
            case .int, .float: self = .number(Double(text) ?? .nan)
            case .string: self = .string(text)
            }
        }
    }
}
