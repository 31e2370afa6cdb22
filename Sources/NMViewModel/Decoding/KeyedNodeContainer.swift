import NMViewDiagnostics
import NMViewSourceTree

/// Keyed access to a mapping node.
struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: SourceNode
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(node.count)
        node.forEachChild { key, _ in
            if let name = key?.scalar, let codingKey = Key(stringValue: name) { keys.append(codingKey) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { node[key.stringValue] != nil }

    private func value(_ key: Key) throws -> SourceNode {
        guard let value = node[key.stringValue] else {
            throw Diagnostic.error("decode.missing", "missing required property '\(key.stringValue)'", at: node.location)
        }
        return value
    }

    private func decoder(_ key: Key) throws -> NodeDecoder {
        NodeDecoder(node: try value(key), codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let inner = try decoder(key)
        if let scalar = try ScalarDecoding.decode(type, inner.node) { return scalar }
        return try T(from: inner)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = node[key.stringValue], !value.isNull else { return nil }
        if let scalar = try ScalarDecoding.decode(type, value) { return scalar }
        return try T(from: NodeDecoder(node: value, codingPath: codingPath + [key]))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { NodeDecoder(node: node, codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }
}
