import Foundation
import NMViewSourceTree

/// Loads a schema document into ``JSONValue``s: ``JSONTreeReader`` for plain RFC 8259 JSON in
/// UTF-8, and `JSONDecoder` for everything else.
///
/// `JSONDecoder` takes about 15 ms on the bundled 350 KB schema, much of it building coding paths
/// for the failed `try?` attempts of `JSONValue.init(from:)`; that is a third of `nmview lint`'s
/// start-up. The tree reader gives up on anything where the two could differ (see its
/// documentation), and the decoder then decides, so a document loads (or fails to load) exactly as
/// it did with the decoder alone.
enum JSONParser {
    /// The document in `data`, or `nil` when it is not valid JSON.
    static func load(_ data: Data) -> JSONValue? {
        if let direct = parseDirectly(data) { return direct }
        return try? JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// The tree reader's reading of `data`, or `nil` when it leaves the document to the decoder.
    static func parseDirectly(_ data: Data) -> JSONValue? {
        let tree = data.withUnsafeBytes { raw in
            JSONTreeReader.read(raw.bindMemory(to: UInt8.self), file: "schema", limits: Self.limits)
        }
        return tree.map { JSONValue(jsonNode: $0.root) }
    }

    /// A schema may nest deeper than a layout; the rest are the reader's defaults.
    private static let limits: ReaderLimits = {
        var limits = ReaderLimits.default
        limits.maxDepth = 500
        return limits
    }()
}

extension JSONValue: JSONValueRepresentable {}
