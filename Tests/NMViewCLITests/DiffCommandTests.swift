import Foundation
import Testing

/// `nmview diff`: golden text and JSON for two layouts of each example and for two revisions of
/// a file, and bad requests refused with the right exit code.
/// Re-record with `NMVIEW_RECORD=1 swift test --filter DiffCommandTests`.
@Suite struct DiffCommandTests {
    static let golden = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Diff")
    static let card = "Examples/ProfileCard.nmview.yaml"
    static let keypad = "Examples/Keypad.nmview.yaml"
    /// A later revision of the card: a view moved, one removed, two added (one without an id).
    static let nextCard = "Tests/Fixtures/Diff/NextProfileCard.nmview.yaml"
    /// A screen designed on an iPhone 15 that declares its safe area, and its revision from before it did.
    static let safeAreaScreen = "Tests/Fixtures/SafeArea/SafeAreaScreen.nmview.yaml"
    static let earlierSafeAreaScreen = "Tests/Fixtures/SafeArea/EarlierSafeAreaScreen.nmview.yaml"

    static let cases: [(name: String, arguments: [String])] = [
        ("ProfileCard-primary-landscape.txt", [card, "--from", "primary", "--to", "landscape"]),
        ("ProfileCard-primary-landscape.json", [card, "--from", "primary", "--to", "landscape", "--format", "json"]),
        ("ProfileCard-landscape-primary-390x844.txt", [card, "--from", "landscape", "--to", "primary", "--size", "390x844"]),
        ("Keypad-primary-landscape-1024x768.txt", [keypad, "--from", "primary", "--to", "landscape", "--size", "1024x768"]),
        (
            "Keypad-primary-landscape-1024x768.json",
            [keypad, "--from", "primary", "--to", "landscape", "--size", "1024x768", "--format", "json"]
        ),
        ("Badge-primary-primary.txt", ["Examples/Badge.nmview.json", "--from", "primary", "--to", "primary"]),
        ("ProfileCard-revisions.txt", [card, nextCard]),
        ("ProfileCard-revisions.json", [card, nextCard, "--format", "json"]),
        ("ProfileCard-revisions-landscape-844x390.txt", [card, nextCard, "--layout", "landscape", "--size", "844x390"]),
        // Declaring the safe area, on an iPhone SE: the title and toolbar move to its safe area.
        (
            "SafeAreaScreen-revisions-375x667-20,0,0,0.txt",
            [earlierSafeAreaScreen, safeAreaScreen, "--size", "375x667", "--safe-area", "20,0,0,0"]
        ),
        (
            "SafeAreaScreen-revisions-375x667-20,0,0,0.json",
            [earlierSafeAreaScreen, safeAreaScreen, "--size", "375x667", "--safe-area", "20,0,0,0", "--format", "json"]
        ),
        // Rotating an iPhone 15: each layout in the landscape screen's insets.
        ("SafeAreaScreen-primary-landscape-852x393.txt", [safeAreaScreen, "--from", "primary", "--to", "landscape", "--safe-area", "0,59,21,59"]),
    ]

    @Test(arguments: cases.map(\.name))
    func printsTheGoldenOutput(_ name: String) async throws {
        let arguments = try #require(Self.cases.first { $0.name == name }).arguments
        try await GoldenFile.expectOutput(of: ["diff"] + arguments, matches: Self.golden.appendingPathComponent(name))
    }

