import Foundation
import Testing

/// `nmview compile`: golden outputs, writes only on change, never writes a failing layout.
/// Re-record the goldens with `NMVIEW_RECORD=1 swift test --filter CompileCommandTests`.
@Suite struct CompileCommandTests {
    static let golden = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Compile/Examples")

    @Test func examplesCompileToTheGoldenOutputs() async throws {
        let scratch = try Scratch()
        let output = try await CommandRunner.run(["compile", "Examples", "--out", scratch.url.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.hasSuffix("4 written, 0 unchanged\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
        #expect(names == ["Badge.layout.json", "Keypad.layout.json", "ProfileCard.layout.json", "SignInViewController.layout.json"])
        if ProcessInfo.processInfo.environment["NMVIEW_RECORD"] == "1" {
            try? FileManager.default.removeItem(at: Self.golden)
            try FileManager.default.copyItem(at: scratch.url, to: Self.golden)
        }
        for name in names {
            let produced = try Data(contentsOf: scratch.url.appendingPathComponent(name))
            let expected = try Data(contentsOf: Self.golden.appendingPathComponent(name))
            #expect(produced == expected, "\(name) differs from its golden output")
        }
    }

    @Test func unchangedOutputsAreNotRewritten() async throws {
        let scratch = try Scratch()
        _ = try await CommandRunner.run(["compile", "Examples", "--out", scratch.url.path])
        let file = scratch.url.appendingPathComponent("Badge.layout.json").path
        let before = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
        let again = try await CommandRunner.run(["compile", "Examples", "--out", scratch.url.path])
        #expect(again.stderr.hasSuffix("0 written, 4 unchanged\n"))
        let after = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
        #expect(before != nil && before == after, "the file was replaced")
    }

    @Test func aLayoutWithErrorsKeepsItsPreviousOutput() async throws {
        let scratch = try Scratch()
        let good = "nmview: 1\nview: Card\nsize: {width: 100, height: 100}\nroot:\n  subviews:\n    - {id: a, frame: [0, 0, 10, 10]}\n"
        try scratch.write("src/Card.nmview.yaml", good)
        let first = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        #expect(first.status == 0)
        let compiled = scratch.url.appendingPathComponent("out/Card.layout.json")
        let original = try Data(contentsOf: compiled)

        try scratch.write("src/Card.nmview.yaml", good.replacingOccurrences(of: "[0, 0, 10, 10]", with: "[0, 0, 10"))
        let broken = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("[yaml.unclosed-flow-sequence]"))
        #expect(try Data(contentsOf: compiled) == original)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("out").path)
        #expect(leftovers == ["Card.layout.json"])
    }

    /// Card with 40 views: its compiled JSON is several kilobytes.
    static func manyViews(width: Int) -> String {
        "nmview: 1\nview: Card\nsize: {width: \(width), height: 100}\nroot:\n  subviews:\n"
            + (0..<40).map { "    - {id: v\($0), frame: [0, 0, 10, 10]}\n" }.joined()
    }

    /// The disk fills up part way through writing the new output: the old one stays, whole, and
    /// the temporary file is gone. It is the machine's problem, not a bug: exit 1, not 70.
    @Test func aWriteThatFailsPartWayKeepsThePreviousOutput() async throws {
        let scratch = try Scratch()
        try scratch.write("src/Card.nmview.yaml", Self.manyViews(width: 100))
        #expect(try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url).status == 0)
        let out = scratch.url.appendingPathComponent("out")
        let compiled = out.appendingPathComponent("Card.layout.json")
        let original = try Data(contentsOf: compiled)
        try #require(original.count > 2 * CommandRunner.fileSizeLimit, "the write must be cut part way")

        try scratch.write("src/Card.nmview.yaml", Self.manyViews(width: 200))
        let cut = try await CommandRunner.runWithFileSizeLimit(["compile", "src", "--out", "out"], in: scratch.url)
        #expect(cut.status == 1)
        #expect(cut.stderr.hasSuffix("nmview: error: cannot write 'out/Card.layout.json': file too large\n"), "\(cut.stderr)")
        #expect(try Data(contentsOf: compiled) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["Card.layout.json"])

        let retried = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        #expect(retried.status == 0)
        #expect(try Data(contentsOf: compiled) != original)
    }

    /// The new output is complete but cannot be renamed into place (a folder has the name): the
    /// folder is untouched and the temporary file is removed.
    @Test func aRenameThatFailsLeavesNoTemporaryFile() async throws {
        let scratch = try Scratch()
        try scratch.write("src/Card.nmview.yaml", Self.manyViews(width: 100))
        try scratch.write("out/Card.layout.json/keep.txt", "keep")
        let output = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.hasSuffix("nmview: error: cannot write 'out/Card.layout.json': is a directory\n"), "\(output.stderr)")
        let out = scratch.url.appendingPathComponent("out").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["Card.layout.json"])
        #expect(try String(contentsOfFile: out + "/Card.layout.json/keep.txt", encoding: .utf8) == "keep")
    }

