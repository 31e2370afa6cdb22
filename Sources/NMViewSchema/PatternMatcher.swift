import Foundation

/// A `pattern` or `patternProperties` regular expression, compiled once.
///
/// JSON Schema patterns are ECMA-262 and match anywhere unless anchored; ICU's engine (behind
/// `NSRegularExpression`) agrees with ECMA-262 on the portable subset the schema is written in.
final class PatternMatcher: @unchecked Sendable {
    /// The pattern as written in the schema.
    let source: String
    // NSRegularExpression is immutable and documented as safe to use from several threads.
    private let expression: NSRegularExpression

    init(_ source: String, pointer: String) throws(SchemaLoadError) {
        self.source = source
        do {
            expression = try NSRegularExpression(pattern: source)
        } catch {
            throw SchemaLoadError(pointer: pointer, message: "pattern '\(source)' is not a valid regular expression")
        }
    }

    /// Whether the pattern matches somewhere in `text`.
    func matches(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}
