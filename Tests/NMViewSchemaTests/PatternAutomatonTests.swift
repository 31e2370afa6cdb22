import Foundation
import NMViewTestSupport
import Testing

@testable import NMViewSchema

/// The byte automaton must answer exactly as ICU (`NSRegularExpression`, with `$` as `\z`) does,
/// for every pattern of the bundled schema and for a table of tricky patterns and inputs.
@Suite struct PatternAutomatonTests {
    /// Patterns of the subset, outside it, and at its edges.
    static let trickyPatterns = [
        "^x-", "x-", "a|b", "^a|b$", "^(a|b)$", "(?:ab)+", "^(ab)*$", "a{2}", "a{2,}", "^a{2,3}$", "^a{0}$", "^$", "",
        "^", "$", "a?", "^a?$", "[a-c]+", "[^a-c]", "^[^a-c]+$", "\\d+", "^\\d{3}$", "\\w", "^\\s*$", "\\S", "\\D",
        "\\W", "[\\d_]", "[\\s]", "\\.", "^\\$", "a\\$b", "[$]", "[.]", "^[-]", "[a-]", "a.b", "a+?", "a++b", "(?=a)",
        "\\bword\\b", "(a)\\1", "^[a-z$]+$", "b\\$", "[A-Z]{2,4}-\\d+", "colou?r", "^(0|[1-9][0-9]*)$", "é", "^[é]$",
        "\\t", "[\\t ]", "a b", "^x-.*", "((a|b)c)*d", "(|a)b", "a||b", "()", "(a*)*b", "^(a+)+$", "a{64}",
        "^[a-z]{50}[0-9]{20}$", "[:a]", "[a&&b]", "\\-\\]\\[", "[\\]\\\\\\-]", "^\\(\\)\\{\\}\\*\\+\\?\\|\\^$",
        "(a|^b)", "a$|b", "a^", "\\z", "\\Aa", "x{2,1}", "x{,2}", "{1}", "a{1}{2}", "[z-a]", "[]", "[^]", "(",
        ")", "a)", "[a", "\\", "\\q", "\\u0041", "^[#!%&',/:;<=>@_`~\"]+$", "^[()*+.?|]+$",
    ]

