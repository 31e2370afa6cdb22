import Foundation
import Testing

/// `nmview generate swift`: golden outputs for the examples (which the UIKit interface check
/// compiles, through a link, against the adapter), writes only on change, never writes a failing
/// layout, and `compile --swift-out` writes the same files in the same run.
/// Re-record the goldens with `NMVIEW_RECORD=1 swift test --filter GenerateCommandTests`.
@Suite struct GenerateCommandTests {
    static let golden = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Generate/Examples")
    static let names = ["Badge+Layout.swift", "Keypad+Layout.swift", "ProfileCard+Layout.swift", "SignInViewController+Layout.swift"]

    @Test func examplesGenerateTheGoldenFiles() async throws {
        let scratch = try Scratch()
        let output = try await CommandRunner.run(["generate", "swift", "Examples", "--out", scratch.url.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.hasSuffix("nmview: generated 4 Swift files to '\(scratch.url.path)': 4 written, 0 unchanged\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
        #expect(names == Self.names)
        if ProcessInfo.processInfo.environment["NMVIEW_RECORD"] == "1" {
            try? FileManager.default.removeItem(at: Self.golden)
            try FileManager.default.copyItem(at: scratch.url, to: Self.golden)
        }
        for name in names {
            let produced = try String(contentsOf: scratch.url.appendingPathComponent(name), encoding: .utf8)
            let expected = try String(contentsOf: Self.golden.appendingPathComponent(name), encoding: .utf8)
            #expect(produced == expected, "\(name) differs from its golden file")
        }
    }

    /// The interface check compiles these very files: its `Generated` folder is a link to them.
    @Test func theUIKitCheckCompilesTheGoldenFiles() throws {
        let link = CommandRunner.packageRoot.appendingPathComponent("UIKitCheck/Sources/ExampleViews/Generated")
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        #expect(target == "../../../Tests/Fixtures/Generate/Examples")
        #expect(try FileManager.default.contentsOfDirectory(atPath: link.path).sorted() == Self.names)
    }

    @Test func unchangedFilesAreNotRewrittenAndFailingLayoutsNotWritten() async throws {
        let scratch = try Scratch()
        let good = "nmview: 1\nview: Card\nsize: {width: 100, height: 100}\nroot:\n  subviews:\n    - {id: a, frame: [0, 0, 10, 10]}\noutlets: [a]\n"
        try scratch.write("src/Card.nmview.yaml", good)
        let first = try await CommandRunner.run(["generate", "swift", "src", "--out", "out"], in: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        let file = scratch.url.appendingPathComponent("out/Card+Layout.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        #expect(original.contains("    var a: UIView {\n"))

        let again = try await CommandRunner.run(["generate", "swift", "src", "--out", "out"], in: scratch.url)
        #expect(again.stderr.hasSuffix("1 Swift files to 'out': 0 written, 1 unchanged\n"))

        try scratch.write("src/Card.nmview.yaml", good.replacingOccurrences(of: "[0, 0, 10, 10]", with: "[0, 0, 10"))
        let broken = try await CommandRunner.run(["generate", "swift", "src", "--out", "out"], in: scratch.url)
        #expect(broken.status == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
    }

    @Test func namingByFileKeepsTheViewClassAsTheType() async throws {
        let scratch = try Scratch()
        try scratch.write("Card.nmview.yaml", "nmview: 1\nview: ProfileCard\nsize: {width: 100, height: 100}\nroot: {}\n")
        let output = try await CommandRunner.run(
            ["generate", "swift", "Card.nmview.yaml", "--out", "out", "--naming", "file"], in: scratch.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("warning"))
        let text = try String(contentsOf: scratch.url.appendingPathComponent("out/Card+Layout.swift"), encoding: .utf8)
        #expect(text.contains("extension ProfileCard {\n"))
    }

    @Test func compileWritesTheSwiftInTheSameRun() async throws {
        let scratch = try Scratch()
        let output = try await CommandRunner.run(
            ["compile", "Examples", "--out", scratch.url.appendingPathComponent("json").path, "--swift-out",
             scratch.url.appendingPathComponent("swift").path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("4 Swift files to '\(scratch.url.appendingPathComponent("swift").path)': 4 written"))
        for name in Self.names {
            let produced = try Data(contentsOf: scratch.url.appendingPathComponent("swift/\(name)"))
            #expect(produced == (try Data(contentsOf: Self.golden.appendingPathComponent(name))), "\(name) differs")
        }
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("json/Keypad.layout.json").path))
    }
}
