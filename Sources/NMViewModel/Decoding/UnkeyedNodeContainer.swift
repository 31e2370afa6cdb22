import NMViewDiagnostics
import NMViewSourceTree

/// Sequential access to a sequence node.
struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let node: SourceNode
    let elements: [SourceNode]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(node: SourceNode, elements: [SourceNode], codingPath: [any CodingKey]) {
        self.node = node
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw Diagnostic.error("decode.too-short", "the list ends after \(elements.count) items", at: node.location)
        }
        defer { currentIndex += 1 }
        return NodeDecoder(node: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let inner = try next()
        if let scalar = try ScalarDecoding.decode(type, inner.node) { return scalar }
        return try T(from: inner)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
}
