import Foundation
import NMViewLanguageServer
import NMViewSchema
import Testing

/// ``LSPAny/parse(_:)`` reads every message and the schema as `JSONDecoder` does, with or
/// without the tree reader's fast path.
@Suite struct LSPAnyParsingTests {
    /// Documents of every kind of value, and the ones the fast path leaves to the decoder.
    static let documents = [
        #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"position":{"line":0,"character":3}}}"#,
        #"{"id":"a-string-id","result":null}"#,
        #"[true,false,null,0,-1,2.5,"x",[],{}]"#,
        #"{"text":"caf\u00e9 \ud83d\ude00 \"quoted\" back\\slash\nline","n":1e-05,"big":12345678901234567890}"#,
        #"{"nested":{"deeper":{"deepest":[[[1],[2,[3]]]]}}}"#,
        #"  {"spaced" : [ 1 , 2 ] }  "#,
    ]

    @Test(arguments: documents)
    func readsAsTheDecoderDoes(_ text: String) throws {
        let data = Data(text.utf8)
        let decoded = try JSONDecoder().decode(LSPAny.self, from: data)
        #expect(LSPAny.parse(data) == decoded)
    }

    /// Booleans stay booleans and numbers stay numbers, which the decoder would also keep apart.
    @Test func booleansAreNotNumbers() {
        #expect(LSPAny.parse(Data("[true,1]".utf8)) == .array([.bool(true), .number(1)]))
    }

    /// Text that is not JSON has no value. (A trailing comma is left to `JSONDecoder`, which
    /// takes it, as it did before the fast path.)
    @Test(arguments: ["", "{", "nul", #"{"a":1} x"#, #"{"a" 1}"#])
    func notJSONIsNil(_ text: String) {
        #expect(LSPAny.parse(Data(text.utf8)) == nil)
    }

    /// The bundled schema, which completion and hover read, is read the same both ways.
    @Test func theBundledSchemaReadsTheSame() throws {
        let data = try BundledSchema.data()
        #expect(LSPAny.parse(data) == (try JSONDecoder().decode(LSPAny.self, from: data)))
    }
}
