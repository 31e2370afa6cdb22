import NMViewSourceTree

/// JSON equality between instances and schema literals, as `enum`, `const` and `uniqueItems`
/// define it: numbers by value (1 equals 1.0), strings by text, containers element by element.
enum InstanceEquality {
    static func equals(_ node: SourceNode, _ value: JSONValue) -> Bool {
        switch value {
        case .null:
            return node.kind == .scalar && node.scalarType == .null
        case .bool(let expected):
            return node.kind == .scalar && node.boolValue == expected
        case .number(let expected):
            guard node.kind == .scalar, node.scalarType == .int || node.scalarType == .float else { return false }
            return node.doubleValue == expected
        case .string(let expected):
            return node.kind == .scalar && node.scalarType == .string && node.scalarEquals(expected)
        case .array(let expected):
            let elements = node.elements
            guard node.kind == .sequence, elements.count == expected.count else { return false }
            return zip(elements, expected).allSatisfy { equals($0, $1) }
        case .object(let expected):
            guard node.kind == .mapping, node.count == expected.count else { return false }
            return expected.allSatisfy { key, value in node[key].map { equals($0, value) } ?? false }
        }
    }

    static func equals(_ left: SourceNode, _ right: SourceNode) -> Bool {
        let leftType = InstanceType(of: left)
        let rightType = InstanceType(of: right)
        switch (leftType, rightType) {
        case (.integer, .integer), (.integer, .number), (.number, .integer), (.number, .number):
            return left.doubleValue == right.doubleValue
        case (.string, .string):
            return left.scalar == right.scalar
        case (.boolean, .boolean):
            return left.boolValue == right.boolValue
        case (.null, .null):
            return true
        case (.array, .array):
            let a = left.elements
            let b = right.elements
            return a.count == b.count && zip(a, b).allSatisfy { equals($0, $1) }
        case (.object, .object):
            guard left.count == right.count else { return false }
            return left.entries.allSatisfy { entry in
                entry.key.scalar.flatMap { right[$0] }.map { equals(entry.value, $0) } ?? false
            }
        default:
            return false
        }
    }

    /// A node as quoted in messages: `'text'`, `42`, `a list`, `a mapping`.
    static func display(_ node: SourceNode) -> String {
        switch InstanceType(of: node) {
        case .string: return "'\(node.scalar ?? "")'"
        case .integer, .number, .boolean, .null: return node.scalar.map { $0.isEmpty ? "null" : $0 } ?? "null"
        case .array: return "a list"
        case .object: return "a mapping"
        }
    }

    /// `a string 'abc'`, `an integer 3`, `a list` — the found side of a type message.
    static func describe(_ node: SourceNode, as type: InstanceType) -> String {
        switch type {
        case .string, .integer, .number, .boolean: return "\(type.phrase) \(display(node))"
        case .null, .array, .object: return type.phrase
        }
    }
}
