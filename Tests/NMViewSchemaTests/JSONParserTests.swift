import Foundation
import NMViewTestSupport
import Testing

@testable import NMViewSchema

/// The direct JSON parser reads every document it accepts exactly as `JSONDecoder` does, and
/// leaves the rest to it.
@Suite struct JSONParserTests {
    static func decoded(_ data: Data) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: data)
    }

    @Test func bundledSchemaIsReadDirectlyAndTheSame() throws {
        let data = try BundledSchema.data()
        let direct = try #require(JSONParser.parseDirectly(data), "the bundled schema must not need JSONDecoder")
        #expect(direct == Self.decoded(data))
    }

    static let documents = [
        #"{"a": 1, "a": 2}"#, #"[0, -0, 1.5, 1E2, 1e-2, 2.5e-3, 0.1, 123456789012345678901234567890, -1.25e+2]"#,
        #"[1e400]"#, #"[-1e400]"#, #"[1e-400]"#, #"[1e-310]"#, #"[4.9e-324]"#, #"[2.2250738585072014e-308]"#,
        #"[0e5, 0.0e-999, -0.000]"#, #"[1.7976931348623157e308, 1.8e308]"#, #""\u00e9\ud83d\ude00\n\t\"\\\/\b\f\r""#, #""\ud800""#, #""\udc00x""#,
        #""\ud800\u0041""#, #"[1,]"#, #"{"a":1,}"#, #"[01]"#, #"[.5]"#, #"[+1]"#, #"[NaN]"#, #"[-]"#, #"[1.]"#, #"[1e]"#,
        "[]", "{}", "1", #""x""#, "true", "null", "false", " \n\t\r[ 1 , 2 ]\r\n", "[\"a\u{01}b\"]", #"{"a" 1}"#,
        #"{"a":}"#, #"{1: 2}"#, "[1] x", "", " ", "\u{FEFF}{}", #"{"é": "×", "k": ["日本", {"": null}]}"#, #""\u0000""#,
        #"[true, false, null, "true"]"#, #"{"a": {"b": {"c": [[], {}]}}}"#, #""\x""#, #""\u12G4""#, "[tru]", "nul",
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
        String(repeating: "[", count: 400) + String(repeating: "]", count: 400),
    ]

    @Test(arguments: documents)
    func agreesWithTheDecoder(_ text: String) {
        let data = Data(text.utf8)
        let expected = Self.decoded(data)
        if let direct = JSONParser.parseDirectly(data) { #expect(direct == expected, "\(text.prefix(80))") }
        #expect(JSONParser.load(data) == expected, "\(text.prefix(80))")
    }

    @Test func randomNumbersAgree() {
        var generator = SeededGenerator(seed: 7)
        func digits(_ range: ClosedRange<Int>) -> String {
            String((0..<Int.random(in: range, using: &generator)).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        }
        for _ in 0..<3000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            text += Bool.random(using: &generator) ? "0" : String(Int.random(in: 1...9, using: &generator)) + digits(0...24)
            if Bool.random(using: &generator) { text += "." + digits(1...24) }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                text += ["e", "E", "e-", "e+", "E-"].randomElement(using: &generator) ?? "e"
                text += digits(1...3)
            }
            let data = Data("[\(text)]".utf8)
            let expected = Self.decoded(data)
            if let direct = JSONParser.parseDirectly(data) { #expect(direct == expected, "\(text)") }
            #expect(JSONParser.load(data) == expected, "\(text)")
        }
    }

    @Test func invalidUTF8IsLeftToTheDecoder() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x5B, 0xC0, 0xAF, 0x5D]] {
            let data = Data(bytes)
            #expect(JSONParser.parseDirectly(data) == nil)
            #expect(JSONParser.load(data) == Self.decoded(data))
        }
    }
}
