import Foundation
import Testing

/// `nmview explain`: golden text and JSON for the examples and for ties, agreement with the
/// layout `render` draws, and bad requests refused with the right exit code.
/// Re-record with `NMVIEW_RECORD=1 swift test --filter ExplainCommandTests`.
@Suite struct ExplainCommandTests {
    static let golden = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Explain")
    static let card = "Examples/ProfileCard.nmview.yaml"
    static let tie = "Tests/Fixtures/Explain/Tie.nmview.yaml"
    static let safeAreaScreen = "Tests/Fixtures/SafeArea/SafeAreaScreen.nmview.yaml"

    static let cases: [(name: String, arguments: [String])] = [
        ("ProfileCard-844x390.txt", [card, "--size", "844x390", "--frames"]),
        ("ProfileCard-844x390.json", [card, "--size", "844x390", "--frames", "--format", "json"]),
        ("ProfileCard-390x844.txt", [card, "--size", "390x844"]),
        // A square is as far from 2:3 as from 3:2: the primary wins the tie.
        ("ProfileCard-400x400.txt", [card, "--size", "400x400", "--frames"]),
        ("ProfileCard-400x400.json", [card, "--size", "400x400", "--format", "json"]),
        ("Keypad-1024x768.txt", ["Examples/Keypad.nmview.yaml", "--size", "1024x768", "--frames"]),
        ("Keypad-1024x768.json", ["Examples/Keypad.nmview.yaml", "--size", "1024x768", "--frames", "--format", "json"]),
        ("Badge-120x24.txt", ["Examples/Badge.nmview.json", "--size", "120x24", "--frames"]),
        // Two alternatives tie and the first declared wins; an id-less view is named by position.
        ("Tie-600x600.txt", [tie, "--size", "600x600", "--frames"]),
        ("Tie-600x600.json", [tie, "--size", "600x600", "--frames", "--format", "json"]),
        // Designed on an iPhone 15, on an iPhone SE: carried from one safe area to the other.
        ("SafeAreaScreen-375x667-20,0,0,0.txt", [safeAreaScreen, "--size", "375x667", "--safe-area", "20,0,0,0", "--frames"]),
        (
            "SafeAreaScreen-375x667-20,0,0,0.json",
            [safeAreaScreen, "--size", "375x667", "--safe-area", "20,0,0,0", "--frames", "--format", "json"]
        ),
        // On the iPhone 15 it was designed for, nothing moves.
        ("SafeAreaScreen-393x852-59,0,34,0.txt", [safeAreaScreen, "--size", "393x852", "--safe-area", "59,0,34,0", "--frames"]),
    ]

    @Test(arguments: cases.map(\.name))
    func printsTheGoldenOutput(_ name: String) async throws {
        let arguments = try #require(Self.cases.first { $0.name == name }).arguments
        try await GoldenFile.expectOutput(of: ["explain"] + arguments, matches: Self.golden.appendingPathComponent(name))
    }

