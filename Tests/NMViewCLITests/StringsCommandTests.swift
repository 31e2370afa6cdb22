import Foundation
import Testing

/// `nmview strings`: adds the layouts' keys to a catalog as Xcode writes it, never touching a
/// translation, and with `--check` lists what is missing for CI.
@Suite struct StringsCommandTests {
    static let layout = """
        nmview: 1
        view: Card
        size: {width: 320, height: 200}
        root:
          subviews:
            - {id: follow, class: UIButton, frame: [20, 20, 100, 44], title: {localized: Follow, comment: Follows the person}}
            - {id: bio, class: UILabel, frame: [20, 80, 280, 24], text: {localized: About me, key: profile.bio}}
            - {id: legal, class: UILabel, frame: [20, 110, 280, 24], text: {localized: Terms, table: Legal}}
            - {id: plain, class: UILabel, frame: [20, 140, 280, 24], text: Verbatim}
        """

    /// The fixture catalog, which has `Follow` translated and `profile.bio` not yet.
    static let fixture = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/StringCatalogs/Localizable.xcstrings")

    @Test func addsMissingKeysAndLeavesTranslationsAlone() async throws {
        let scratch = try Scratch()
        try scratch.write("Card.nmview.yaml", Self.layout)
        let original = try String(contentsOf: Self.fixture, encoding: .utf8)
        var withoutBio = original
        let bioStart = try #require(withoutBio.range(of: "    \"profile.bio\" : {"))
        let bioEnd = try #require(withoutBio.range(of: "    \"Unknown\" : {"))
        withoutBio.removeSubrange(bioStart.lowerBound..<bioEnd.lowerBound)
        try scratch.write("Localizable.xcstrings", withoutBio)

        let output = try await CommandRunner.run(["strings", ".", "--catalog", "Localizable.xcstrings"], in: scratch.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "nmview: added 1 key to 'Localizable.xcstrings'; 2 in use\n")
        let written = try String(contentsOf: scratch.url.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        // Only the new key's entry differs from the original: every translation, state, comment
        // and unknown key is as Xcode wrote it, in Xcode's order.
        let added = """
                "profile.bio" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "About me"
                      }
                    }
                  }
                },

            """
        var expected = withoutBio
        expected.insert(contentsOf: added, at: try #require(expected.range(of: "    \"Unknown\" : {")).lowerBound)
        #expect(written == expected)
        // No temporary file is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
        #expect(names == ["Card.nmview.yaml", "Localizable.xcstrings"])

        // A second run has nothing to add and leaves the file as it is.
        let again = try await CommandRunner.run(["strings", ".", "--catalog", "Localizable.xcstrings"], in: scratch.url)
        #expect(again.stderr == "nmview: added 0 keys to 'Localizable.xcstrings'; 2 in use\n")
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8) == written)
    }

    @Test func createsACatalogInXcodesForm() async throws {
        let scratch = try Scratch()
        try scratch.write("Card.nmview.yaml", Self.layout)
        let output = try await CommandRunner.run(["strings", "--catalog", "Legal.xcstrings", "--source-language", "de"], in: scratch.url)
        #expect(output.status == 0)
        let written = try String(contentsOf: scratch.url.appendingPathComponent("Legal.xcstrings"), encoding: .utf8)
        #expect(
            written == """
                {
                  "sourceLanguage" : "de",
                  "strings" : {
                    "Terms" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Terms"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test func checkListsEachMissingKeyAtItsTextAndFails() async throws {
        let scratch = try Scratch()
        try scratch.write("Card.nmview.yaml", Self.layout)
        try scratch.write("Localizable.xcstrings", try String(contentsOf: Self.fixture, encoding: .utf8).replacingOccurrences(of: "\"Follow\"", with: "\"Unfollow\""))
        let before = try Data(contentsOf: scratch.url.appendingPathComponent("Localizable.xcstrings"))
        let output = try await CommandRunner.run(
            ["strings", "--no-color", ".", "--catalog", "Localizable.xcstrings", "--check"], in: scratch.url)
        #expect(output.status == 1)
        #expect(
            output.stderr.hasPrefix(
                "./Card.nmview.yaml:6:82: error: the key 'Follow' is not in 'Localizable.xcstrings'; add it with 'nmview strings --catalog Localizable.xcstrings' [strings.missing-key]\n"
            ))
        #expect(!output.stderr.contains("profile.bio"))
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("Localizable.xcstrings")) == before)

        let complete = try await CommandRunner.run(
            ["strings", ".", "--catalog", "\(Self.fixture.path)", "--check"], in: scratch.url)
        #expect(complete.status == 0, "\(complete.stderr)")
    }

    @Test func oneKeyWithTwoSourceTextsIsAnErrorAtBothPlaces() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "Card.nmview.yaml",
            """
            nmview: 1
            view: Card
            size: {width: 320, height: 200}
            root:
              subviews:
                - {id: a, class: UILabel, frame: [0, 0, 10, 10], text: {localized: Save, key: save}}
                - {id: b, class: UILabel, frame: [0, 0, 10, 10], text: {localized: Keep, key: save}}
            """)
        let output = try await CommandRunner.run(["strings", "--no-color", "--catalog", "Localizable.xcstrings"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("./Card.nmview.yaml:6:72: error: the key 'save' has the source text 'Save' here but 'Keep' at ./Card.nmview.yaml:7:72"))
        #expect(output.stderr.contains("./Card.nmview.yaml:7:72: error: the key 'save' has the source text 'Keep' here but 'Save' at ./Card.nmview.yaml:6:72"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Localizable.xcstrings").path))
    }

    @Test func aBrokenCatalogIsAnErrorAtItsPosition() async throws {
        let scratch = try Scratch()
        try scratch.write("Card.nmview.yaml", Self.layout)
        try scratch.write("Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : \n  }\n}")
        let output = try await CommandRunner.run(["strings", "--catalog", "Localizable.xcstrings"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Localizable.xcstrings:5:3: error: 'Localizable.xcstrings' is not valid JSON"))
    }
}
