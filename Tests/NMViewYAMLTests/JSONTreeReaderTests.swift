import Foundation
import NMViewSourceTree
import NMViewYAML
import Testing

/// JSON is YAML: the JSON tree reader builds, for every document it accepts, the very tree the
/// YAML reader builds from the same bytes — kinds, types, text, lines and columns — and it gives
/// up on what is not plain JSON.
@Suite struct JSONTreeReaderTests {
    static func jsonTree(_ text: String) -> SourceTree? {
        Array(text.utf8).withUnsafeBufferPointer { JSONTreeReader.read($0, file: "t.json") }
    }

    static func expectSameTree(_ text: String) {
        guard let json = jsonTree(text) else {
            Issue.record("the JSON reader gave up on \(text.prefix(60))")
            return
        }
        let yaml = YAMLReader().read(SourceFile(path: "t.json", bytes: Array(text.utf8)))
        guard let yamlTree = yaml.tree else {
            Issue.record("the YAML reader refused \(text.prefix(60)): \(yaml.diagnostics)")
            return
        }
        #expect(describeTree(json.root) == describeTree(yamlTree.root), "\(text.prefix(60))")
    }

    @Test(arguments: [
        #"{"a": 1, "b": [true, false, null], "c": {"d": "e", "f": -0.5}}"#,
        "{\n  \"é\": \"日本語\",\n  \"k\": [\n    1,\n    2.25\n  ]\n}\n",
        "[\r\n  \"crlf\",\r  \"cr\"\n]",
        // libyaml refuses surrogate pairs in escapes and tabs before a document (the schema tests
        // hold those to JSONDecoder instead).
        #"["\u00e9\n\t\"\\\/", "after"]"#,
        "  [ 1 , 0 , -0 , 10.0 , \"\" ]  ",
        "{}", "[]", "\"top\"", "42", "true", "null",
    ])
    func readsAsTheYAMLReaderDoes(_ text: String) {
        Self.expectSameTree(text)
    }

    /// The compiled layouts of every example, as an app bundles them.
    @Test func compiledExamplesReadAsTheYAMLReaderDoes() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/Compile")
        let files = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            Self.expectSameTree(try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8))
        }
    }

    @Test(arguments: [
        #"{"a": 1, "a": 2}"#, "[1e5]", "[1E5]", "[01]", "[.5]", "[+1]", "[1.]", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#,
        "[1] x", "", " ", "\u{FEFF}{}", #""\ud800""#, #""\x""#, "[tru]", "[\"a\u{01}b\"]", "{1: 2}",
        "[" + String(repeating: "9", count: 400) + "]", String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ])
    func givesUpOnWhatIsNotPlainJSON(_ text: String) {
        #expect(Self.jsonTree(text) == nil, "\(text.prefix(40))")
    }

    @Test func givesUpOnInvalidUTF8() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22]] {
            #expect(bytes.withUnsafeBufferPointer { JSONTreeReader.read($0, file: "t.json") } == nil)
        }
    }
}
