import Foundation
import NMViewModel
import Testing

@testable import nmview_bench

/// How `JSONEncoder` writes strings and numbers, pinned against the writer as in
/// ``JSONEncoderFormatTests``.
@Suite struct JSONEncoderScalarTests {
    typealias Check = CompiledJSONComparison

    /// The line Foundation writes for the root's property `p` set to `value`, without indentation.
    static func foundationLine(_ value: PropertyValue) throws -> String {
        let text = String(decoding: try Check.document(value).foundationCompiledJSON(), as: UTF8.self)
        let line = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("    \"p\" : ") })
        return String(line.dropFirst(10))
    }

    /// Every ASCII character alone, and after and before text, as key and as value.
    @Test func everyASCIICharacter() {
        for byte in UInt8(0)...0x7F {
            let character = String(UnicodeScalar(byte))
            Check.expectSame(Check.document(.string(character)), "U+\(String(byte, radix: 16)) as a value")
            let inside = Check.document(property: "k" + character + "k", .string("a" + character + "b"))
            Check.expectSame(inside, "U+\(String(byte, radix: 16)) inside")
        }
    }

    /// The escapes themselves: quote and backslash, the five short forms, `\u00XX` in lowercase
    /// for other control characters; slash, DEL, U+2028, U+2029 and other non-ASCII text as they are.
    @Test(arguments: [
        ("\"", #""\"""#), ("\\", #""\\""#), ("\u{8}", #""\b""#), ("\u{C}", #""\f""#), ("\n", #""\n""#),
        ("\r", #""\r""#), ("\t", #""\t""#), ("\u{0}", #""\u0000""#), ("\u{1}", #""\u0001""#),
        ("\u{B}", #""\u000b""#), ("\u{1F}", #""\u001f""#), ("/", #""/""#), ("</a>", #""</a>""#),
        ("\u{7F}", "\"\u{7F}\""), ("\u{2028}\u{2029}", "\"\u{2028}\u{2029}\""), ("é😀", "\"é😀\""),
        ("\r\n", #""\r\n""#), ("", #""""#),
    ] as [(String, String)])
    func escapes(text: String, written: String) throws {
        #expect(try Self.foundationLine(.string(text)) == written)
        Check.expectSame(Check.document(.string(text)), text.debugDescription)
        Check.expectSame(Check.document(property: text, .string(text)), "\(text.debugDescription) as a key")
    }

    /// Text beyond ASCII: accents composed and not, emoji sequences, a byte-order mark, scripts
    /// written right to left, the highest code point.
    @Test func textBeyondASCII() {
        let samples = ["Grüße", "e\u{301}", "👩‍👩‍👧", "\u{FEFF}x", "ﬃ", "K", "עברית", "\u{10FFFF}", "\u{85}", "\u{A0}"]
        for text in samples {
            Check.expectSame(Check.document(property: text, .string(text + "\"" + text)), text.debugDescription)
        }
    }

    /// Numbers as `JSONEncoder` writes `Double`: `description` without a trailing `.0`.
    @Test(arguments: [
        (10.0, "10"), (0.1, "0.1"), (-2.25, "-2.25"), (0.0, "0"), (-0.0, "-0"), (1e-7, "1e-07"), (1e-5, "1e-05"),
        (0.0001, "0.0001"), (1e21, "1e+21"), (1e16, "1e+16"), (1e15, "1000000000000000"),
        (9_007_199_254_740_991, "9007199254740991"), (9_007_199_254_740_992, "9007199254740992"),
        (-9_007_199_254_740_992, "-9007199254740992"), (18_014_398_509_481_984, "1.8014398509481984e+16"),
        (.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"), (12345678.9, "12345678.9"),
        (1.0 / 3, "0.3333333333333333"),
    ] as [(Double, String)])
    func numbers(value: Double, written: String) throws {
        #expect(try Self.foundationLine(.number(value)) == written)
        Check.expectSame(Check.document(.number(value)), "\(value)")
    }

    /// Whole numbers around 2^53, where `description` stops writing every digit, and powers of
    /// two and ten on both sides of it, in one list.
    @Test func wholeNumbersAroundTwoToThe53() {
        let limit = 9_007_199_254_740_992.0
        var values: [Double] = []
        for offset in -40...40 { values += [limit + Double(offset), -(limit + Double(offset))] }
        for exponent in 0...80 { values += [pow(2, Double(exponent)), -pow(2, Double(exponent)), pow(2, Double(exponent)) - 1] }
        for exponent in 0...25 { values += [pow(10, Double(exponent)), pow(10, Double(exponent)) + 1] }
        values += [Double(Int.max), Double(Int.min), Double(Int32.max), 4_503_599_627_370_496.5]
        Check.expectSame(Check.document(.list(values.map(PropertyValue.number))), "whole numbers")
    }

    /// Ten thousand finite doubles of random bits (seeded), every magnitude and subnormals among them.
    @Test func randomBitPatterns() {
        var random = SeededGenerator(seed: 2026_11_23)
        var values: [PropertyValue] = []
        while values.count < 10_000 {
            let value = Double(bitPattern: random.next())
            if value.isFinite { values.append(.number(value)) }
        }
        Check.expectSame(Check.document(.list(values)), "random doubles")
    }

    /// Integers of the model: the format version, composed subviews, grid counts, at their extremes.
    @Test(arguments: [Int.min, -1, 0, 1, 7, 10, 99, 100, Int.max])
    func integers(value: Int) {
        var root = ViewNode(grid: GridLayout(viewsPerRow: value, viewsPerColumn: value), composedSubviews: value)
        root.omitFromLayouts = value < 0
        let document = LayoutDocument(formatVersion: value, size: Size(width: 1, height: 1), root: root)
        Check.expectSame(document, "\(value)")
    }
}
