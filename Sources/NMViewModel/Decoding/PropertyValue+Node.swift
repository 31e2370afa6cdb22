import NMViewSourceTree

extension PropertyValue {
    /// Reads a property straight from its node by the node's own type, instead of trying each
    /// case in turn through `Decodable` (which builds an error per failed attempt).
    init(node: SourceNode) throws {
        switch node.kind {
        case .mapping:
            var object: [String: PropertyValue] = [:]
            try node.forEachChild { key, value in
                guard let name = key?.scalar else { return }
                object[name] = try PropertyValue(node: value)
            }
            self = .object(object)
        case .sequence:
            self = .list(try node.elements.map { try PropertyValue(node: $0) })
        case .scalar, .alias:
            switch node.scalarType {
            case .bool: self = .bool(node.boolValue ?? false)
            case .int, .float: self = .number(node.doubleValue ?? 0)
            case .string: self = .string(node.scalar ?? "")
            case .null: throw NodeDecoder.mismatch("a value", node)
            }
        }
    }
}
