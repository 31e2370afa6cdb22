import Foundation
import NMViewModel
import Testing

/// `SymbolImage.isPlausibleName`, which the xib importer asks before writing a symbol, answers as
/// the schema's pattern for `systemName` does, so what import writes lint accepts.
@Suite struct SymbolNameTests {
    static let names = [
        "bell.fill", "bell", "0.circle", "person.crop.circle.badge.plus", "a1.b2", "", ".", "bell.", ".bell",
        "bell..fill", "Bell.fill", "heart. ll", "bell fill", "bell-fill", "bell_fill", "é", "bell.fill\n",
    ]

    @Test func agreesWithTheSchemasPattern() throws {
        let schema = try CommittedSchema()
        let pattern = try #require(schema.properties(of: "SymbolImage")["systemName"]?["pattern"] as? String)
        // ICU's '$' also matches before a final line break; the schema's is ECMA-262's, the end.
        let expression = try NSRegularExpression(pattern: pattern.replacingOccurrences(of: "$", with: "\\z"))
        for name in Self.names {
            let matches = expression.firstMatch(in: name, range: NSRange(name.startIndex..<name.endIndex, in: name)) != nil
            #expect(SymbolImage.isPlausibleName(name) == matches, "\(name.debugDescription)")
        }
        #expect(Self.names.filter(SymbolImage.isPlausibleName) == ["bell.fill", "bell", "0.circle", "person.crop.circle.badge.plus", "a1.b2"])
    }
}
