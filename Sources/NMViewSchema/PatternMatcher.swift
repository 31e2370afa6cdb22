import Foundation

/// A `pattern` or `patternProperties` regular expression, compiled once.
///
/// JSON Schema patterns are ECMA-262 and match anywhere unless anchored. ICU's engine (behind
/// `NSRegularExpression`) agrees with ECMA-262 on the portable subset the schema is written in but
/// for one thing: its `$` also matches before a final line break, so `'title\n'` would pass
/// `^[a-z]+$`. Each unescaped `$` outside a character class is therefore compiled as `\z`.
final class PatternMatcher: @unchecked Sendable {
    /// The pattern as written in the schema.
    let source: String
    // NSRegularExpression is immutable and documented as safe to use from several threads.
    private let expression: NSRegularExpression

    init(_ source: String, pointer: String) throws(SchemaLoadError) {
        self.source = source
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
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}
