import NMViewDiagnostics
import NMViewSourceTree

/// The `Decoder` over one node of a source tree.
struct NodeDecoder: Decoder {
    let node: SourceNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard node.kind == .mapping else { throw mismatch("a mapping") }
        return KeyedDecodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard node.kind == .sequence else { throw mismatch("a list") }
        return UnkeyedNodeContainer(node: node, elements: node.elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }

    /// A type problem at this node.
    func mismatch(_ expected: String) -> Diagnostic {
        NodeDecoder.mismatch(expected, node)
    }

    static func mismatch(_ expected: String, _ node: SourceNode) -> Diagnostic {
        let found: String
        switch node.kind {
        case .mapping: found = "a mapping"
        case .sequence: found = "a list"
        case .scalar, .alias: found = "'\(node.scalar ?? "")'"
        }
        return .error("decode.type", "expected \(expected), found \(found)", at: node.location)
    }
}

/// An index coding key, for paths through lists.
struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
