import Foundation

/// The server's one JSON style: sorted keys, so responses are stable and easy to diff in tests.
enum JSONCoding {
    /// `value` as compact JSON.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
