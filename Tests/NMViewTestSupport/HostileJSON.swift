/// Bytes a peer could send where JSON is expected, each of a kind that has crashed or hung a JSON
/// parser somewhere: nesting far past any limit, text that is not UTF-8, escapes of lone
/// surrogates, NUL, numbers out of every range, cut-off documents. Every reader of untrusted JSON
/// (the language server's messages, compiled layouts and live-reload events from the network)
/// must answer each with an error, never a crash or a hang.
public enum HostileJSON {
    /// Each input, named for the test report.
    public static let inputs: [(name: String, bytes: [UInt8])] = malformed + wellFormed

    /// The inputs that are not JSON (RFC 8259): every reader refuses them.
    public static let malformed: [(name: String, bytes: [UInt8])] = [
        ("100,000 open arrays", Array(String(repeating: "[", count: 100_000).utf8)),
        ("100,000 open objects", Array(String(repeating: "{\"a\":", count: 100_000).utf8)),
        ("not UTF-8", [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]),
        ("cut inside a character", [0x22, 0xE2, 0x82]),
        ("NUL in a string", [0x7B, 0x22, 0x00, 0x22, 0x3A, 0x31, 0x7D]),
        ("cut off", Array(#"{"jsonrpc":"2.0","method":"#.utf8)),
        ("empty", []),
        ("BOM only", [0xEF, 0xBB, 0xBF]),
    ]

    /// Inputs that are JSON but out of a reader's ranges: a reader may read them or refuse them,
    /// and must return either way.
    public static let wellFormed: [(name: String, bytes: [UInt8])] = [
        ("5,000 closed arrays", Array((String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)).utf8)),
        ("number out of range", Array(#"{"id":1e400,"a":[-1e400]}"#.utf8)),
        ("integer out of range", Array(#"{"id":99999999999999999999999999999}"#.utf8)),
        // RFC 8259 §8.2: the grammar allows them, what they mean is unpredictable.
        ("lone high surrogate", Array(#"{"type":"\ud800"}"#.utf8)),
        ("lone low surrogate", Array(#"{"type":"\udc00\ud800x"}"#.utf8)),
    ]

    /// The bytes of the input called `name`, and whether every reader must refuse them.
    public static func input(named name: String) -> (bytes: [UInt8], mustBeRefused: Bool)? {
        if let input = malformed.first(where: { $0.name == name }) { return (input.bytes, true) }
        return wellFormed.first { $0.name == name }.map { ($0.bytes, false) }
    }
}
