import NMViewDiagnostics

/// The RFC 8259 grammar, checked before a JSON layout goes to libyaml. JSON is YAML, so libyaml
/// reads it, but it also reads what no JSON parser accepts (a trailing comma, unquoted keys,
/// `'single quotes'`, `True`, `01`, `.5`, comments, `NaN`): a `.nmview.json` file that lints here
/// would fail in every other tool, and in an app's `JSONDecoder`. The first slip is reported at
/// its line and column as `json.syntax`, with a note saying what JSON wants instead.
///
/// Only the grammar: strings' UTF-8 and the limits are libyaml's and the tree builder's to check.
struct JSONSyntaxCheck {
    /// The diagnostic id.
    static let id: DiagnosticID = "json.syntax"
    /// Nesting checked at most; deeper documents are the tree builder's to refuse.
    static let maximumDepth = 10_000

    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var index = 0
    var line = 1
    /// Where the current line starts, to count columns in Unicode scalars.
    var lineStart = 0

    /// Whether `path` or `bytes` say JSON: a `.json` file, or one whose first character
    /// (after a byte order mark and white space) is `{` and whose name does not say YAML (a
    /// `.yaml` file may well be written in YAML's flow style, which starts the same way).
    static func applies(path: String, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".json") { return true }
        if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") { return false }
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "{")
    }

    /// The first syntax error of `bytes`, or `nil` when they are one JSON value.
    static func firstError(in bytes: UnsafeBufferPointer<UInt8>, path: String) -> Diagnostic? {
        var check = JSONSyntaxCheck(bytes: bytes, path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            check.index = 3
            check.lineStart = 3
        }
        do {
            try check.document()
            return nil
        } catch {
            return error
        }
    }

    /// One value between white space, and nothing after it.
    mutating func document() throws(Diagnostic) {
        try skipSpace()
        guard index < bytes.count else { throw slip("the file is empty", note: "a JSON layout is one object: {\"nmview\": 1, …}") }
        try value()
        try skipSpace()
        guard index >= bytes.count else {
            throw slip("more after the end of the JSON document", note: "a JSON file holds one value; this follows the closing bracket")
        }
    }

    /// Objects and arrays with an explicit stack, so depth never reaches the call stack.
    private mutating func value() throws(Diagnostic) {
        var open: [(isObject: Bool, line: Int, column: Int)] = []
        var expectValue = true
        while true {
            if expectValue {
                try skipSpace()
                guard let byte = peek else { throw unclosed(open.last) }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < Self.maximumDepth else { throw slip("the document nests deeper than \(Self.maximumDepth) levels") }
                    open.append((byte == UInt8(ascii: "{"), line, column))
                    advance()
                    try skipSpace()
                    let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if peek == closing {
                        advance()
                        open.removeLast()
                        expectValue = false
                        break
                    }
                    if byte == UInt8(ascii: "{") { try key() }
                    continue
                default:
                    try scalar()
                    expectValue = false
                }
            }
            guard let container = open.last else { return }
            try skipSpace()
            guard let byte = peek else { throw unclosed(container) }
            let closing = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if byte == closing {
                advance()
                open.removeLast()
                continue
            }
            guard byte == UInt8(ascii: ",") else { throw missingComma(found: byte, inObject: container.isObject) }
            let comma = (index, line, lineStart)
            advance()
            try skipSpace()
            if let after = peek, after == UInt8(ascii: "}") || after == UInt8(ascii: "]") {
                (index, line, lineStart) = comma
                throw slip("a comma before '\(Character(Unicode.Scalar(after)))'", note: "JSON allows no comma after the last item; remove it")
            }
            if container.isObject { try key() }
            expectValue = true
        }
    }

    /// A member's key in double quotes and its colon.
    private mutating func key() throws(Diagnostic) {
        try skipSpace()
        guard let byte = peek else { throw slip("the document ends where a key should be") }
        guard byte == UInt8(ascii: "\"") else { throw badKey(byte) }
        try string()
        try skipSpace()
        guard peek == UInt8(ascii: ":") else {
            throw slip("expected ':' after the key", note: "a member is written \"key\": value")
        }
        advance()
    }
}