    /// Inputs with every kind of trouble: empty, line breaks, non-ASCII, partial matches.
    static let trickyInputs = [
        "", "a", "b", "ab", "ba", "aab", "abab", "aaa", "x-", "x-y", "X-", "xx-", "\n", "a\n", "title\n", "title", "é",
        "aé", "éa", "日本", "a日", "\u{212A}", "#FFFFFF", "#ffffff\n", "#FFFFFFFF", "#GGG", "1", "123", "1234", "a b",
        "a\tb", " ", "\r\n", "view1", "1view", "Mod.Class", "Mod.", "sel:", "a:b:", "$", "a$b", "b$", "ab$c", "-", "_",
        "colour", "color", "0", "01", "10", "cd", "acd", "abcd", "d", "\u{00A0}", "١٢٣", "\u{0085}", "a\u{0301}",
        "\u{FFFD}", "word", "a word here", "AB-12", "ABCDE-1", "()", "{}*+?|^", "-][", "]\\-", "aa\u{2028}",
    ] + (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// Every `pattern` and `patternProperties` name in the bundled schema.
    static func schemaPatterns() throws -> [String] {
        let data = try BundledSchema.data()
        let document = try #require(JSONParser.load(data))
        var patterns = Set<String>()
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let object):
                if case .string(let pattern)? = object["pattern"] { patterns.insert(pattern) }
                if case .object(let map)? = object["patternProperties"] { patterns.formUnion(map.keys) }
                object.values.forEach(walk)
            case .array(let values):
                values.forEach(walk)
            default:
                break
            }
        }
        walk(document)
        return patterns.sorted()
    }

    /// What ICU says, as the validator used to ask it.
    static func icuMatches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..<text.endIndex, in: text)) != nil
    }

    /// Short strings over the pattern's own characters and a few others, from a fixed seed.
    static func generatedInputs(for pattern: String, count: Int) -> [String] {
        var alphabet = Array(Set(pattern.unicodeScalars.filter(\.isASCII).map(Character.init)))
        alphabet += ["a", "Z", "0", "9", "_", "-", ".", ":", "#", "é", "\n"]
        var generator = SeededGenerator(seed: UInt64(pattern.utf8.count) &* 0x9E37_79B9 &+ 17)
        return (0..<count).map { _ in
            String((0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
        }
    }

    static func check(_ pattern: String, inputs: [String]) throws {
        let matcher = try PatternMatcher(pattern, pointer: "")
        let expression = try NSRegularExpression(pattern: PatternMatcher.ecmaEndAnchors(pattern))
        for input in inputs {
            let expected = icuMatches(expression, input)
            #expect(matcher.matches(input) == expected, "pattern \(pattern) on \(input.debugDescription)")
            if let automaton = matcher.automaton {
                var bytes = input
                let direct = bytes.withUTF8 { automaton.view.matches($0) }
                #expect(direct == nil || direct == expected, "automaton for \(pattern) on \(input.debugDescription)")
            }
        }
    }

    @Test func schemaPatternsAgreeWithICU() throws {
        let patterns = try Self.schemaPatterns()
        #expect(patterns.count >= 5)
        for pattern in patterns {
            try Self.check(pattern, inputs: Self.trickyInputs + Self.generatedInputs(for: pattern, count: 300))
        }
    }

    @Test func schemaPatternsNeverNeedICU() throws {
        // Linting never compiles an ICU expression: every schema pattern is in the subset and
        // decides non-ASCII input on bytes.
        for pattern in try Self.schemaPatterns() {
            let automaton = try #require(try PatternMatcher(pattern, pointer: "").automaton, "\(pattern)")
            #expect(automaton.isASCIISafe, "\(pattern)")
        }
    }

    @Test(arguments: trickyPatterns)
    func trickyPatternAgreesWithICU(_ pattern: String) throws {
        let compiles = (try? NSRegularExpression(pattern: PatternMatcher.ecmaEndAnchors(pattern))) != nil
        let accepted = PatternParser.parse(pattern) != nil
        // Whatever the subset reads, ICU reads too; an invalid pattern is still refused at load.
        if accepted { #expect(compiles, "the subset accepts \(pattern), which ICU refuses") }
        guard compiles else {
            #expect(throws: SchemaLoadError.self) { try PatternMatcher(pattern, pointer: "") }
            return
        }
        try Self.check(pattern, inputs: Self.trickyInputs + Self.generatedInputs(for: pattern, count: 100))
    }

    @Test func longRepetitionsLeaveTheSubsetOrStayExact() throws {
        // Past 64 positions there is no automaton; up to it, long inputs still agree. (Long inputs
        // are kept away from `(a+)+`-style patterns, on which ICU backtracks exponentially.)
        let long = [String(repeating: "a", count: 64), String(repeating: "a", count: 63), String(repeating: "a", count: 65)]
        try Self.check("a{64}", inputs: long)
        try Self.check("^a{20,40}$", inputs: long + [String(repeating: "a", count: 30)])
        let mixed = String(repeating: "a", count: 50) + String(repeating: "1", count: 20)
        try Self.check("^[a-z]{50}[0-9]{20}$", inputs: [mixed, mixed + "1", String(mixed.dropFirst())])
        #expect(try PatternMatcher("^[a-z]{50}[0-9]{20}$", pointer: "").automaton == nil)
    }

    /// A user's text meets `NSRegularExpression` when a pattern is outside the subset: a megabyte,
    /// NUL, every kind of line break and combining sequence get an answer equal to ICU's, never a
    /// crash. The patterns are the bundled schema's and ICU-only ones without nested repetition.
    @Test func hostileTextGetsAnAnswer() throws {
        let hostile = [
            String(repeating: "a", count: 1 << 20), String(repeating: "a", count: 1 << 20) + "\n", "\u{0}", "a\u{0}b",
            "\u{2028}\u{2029}\u{85}", String(repeating: "e\u{301}", count: 10_000), "\u{10FFFF}\u{FFFD}", "🇩🇪👩‍👩‍👧",
        ]
        for pattern in try Self.schemaPatterns() + ["a.b", "(?=a)", "\\bword\\b", "é", "[a-]"] {
            try Self.check(pattern, inputs: hostile)
        }
    }

    @Test func subsetCoversTheCommonForms() {
        for pattern in ["^x-", "^[A-Za-z_][A-Za-z0-9_]*$", "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$", "colou?r", "[^a-c]", "\\d+"] {
            #expect(PatternParser.parse(pattern) != nil, "\(pattern)")
        }
        for pattern in ["a.b", "a+?", "(?=a)", "\\bword\\b", "(a)\\1", "é", "[a-]", "(a|^b)"] {
            #expect(PatternParser.parse(pattern) == nil, "\(pattern)")
        }
    }
}