    @Test func jsonHasTheDocumentedShape() async throws {
        let output = try await CommandRunner.run(["explain", Self.tie, "--size", "600x600", "--frames", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "aspectRatio", "chosen", "file", "layouts", "size", "tiedWith", "tolerance", "version", "views",
            ])
        #expect(object["chosen"] as? String == "wide")
        #expect(object["tiedWith"] as? [String] == ["tall"])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.allSatisfy { Set($0.keys) == ["aspectRatio", "distance", "name", "size"] })
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.allSatisfy { Set($0.keys) == ["designFrame", "frame", "movedBy", "view"] })
        #expect(views.map { $0["view"] as? String } == ["panel", "panel/subviews[0]"])
        // Without --frames there are no views.
        let plain = try await CommandRunner.run(["explain", Self.tie, "--size", "600x600", "--format", "json"])
        #expect(!plain.stdout.contains("\"views\""))
    }

    /// The layout explain names is the one render draws, whichever wins and however narrowly.
    @Test(arguments: ["844x390", "390x844", "400x400", "480x321", "321x480", "1x1000"])
    func namesTheLayoutRenderDraws(_ size: String) async throws {
        let explained = try await CommandRunner.run(["explain", Self.card, "--size", size, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])
        let chosen = try #require(object["chosen"] as? String)
        let rendered = try await CommandRunner.run(["render", Self.card, "--size", size])
        #expect(rendered.stdout.contains("data-layout=\"\(chosen)\""))
    }

    @Test(arguments: ["wide", "0x10", "10x", "x10", "-4x5", "nanx1", "infx1", "10x10x10"])
    func aMalformedSizeIsAUsageError(_ size: String) async throws {
        // `--size=…`, so that '-4x5' is not read as an option.
        let output = try await CommandRunner.run(["explain", Self.card, "--size=\(size)"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("write WIDTHxHEIGHT with positive numbers"))
        #expect(output.stdout.isEmpty)
    }

    /// Sizes whose aspect ratio overflows still explain: numbers past `Double` are written as
    /// "Infinity" in JSON, never a crash or a document that does not parse.
    @Test(arguments: ["1e300x1e-300", "1e-300x1e300", "1e308x1e308"])
    func extremeSizesAreExplained(_ size: String) async throws {
        let text = try await CommandRunner.run(["explain", "Examples/Keypad.nmview.yaml", "--size", size, "--frames"])
        #expect(text.status == 0)
        let json = try await CommandRunner.run(
            ["explain", "Examples/Keypad.nmview.yaml", "--size", size, "--frames", "--format", "json"])
        #expect(json.status == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
    }

    /// A root subview says which safe areas it was carried between; the title keeps its 16
    /// points below the top, the backdrop ignores them, the toolbar's button inside it says nothing.
    @Test func aRootSubviewSaysItFollowedTheSafeArea() async throws {
        let output = try await CommandRunner.run(
            ["explain", Self.safeAreaScreen, "--size", "375x667", "--safe-area", "20,0,0,0", "--frames", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["safeArea"] as? [String: Double] == ["top": 20, "left": 0, "bottom": 0, "right": 0])
        let views = try #require(object["views"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: views.compactMap { view in (view["view"] as? String).map { ($0, view) } })
        let title = try #require(byName["title"])
        #expect(title["frame"] as? [String: Double] == ["x": 20, "y": 36, "width": 335, "height": 24])
        #expect(title["movedBy"] as? [String] == ["safeArea", "flexibleWidth"])
        let region = try #require(title["safeArea"] as? [String: [String: Double]])
        #expect(region["design"] == ["x": 0, "y": 59, "width": 393, "height": 759])
        #expect(region["current"] == ["x": 0, "y": 20, "width": 375, "height": 647])
        #expect(byName["backdrop"]?["safeArea"] == nil && byName["done"]?["safeArea"] == nil)
        #expect(byName["backdrop"]?["movedBy"] as? [String] == ["flexibleWidth", "flexibleHeight"])
        // Without --safe-area the file's own insets are taken, and the output says none.
        let plain = try await CommandRunner.run(["explain", Self.safeAreaScreen, "--size", "393x852", "--frames"])
        #expect(plain.stdout.hasPrefix("Tests/Fixtures/SafeArea/SafeAreaScreen.nmview.yaml at 393x852, aspect ratio"))
        #expect(!plain.stdout.contains("safe area"))
    }

    @Test func aMalformedSafeAreaIsAUsageError() async throws {
        let output = try await CommandRunner.run(["explain", Self.safeAreaScreen, "--size", "375x667", "--safe-area", "20,0,0"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("write TOP,LEFT,BOTTOM,RIGHT with four numbers of 0 or more"))
        #expect(output.stdout.isEmpty)
    }

    @Test func aMissingSizeIsAUsageError() async throws {
        let output = try await CommandRunner.run(["explain", Self.card])
        #expect(output.status == 64)
        #expect(output.stderr.contains("Missing expected argument '--size <size>'"))
    }

    @Test func aMissingFileOrAFolderIsReportedAtItsPath() async throws {
        let missing = try await CommandRunner.run(["explain", "Nowhere.nmview.yaml", "--size", "390x844"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("Nowhere.nmview.yaml: error: no such file or directory 'Nowhere.nmview.yaml' [io.not-found]\n"))
        #expect(missing.stdout.isEmpty)
        let folder = try await CommandRunner.run(["explain", "Examples", "--size", "390x844"])
        #expect(folder.status == 1)
        #expect(folder.stderr.contains("Examples: error: 'Examples' is a directory [io.is-directory]"))
    }

    @Test func aFileWithErrorsHasItsDiagnosticsPrinted() async throws {
        let scratch = try Scratch()
        try scratch.write("Bad.nmview.yaml", "nmview: 1\nsize: {width: 1, height: 1}\nroot: {txt: 1}\n")
        let text = try await CommandRunner.run(["explain", "Bad.nmview.yaml", "--size", "1x1"], in: scratch.url)
        #expect(text.status == 1)
        #expect(text.stderr.hasPrefix("Bad.nmview.yaml:3:8: error: unknown property 'txt'"), "\(text.stderr)")
        #expect(text.stdout.isEmpty)
        // In JSON, the diagnostics are the JSON document lint would print.
        let json = try await CommandRunner.run(
            ["explain", "Bad.nmview.yaml", "--size", "1x1", "--format", "json"], in: scratch.url)
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"id\" : \"schema.unknown-property\""))
    }
}
