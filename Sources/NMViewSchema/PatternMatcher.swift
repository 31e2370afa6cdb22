import Foundation

/// A `pattern` or `patternProperties` regular expression, compiled once.
///
/// JSON Schema patterns are ECMA-262 and match anywhere unless anchored. ICU's engine (behind
/// `NSRegularExpression`) agrees with ECMA-262 on the portable subset the schema is written in but
/// for one thing: its `$` also matches before a final line break, so `'title\n'` would pass
/// `^[a-z]+$`. Each unescaped `$` outside a character class is therefore compiled as `\z`.
///
/// Patterns of the portable subset (``PatternParser``) are also compiled to a
/// ``PatternAutomaton``, which answers on UTF-8 bytes exactly as ICU answers on the string; ICU
/// is kept only for patterns outside the subset and for input the automaton cannot judge.
final class PatternMatcher: @unchecked Sendable {
    /// The pattern as written in the schema.
    let source: String
    /// The byte automaton, for patterns of the portable subset.
    let automaton: PatternAutomaton?
    // NSRegularExpression is immutable and documented as safe to use from several threads. It is
    // `nil` only when the automaton decides every input.
    private let expression: NSRegularExpression?

    init(_ source: String, pointer: String) throws(SchemaLoadError) {
        self.source = source
        automaton = PatternParser.parse(source).flatMap { PatternAutomaton($0) }
        if let automaton, automaton.isASCIISafe {
            // Every construct of the subset is valid ICU syntax, so there is nothing to refuse.
            expression = nil
            return
        }
        do {
            expression = try NSRegularExpression(pattern: Self.ecmaEndAnchors(source))
        } catch {
            throw SchemaLoadError(pointer: pointer, message: "pattern '\(source)' is not a valid regular expression")
        }
    }

    /// `source` with every `$` anchor made to match only at the very end, as in ECMA-262.
    static func ecmaEndAnchors(_ source: String) -> String {
        var result = ""
        var escaped = false
        var inClass = false
        for character in source {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if inClass {
                if character == "]" { inClass = false }
            } else if character == "[" {
                inClass = true
            } else if character == "$" {
                result += "\\z"
                continue
            }
            result.append(character)
        }
        return result
    }

    /// Whether the pattern matches somewhere in `text`.
    func matches(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { matches(utf8: $0, text: text) }
    }

    /// Whether the pattern matches somewhere in the UTF-8 text `utf8`; `text`, when given, is the
    /// same text as a string (else it is decoded from `utf8` if ICU is needed).
    func matches(utf8: UnsafeBufferPointer<UInt8>, text: String? = nil) -> Bool {
        if let decided = automaton?.view.matches(utf8) { return decided }
        return regularExpressionMatches(text ?? String(decoding: utf8, as: UTF8.self))
    }

    private func regularExpressionMatches(_ text: String) -> Bool {
        // The initialiser leaves `expression` nil only when the automaton decides every input.
        guard let expression else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}
