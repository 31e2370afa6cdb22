import Foundation
import Testing

/// `nmview init` writes a starter that lints clean; `nmview schema` prints the shared schema.
@Suite struct InitAndSchemaCommandTests {
    @Test func initWritesAStarterThatLintsClean() async throws {
        let scratch = try Scratch()
        let created = try await CommandRunner.run(["init", "ProfileCard"], in: scratch.url)
        #expect(created.status == 0, "\(created.stderr)")
        // No Schemas/ folder above: the schema is written beside the layout, so the modeline
        // resolves in an editor with no network (nothing serves a schema URL).
        #expect(created.stdout == "./Schemas/nmview.schema.json\n./ProfileCard.nmview.yaml\n")
        let text = try String(contentsOf: scratch.url.appendingPathComponent("ProfileCard.nmview.yaml"), encoding: .utf8)
        #expect(text.hasPrefix("# yaml-language-server: $schema=Schemas/nmview.schema.json\n"))
        let written = try Data(contentsOf: scratch.url.appendingPathComponent("Schemas/nmview.schema.json"))
        let printed = try await CommandRunner.run(["schema"], in: scratch.url)
        #expect(written == Data(printed.stdout.utf8))
        #expect(text.contains("view: ProfileCard\n"))
        // A current iPhone (iPhone 15, 393 × 852): the label sits 20 below the Dynamic Island's
        // 59 points, and the landscape alternative inside the insets the phone has turned.
        // Mirrored in right-to-left languages, as a new app's Auto Layout views are.
        #expect(text.contains("size: {width: 393, height: 852}\nsafeArea: {top: 59, bottom: 34}\nlayoutDirection: mirrored\nroot:\n"))
        #expect(text.contains("      frame: [20, 79, 353, 24]\n"))
        #expect(text.contains("  - name: landscape\n    size: {width: 852, height: 393}\n    safeArea: {left: 59, bottom: 21, right: 59}\n"))
        #expect(text.contains("      - {id: title, frame: [79, 20, 694, 24]}\n"))
        let lint = try await CommandRunner.run(["lint", "--strict", "ProfileCard.nmview.yaml"], in: scratch.url)
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    /// `--size`: the safe area of a known device's screen, in either orientation, and none for any
    /// other size; the alternative is the size turned, and a square has none. Each lints clean.
    @Test(arguments: [
        ("375x667", "safeArea: {top: 20}\n", "  - name: landscape\n    size: {width: 667, height: 375}\n    safeArea: {top: 0, left: 0, bottom: 0, right: 0}\n"),
        ("852x393", "safeArea: {left: 59, bottom: 21, right: 59}\n", "  - name: portrait\n    size: {width: 393, height: 852}\n    safeArea: {top: 59, bottom: 34}\n"),
        ("300x200", nil, "  - name: portrait\n    size: {width: 200, height: 300}\n    subviews:\n"),
        // A square big enough for its title: at 30 × 30 the title is cut off (rule.text-truncates).
        ("80x80", nil, nil),
    ] as [(String, String?, String?)])
    func initWritesTheSafeAreaOfTheSizeAsked(size: String, safeArea: String?, alternative: String?) async throws {
        let scratch = try Scratch()
        let created = try await CommandRunner.run(["init", "Card", "--size", size], in: scratch.url)
        #expect(created.status == 0, "\(created.stderr)")
        let text = try String(contentsOf: scratch.url.appendingPathComponent("Card.nmview.yaml"), encoding: .utf8)
        #expect(text.contains("safeArea:") == (safeArea != nil || alternative?.contains("safeArea:") == true), "\(text)")
        if let safeArea { #expect(text.contains("}\n" + safeArea + "layoutDirection: mirrored\nroot:\n"), "\(text)") }
        #expect(text.contains("\nlayoutDirection: mirrored\n"), "\(text)")
        if let alternative { #expect(text.contains(alternative), "\(text)") } else { #expect(!text.contains("layouts:"), "\(text)") }
        let lint = try await CommandRunner.run(["lint", "--strict", "Card.nmview.yaml"], in: scratch.url)
        #expect(lint.status == 0, "\(size): \(lint.stderr)\n\(text)")
    }

    @Test func initRefusesASizeThatIsNotOne() async throws {
        let output = try await CommandRunner.run(["init", "Card", "--size", "0x10"], in: try Scratch().url)
        #expect(output.status == 64)
        #expect(output.stderr.contains("write WIDTHxHEIGHT with positive numbers"), "\(output.stderr)")
    }

    @Test func initPointsAtTheNearestSchemasFolder() async throws {
        let scratch = try Scratch()
        try scratch.write("Schemas/nmview.schema.json", "{}")
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("App/Layouts"), withIntermediateDirectories: true)
        let created = try await CommandRunner.run(["init", "Card", "--directory", "App/Layouts"], in: scratch.url)
        #expect(created.status == 0)
        let text = try String(contentsOf: scratch.url.appendingPathComponent("App/Layouts/Card.nmview.yaml"), encoding: .utf8)
        #expect(text.hasPrefix("# yaml-language-server: $schema=../../Schemas/nmview.schema.json\n"))
    }

    @Test func initNeverOverwritesWithoutForce() async throws {
        let scratch = try Scratch()
        let path = try scratch.write("Card.nmview.yaml", "mine\n")
        let refused = try await CommandRunner.run(["init", "Card"], in: scratch.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("the file exists (use --force to replace it)"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
        let forced = try await CommandRunner.run(["init", "Card", "--force"], in: scratch.url)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("view: Card"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
        #expect(leftovers == ["Card.nmview.yaml", "Schemas"])
    }

    /// `--force` over a file, and the disk fills up part way through the new one: the old file
    /// stays as it was and no temporary file is left.
    @Test func initThatFailsPartWayKeepsTheFileItWouldReplace() async throws {
        let scratch = try Scratch()
        // A long class name makes the starter longer than the write may go.
        let name = "Card" + String(repeating: "X", count: 60)
        try scratch.write("Schemas/nmview.schema.json", "{}")  // so only the layout is written
        let path = try scratch.write("\(name).nmview.yaml", "mine\n")
        let cut = try await CommandRunner.runWithFileSizeLimit(["init", name, "--force"], in: scratch.url)
        #expect(cut.status == 1)
        #expect(cut.stderr.hasPrefix("nmview: error: cannot write './\(name).nmview.yaml': file too large"), "\(cut.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["\(name).nmview.yaml", "Schemas"])

        let written = try await CommandRunner.run(["init", name, "--force"], in: scratch.url)
        #expect(written.status == 0)
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size > CommandRunner.fileSizeLimit, "the failed write was not cut part way")
    }

    /// A folder where the file would go: the rename fails, the folder and its content stay.
    @Test func initOverAFolderLeavesItAndNoTemporaryFile() async throws {
        let scratch = try Scratch()
        try scratch.write("Card.nmview.yaml/keep.txt", "keep")
        try scratch.write("Schemas/nmview.schema.json", "{}")
        let output = try await CommandRunner.run(["init", "Card", "--force"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("nmview: error: cannot write './Card.nmview.yaml': is a directory"), "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["Card.nmview.yaml", "Schemas"])
        let kept = scratch.url.appendingPathComponent("Card.nmview.yaml/keep.txt").path
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "keep")
    }

    @Test func initRefusesANameThatIsNotAClass() async throws {
        let output = try await CommandRunner.run(["init", "2 cards"], in: try Scratch().url)
        #expect(output.status == 64)
        #expect(output.stderr.contains("'2 cards' is not a class name"))
    }

    @Test func initCreatesAMissingDirectory() async throws {
        let scratch = try Scratch()
        let output = try await CommandRunner.run(["init", "Card", "--directory", "New/Layouts"], in: scratch.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasSuffix("New/Layouts/Card.nmview.yaml\n"), "\(output.stdout)")
        let linted = try await CommandRunner.run(["lint", "--strict", "New/Layouts"], in: scratch.url)
        #expect(linted.status == 0, "\(linted.stderr)")
    }

    @Test func initIntoAFileFailsCleanly() async throws {
        let scratch = try Scratch()
        try scratch.write("taken", "a file\n")
        let output = try await CommandRunner.run(["init", "Card", "--directory", "taken"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr == "nmview: error: cannot write 'taken/Card.nmview.yaml': 'taken' is not a directory\n")
    }

    @Test(arguments: [("loginView", "'LoginView'"), ("_card", "'Card'")])
    func initRefusesALowerCaseClassName(_ name: String, _ suggestion: String) async throws {
        let scratch = try Scratch()
        let output = try await CommandRunner.run(["init", name], in: scratch.url)
        #expect(output.status == 64)
        #expect(output.stderr.contains("'\(name)' is not a class name as Swift writes them: start it with an upper-case letter (\(suggestion))"), "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty, "nothing written")
    }

    @Test func schemaPrintsTheFileEditorsUse() async throws {
        let output = try await CommandRunner.run(["schema"])
        #expect(output.status == 0)
        let committed = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Schemas/nmview.schema.json"))
        #expect(Data(output.stdout.utf8) == committed)
        let path = try await CommandRunner.run(["schema", "--path"])
        #expect(path.stdout.hasSuffix("nmview.schema.json\n"))
    }
}

/// `Docs/Format.md` is generated from the schema; this fails when they drift.
/// Re-record with `NMVIEW_RECORD=1 swift test --filter FormatReferenceTests`.
@Suite struct FormatReferenceTests {
    @Test func formatReferenceMatchesTheSchema() async throws {
        let output = try await CommandRunner.run(["schema", "--markdown"])
        #expect(output.status == 0)
        let url = CommandRunner.packageRoot.appendingPathComponent("Docs/Format.md")
        if ProcessInfo.processInfo.environment["NMVIEW_RECORD"] == "1" {
            try Data(output.stdout.utf8).write(to: url)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == output.stdout, "Docs/Format.md is stale: run NMVIEW_RECORD=1 swift test --filter FormatReferenceTests")
    }
}

/// An installed nmview (the executable and its resource folder copied elsewhere) finds its schema
/// in the folder beside it and lints with it.
@Suite struct InstalledLayoutTests {
    @Test func installedCopyFindsItsSchema() async throws {
        let scratch = try Scratch()
        let manager = FileManager.default
        let build = CommandRunner.executable.deletingLastPathComponent()
        let bin = scratch.url.appendingPathComponent("bin")
        try manager.createDirectory(at: bin, withIntermediateDirectories: true)
        // Copied by `cp`, a process of its own: copied here, the new file is open for writing
        // while other tests spawn children, which inherit that descriptor until they exec, and
        // running the copy then fails with 'Text file busy' — on a busy machine, now and then.
        let copy = try await CommandRunner.run(
            [CommandRunner.executable.path, bin.appendingPathComponent("nmview").path],
            executable: URL(fileURLWithPath: "/bin/cp"))
        #expect(copy.status == 0, "\(copy.stderr)")
        try manager.copyItem(
            at: build.appendingPathComponent("NMView_NMViewSchema.resources"),
            to: bin.appendingPathComponent("NMView_NMViewSchema.resources"))
        try scratch.write("Card.nmview.yaml", "nmview: 1\nsize: {width: 1, height: 1}\nroot: {txt: 1}\n")

        let found = try await CommandRunner.run(["schema", "--path"], in: scratch.url, executable: bin.appendingPathComponent("nmview"))
        #expect(found.stdout == bin.appendingPathComponent("NMView_NMViewSchema.resources/nmview.schema.json").path + "\n")
        let linted = try await CommandRunner.run(["lint", "Card.nmview.yaml"], in: scratch.url, executable: bin.appendingPathComponent("nmview"))
        #expect(linted.status == 1)
        #expect(linted.stderr.contains("unknown property 'txt'"))
    }

    @Test func schemaWriteReplacesAnOlderCopyAtomically() async throws {
        let scratch = try Scratch()
        try scratch.write("Schemas/nmview.schema.json", "{\"old\": true}")
        let written = try await CommandRunner.run(["schema", "--write", "Schemas"], in: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == "Schemas/nmview.schema.json\n")
        let printed = try await CommandRunner.run(["schema"], in: scratch.url)
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("Schemas/nmview.schema.json")) == Data(printed.stdout.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("Schemas").path) == ["nmview.schema.json"])
    }
}