    /// An output folder that cannot be made (a file is in the way) is an error, not a crash.
    @Test func anOutputFolderThatCannotBeMadeIsAnError() async throws {
        let scratch = try Scratch()
        try scratch.write("src/Card.nmview.yaml", Self.manyViews(width: 100))
        try scratch.write("out", "a file")
        let output = try await CommandRunner.run(["compile", "src", "--out", "out/layouts"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.hasSuffix("nmview: error: cannot write 'out/layouts': not a directory\n"), "\(output.stderr)")
    }

    @Test func twoFilesForOneViewAreRefused() async throws {
        let scratch = try Scratch()
        let text = "nmview: 1\nview: Card\nsize: {width: 100, height: 100}\nroot: {}\n"
        try scratch.write("a/Card.nmview.yaml", text)
        try scratch.write("b/Other.nmview.yaml", text)
        let output = try await CommandRunner.run(["compile", "a", "b", "--out", "out"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("[compile.duplicate-view]"))
    }
}

/// `nmview compile --naming file`: outputs named after their files, as the SwiftPM plugin needs.
@Suite struct CompileNamingTests {
    static func layout(view: String?) -> String {
        "nmview: 1\n" + (view.map { "view: \($0)\n" } ?? "") + "size: {width: 100, height: 100}\nroot: {}\n"
    }

    @Test func outputsAreNamedAfterTheirFiles() async throws {
        let scratch = try Scratch()
        try scratch.write("src/Card.nmview.yaml", Self.layout(view: nil))
        try scratch.write("src/Badge.nmview.json", "{\"nmview\": 1, \"size\": {\"width\": 1, \"height\": 1}, \"root\": {}}")
        try scratch.write("src/Sub/Keypad.nmview.yml", Self.layout(view: "Keypad"))
        let output = try await CommandRunner.run(["compile", "src", "--out", "out", "--naming", "file"], in: scratch.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("warning"))
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("out").path)
        #expect(names.sorted() == ["Badge.layout.json", "Card.layout.json", "Keypad.layout.json"])
    }

    @Test func aViewNamedOtherwiseIsCompiledByFileNameWithAWarning() async throws {
        let scratch = try Scratch()
        try scratch.write("Card.nmview.yaml", Self.layout(view: "ProfileCard"))
        let byFile = try await CommandRunner.run(["compile", "Card.nmview.yaml", "--out", "out", "--naming", "file"], in: scratch.url)
        #expect(byFile.status == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out/Card.layout.json").path))
        #expect(
            byFile.stderr.contains(
                "\nCard.nmview.yaml: warning: view 'ProfileCard' is compiled to 'Card.layout.json', but NMView looks for 'ProfileCard.layout.json'"))
        #expect(byFile.stderr.contains("[compile.file-name-mismatch]"))
        let byView = try await CommandRunner.run(["compile", "Card.nmview.yaml", "--out", "view"], in: scratch.url)
        #expect(byView.status == 0)
        #expect(!byView.stderr.contains("warning"))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("view/ProfileCard.layout.json").path))
    }

    @Test func twoFilesOfOneBaseNameAreRefused() async throws {
        let scratch = try Scratch()
        try scratch.write("a/Card.nmview.yaml", Self.layout(view: "Card"))
        try scratch.write("b/Card.nmview.yml", Self.layout(view: "Other"))
        let output = try await CommandRunner.run(["compile", "a", "b", "--out", "out", "--naming", "file"], in: scratch.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("b/Card.nmview.yml: error: 'a/Card.nmview.yaml' also compiles to 'Card.layout.json'; rename one of them [compile.duplicate-output]"))
    }

    @Test func anUnknownNamingIsAUsageError() async throws {
        let output = try await CommandRunner.run(["compile", "Examples", "--out", "out", "--naming", "class"], in: try Scratch().url)
        #expect(output.status == 64)
    }
}