    @Test func jsonHasTheDocumentedShape() async throws {
        let output = try await CommandRunner.run(["diff", Self.card, Self.nextCard, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["added", "changed", "from", "removed", "size", "to", "version"])
        let changed = try #require(object["changed"] as? [[String: Any]])
        #expect(changed.allSatisfy { Set($0.keys) == ["from", "to", "view"] })
        let added = try #require(object["added"] as? [[String: Any]])
        #expect(added.map { $0["view"] as? String } == ["badge", "root/subviews[4]"])
        let removed = try #require(object["removed"] as? [[String: Any]])
        #expect(removed.map { $0["view"] as? String } == ["role"])
        #expect(removed.allSatisfy { Set($0.keys) == ["frame", "view"] })
    }

    /// Without --size, two layouts of one file are compared at the design size of the one gone to.
    @Test func theSizeDefaultsToTheDesignSizeOfTheLayoutGoneTo() async throws {
        let implicit = try await CommandRunner.run(["diff", Self.card, "--from", "primary", "--to", "landscape"])
        let explicit = try await CommandRunner.run(
            ["diff", Self.card, "--from", "primary", "--to", "landscape", "--size", "480x320"])
        #expect(implicit.stdout == explicit.stdout)
        #expect(implicit.stdout.hasPrefix("Examples/ProfileCard.nmview.yaml: 'primary' → 'landscape' at 480x320\n"))
    }

    @Test(arguments: [
        (["--from", "primary"], "needs --from and --to"),
        (["--to", "landscape"], "needs --from and --to"),
        (["--from", "primary", "--to", "landscape", "--layout", "landscape"], "--layout goes with two files"),
        ([nextCard, "--from", "primary", "--to", "landscape"], "--from and --to go with one file"),
        ([nextCard, keypad, "--layout", "primary"], "not 3"),
        (["--from", "primary", "--to", "landscape", "--size", "390"], "write WIDTHxHEIGHT"),
        (["--from", "primary", "--to", "landscape", "--safe-area", "59,0,34"], "write TOP,LEFT,BOTTOM,RIGHT"),
    ])
    func aWrongCommandLineIsAUsageError(_ arguments: [String], _ message: String) async throws {
        let output = try await CommandRunner.run(["diff", Self.card] + arguments)
        #expect(output.status == 64)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    /// Both sides are laid out in the one safe area given: a file laid out in another screen's
    /// safe area than its own differs from its revision that declares none.
    @Test func bothSidesAreLaidOutInTheSafeAreaGiven() async throws {
        let onIPhone15 = try await CommandRunner.run(
            ["diff", Self.earlierSafeAreaScreen, Self.safeAreaScreen, "--size", "393x852", "--safe-area", "59,0,34,0"])
        #expect(onIPhone15.stdout.hasSuffix("changed: 0, added: 0, removed: 0\n"), "\(onIPhone15.stdout)")
        let onIPhoneSE = try await CommandRunner.run(
            ["diff", Self.earlierSafeAreaScreen, Self.safeAreaScreen, "--size", "375x667", "--safe-area", "20,0,0,0", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(onIPhoneSE.stdout.utf8)) as? [String: Any])
        #expect(object["safeArea"] as? [String: Double] == ["top": 20, "left": 0, "bottom": 0, "right": 0])
        let changed = try #require(object["changed"] as? [[String: Any]])
        // 16 below the SE's status bar instead of 75 below its top edge; the toolbar on its bottom edge.
        #expect(changed.map { $0["view"] as? String } == ["title", "toolbar"])
        #expect((changed.first?["to"] as? [String: Double])?["y"] == 36)
        #expect((changed.last?["from"] as? [String: Double])?["y"] == 589 && (changed.last?["to"] as? [String: Double])?["y"] == 623)
        let same = try await CommandRunner.run(
            ["diff", Self.safeAreaScreen, "--from", "primary", "--to", "primary", "--size", "375x667", "--safe-area", "20,0,0,0"])
        #expect(same.stdout.hasSuffix("changed: 0 of 4 views\n"))
    }

    @Test func anUnknownLayoutSuggestsTheClosestName() async throws {
        let typo = try await CommandRunner.run(["diff", Self.card, "--from", "primary", "--to", "landscap"])
        #expect(typo.status == 64)
        #expect(
            typo.stderr
                == "nmview: error: no layout named 'landscap' in 'Examples/ProfileCard.nmview.yaml'; did you mean 'landscape'?\n")
        let unrelated = try await CommandRunner.run(["diff", Self.card, "--from", "tilted", "--to", "primary"])
        #expect(unrelated.status == 64)
        #expect(unrelated.stderr.contains("no layout named 'tilted' in 'Examples/ProfileCard.nmview.yaml'; it has 'primary' and 'landscape'"))
        // Between revisions the layout must be in both: the Badge has no alternatives.
        let revisions = try await CommandRunner.run(["diff", "Examples/Badge.nmview.json", Self.card, "--layout", "landscape"])
        #expect(revisions.status == 64)
        #expect(revisions.stderr.contains("no layout named 'landscape' in 'Examples/Badge.nmview.json'"))
    }

    @Test func brokenOrMissingFilesAreReportedTogether() async throws {
        let scratch = try Scratch()
        try scratch.write("Bad.nmview.yaml", "nmview: 1\nsize: {width: 1, height: 1}\nroot: {txt: 1}\n")
        let output = try await CommandRunner.run(["diff", "Bad.nmview.yaml", "Gone.nmview.yaml"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("Bad.nmview.yaml:3:8: error: unknown property 'txt'"))
        #expect(output.stderr.contains("Gone.nmview.yaml: error: no such file or directory 'Gone.nmview.yaml' [io.not-found]"))
        #expect(output.stderr.hasSuffix("nmview: 2 errors, 0 warnings in 2 files\n"))
        #expect(output.stdout.isEmpty)
    }
}
