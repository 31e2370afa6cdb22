import Foundation

/// Loads a schema document into ``JSONValue``s: a direct parser for plain RFC 8259 JSON in UTF-8,
/// and `JSONDecoder` for everything else.
///
/// `JSONDecoder` takes about 15 ms on the bundled 350 KB schema, much of it building coding paths
/// for the failed `try?` attempts of `JSONValue.init(from:)`; that is a third of `nmview lint`'s
/// start-up. The direct parser gives up (returns `nil`) on anything where the two could differ —
/// duplicate keys, numbers that are not finite doubles, lone surrogates, invalid UTF-8, a byte
/// order mark, nesting past 500 levels, any syntax error — and the decoder then decides, so a
/// document loads (or fails to load) exactly as it did with the decoder alone.
enum JSONParser {
    /// The document in `data`, or `nil` when it is not valid JSON.
    static func load(_ data: Data) -> JSONValue? {
        if let direct = parseDirectly(data) { return direct }
        return try? JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// The direct parser's reading of `data`, or `nil` when it leaves the document to the decoder.
    static func parseDirectly(_ data: Data) -> JSONValue? {
        data.withUnsafeBytes { raw in
            var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
            return reader.document()
        }
    }
}
