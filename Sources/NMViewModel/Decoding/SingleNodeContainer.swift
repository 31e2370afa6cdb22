import NMViewDiagnostics
import NMViewSourceTree

/// A single scalar value.
struct SingleNodeContainer: SingleValueDecodingContainer {
    let node: SourceNode
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { node.isNull }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let scalar = try ScalarDecoding.decode(type, node) { return scalar }
        return try T(from: NodeDecoder(node: node, codingPath: codingPath))
    }

    func decode(_ type: Bool.Type) throws -> Bool { try ScalarDecoding.bool(node) }
    func decode(_ type: String.Type) throws -> String { try ScalarDecoding.string(node) }
    func decode(_ type: Double.Type) throws -> Double { try ScalarDecoding.double(node) }
    func decode(_ type: Float.Type) throws -> Float { Float(try ScalarDecoding.double(node)) }
    func decode(_ type: Int.Type) throws -> Int { try ScalarDecoding.int(node) }
    func decode(_ type: Int8.Type) throws -> Int8 { try ScalarDecoding.integer(node) }
    func decode(_ type: Int16.Type) throws -> Int16 { try ScalarDecoding.integer(node) }
    func decode(_ type: Int32.Type) throws -> Int32 { try ScalarDecoding.integer(node) }
    func decode(_ type: Int64.Type) throws -> Int64 { try ScalarDecoding.integer(node) }
    func decode(_ type: UInt.Type) throws -> UInt { try ScalarDecoding.integer(node) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try ScalarDecoding.integer(node) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try ScalarDecoding.integer(node) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try ScalarDecoding.integer(node) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try ScalarDecoding.integer(node) }
}
