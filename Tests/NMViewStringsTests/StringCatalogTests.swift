import Foundation
import NMViewModel
import NMViewStrings
import Testing

/// The catalog reader and writer held to a catalog in the exact form Xcode writes.
@Suite struct StringCatalogTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/StringCatalogs/Localizable.xcstrings").path

    func fixtureData() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: Self.fixture)) }

    @Test func roundTripIsByteIdentical() throws {
        let data = try fixtureData()
        let catalog = try StringCatalog(data: data)
        #expect(catalog.data() == data)
    }

    @Test func keysComeInXcodesOrderNotByteOrder() throws {
        // Xcode's order, from catalogs it wrote (apple-platform-facts §6).
        #expect(FinderOrder.precedes("A-", "A+"))
        #expect(!FinderOrder.precedes("A+", "A-"))
        #expect(FinderOrder.precedes("Unknown", "UV Index"))
        #expect(FinderOrder.precedes("Vitamin B6", "Vitamin B12"))
        #expect(FinderOrder.precedes("Vitamin K", "VO₂ max"))
        #expect(FinderOrder.precedes("", "%lld photos"))
        #expect(FinderOrder.precedes("apple", "Banana"))
        // Shuffled keys are written back in that order.
        var catalog = StringCatalog(sourceLanguage: "en")
        for key in ["VO₂ max", "Vitamin B12", "UV Index", "A+", "Vitamin K", "Unknown", "A-", "Vitamin B6"] {
            catalog.add(key: key, source: key, comment: nil)
        }
        let text = String(decoding: catalog.data(), as: UTF8.self)
        let written = text.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map { $0.dropFirst(5).prefix { $0 != "\"" } }
        #expect(written == ["A-", "A+", "Unknown", "UV Index", "Vitamin B6", "Vitamin B12", "Vitamin K", "VO₂ max"])
    }

    @Test func readsEveryShapeXcodeWrites() throws {
        let catalog = try StringCatalog(data: try fixtureData())
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["en", "ar", "de"])
        #expect(catalog.value(forKey: "Follow", language: "de") == "Folgen")
        #expect(catalog.value(forKey: "Follow", language: "de-CH") == "Folgen")
        #expect(catalog.value(forKey: "Follow", language: "fr") == nil)
        // A plural shows its `other` form.
        #expect(catalog.value(forKey: "%lld photos", language: "de") == "%lld Fotos")
        // An empty value not yet translated falls back to the source language's text.
        #expect(catalog.value(forKey: "profile.bio", language: "de") == nil)
        #expect(catalog.displayValue(forKey: "profile.bio", language: "de") == "About me")
        #expect(catalog.translations(of: "Follow").map(\.language) == ["ar", "de"])
    }

    @Test func addingKeepsEveryTranslationAndWritesAManualEntry() throws {
        let data = try fixtureData()
        var catalog = try StringCatalog(data: data)
        let addedExisting = catalog.add(key: "Follow", source: "Follow me", comment: "changed")
        #expect(!addedExisting)
        #expect(catalog.data() == data)
        let added = catalog.add(key: "sign.in", source: "Sign in", comment: "The button that signs in.")
        #expect(added)
        let text = String(decoding: catalog.data(), as: UTF8.self)
        #expect(
            text.contains(
                """
                    "profile.bio" : {
                      "comment" : "Line one\\nline two, with \\"quotes\\" and a tab\\there.",
                """))
        #expect(
            text.contains(
                """
                    "sign.in" : {
                      "comment" : "The button that signs in.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Sign in"
                          }
                        }
                      }
                    },
                    "Unknown" : {
                """))
        // Everything else is as it was: removing the new entry gives the original text back.
        let reread = try StringCatalog(data: catalog.data())
        #expect(reread.value(forKey: "Follow", language: "ar") == "متابعة")
        #expect(reread.value(forKey: "Old title", language: "de") == "Alter Titel")
        #expect(reread.strings["Old title"]?["extractionState"]?.stringValue == "stale")
        #expect(reread.strings.count == catalog.strings.count)
    }

    @Test func escapedSlashesStayEscaped() throws {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\\/b\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        #expect(String(decoding: try StringCatalog(data: Data(text.utf8)).data(), as: UTF8.self) == text)
        #expect(!String(decoding: StringCatalog(sourceLanguage: "en").adding("a/b").data(), as: UTF8.self).contains("\\/"))
    }

    @Test(arguments: [
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : \n  }\n}", "5:3"),
        ("{\"strings\" : {}}", nil),
        ("[1, 2]", nil),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {}, \"a\" : {}}}", "1:50"),
    ] as [(String, String?)])
    func brokenCatalogsAreProblemsWithPositions(text: String, position: String?) {
        #expect(throws: StringCatalogProblem.self) { try StringCatalog(data: Data(text.utf8)) }
        do {
            _ = try StringCatalog(data: Data(text.utf8))
        } catch {
            #expect(error.position.map { "\($0.line):\($0.column)" } == position)
            #expect(!error.message(file: "L.xcstrings").hasSuffix("."))
        }
    }

    @Test func hostileCatalogsAreRefusedWithinLimits() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: StringCatalogProblem.tooDeep(limit: 64)) { try StringCatalog(data: Data(deep.utf8)) }
        let limits = StringCatalogLimits(maxFileBytes: 10, maxJSONDepth: 8, maxKeys: 1, maxDepth: 1, maxFolders: 1)
        #expect(throws: StringCatalogProblem.tooLarge(limit: 10)) {
            try StringCatalog(data: Data(String(repeating: " ", count: 11).utf8), limits: limits)
        }
    }
}

extension StringCatalog {
    fileprivate func adding(_ key: String) -> StringCatalog {
        var copy = self
        copy.add(key: key, source: key, comment: nil)
        return copy
    }
}
