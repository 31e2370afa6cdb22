import Foundation
import Testing

/// `nmview import-xib` writes lint-clean layouts whose frames are the xib's, reports what it
/// leaves behind at the xib's positions, and on bad input writes nothing and exits 1.
@Suite struct ImportXIBCommandTests {
    static let fixture = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/XIB/ProfileCard.xib")

    /// The `<rect key="frame">` values of `text`, in document order.
    static func storedFrames(_ text: Substring) -> [[Double]] {
        let rect = /<rect key="frame" x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"\/>/
        return text.matches(of: rect).map { match in
            [match.1, match.2, match.3, match.4].map { Double($0) ?? .nan }
        }
    }

    /// Whether every finding in `stderr` is a warning of the accessibility audit: the fixture's
    /// fixed white background under system text colours is white on white in dark, and its controls
    /// have Interface Builder's sizes (a slider 31 points tall) and no labels, which the import
    /// carries over as Interface Builder had them and lint rightly flags; nothing else may be found.
    static func onlyAuditFindings(_ stderr: String) -> Bool {
        let audit = ["low-contrast", "small-touch-target", "missing-accessibility-label", "duplicate-accessibility-label"]
        return stderr.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
            .allSatisfy { line in line.contains(": warning: ") && audit.contains { line.hasSuffix("[rule.\($0)]") } }
    }

    /// The frames `nmview explain --frames --format json` gives for `file` at `size`.
    static func explainedFrames(_ file: String, size: String, in directory: URL) async throws -> [[Double]] {
        let explained = try await CommandRunner.run(["explain", file, "--size", size, "--frames", "--format", "json"], in: directory)
        #expect(explained.status == 0, "\(explained.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any]
        let views = object?["views"] as? [[String: Any]] ?? []
        return views.map { view in
            let frame = view["frame"] as? [String: Double] ?? [:]
            return ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
        }
    }

    @Test func importedLayoutRendersTheStoredFramesAtEachDesignSize() async throws {
        let scratch = try Scratch()
        let run = try await CommandRunner.run(["import-xib", Self.fixture.path, "--out", "Layouts", "--no-color"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        // No schema above the scratch folder: a copy goes beside the layouts, for the modeline.
        #expect(run.stdout == "Layouts/Schemas/nmview.schema.json\nLayouts/ProfileCard.nmview.yaml\n")
        #expect(run.stderr.contains("ProfileCard.xib:57:21: warning: not carried over from the 'highlighted' state: 'title'; the format has the normal state's only [xib.unsupported-property]"), "\(run.stderr)")
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        let split = try #require(text.range(of: "id=\"Lnd-2l-alt\""))
        let primary = Self.storedFrames(text[..<split.lowerBound])
        let landscape = Self.storedFrames(text[split.lowerBound...])
        let portraitFrames = try await Self.explainedFrames("Layouts/ProfileCard.nmview.yaml", size: "320x480", in: scratch.url)
        #expect(portraitFrames == Array(primary.dropFirst()))
        let landscapeFrames = try await Self.explainedFrames("Layouts/ProfileCard.nmview.yaml", size: "480x320", in: scratch.url)
        // The last view sits below the omitted subtree, which alternatives do not reach.
        #expect(landscapeFrames.dropLast() == landscape.dropFirst().dropLast())
        #expect(landscapeFrames.last == primary.last)

        let lint = try await CommandRunner.run(["lint", "Layouts"], in: scratch.url)
        #expect(lint.status == 0 && Self.onlyAuditFindings(lint.stderr), "\(lint.stderr)")
        let written = try String(contentsOf: scratch.url.appendingPathComponent("Layouts/ProfileCard.nmview.yaml"), encoding: .utf8)
        #expect(written.hasPrefix("# yaml-language-server: $schema=Schemas/nmview.schema.json\n"))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Layouts/Schemas/nmview.schema.json").path))
    }

    @Test(arguments: [
        ("<!DOCTYPE x [<!ENTITY a \"aaaa\">]>\n<document>&a;</document>\n", "1:1: error: a xib has no '<!DOCTYPE>'"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n", "2:1: error: not an Interface Builder file"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n", "1:1: error: a storyboard holds scenes"),
        ("<document>\n  <objects>\n</document>\n", "3:"),
        ("bplist00binary", "1:1: error: this is a compiled nib"),
    ])
    func badInputWritesNothing(_ text: String, _ expected: String) async throws {
        let scratch = try Scratch()
        try scratch.write("Bad.xib", text)
        let run = try await CommandRunner.run(["import-xib", "Bad.xib", "--out", "Layouts", "--no-color"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Bad.xib:\(expected)"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Layouts").path))
    }

    @Test func aFileOverOneHundredMebibytesIsNotRead() async throws {
        let scratch = try Scratch()
        let path = try scratch.write("Huge.xib", "<document>")
        // A sparse file: the size is real, the disk space is not.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 * 1024 * 1024 + 1)
        try handle.close()
        let run = try await CommandRunner.run(["import-xib", "Huge.xib", "--no-color"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Huge.xib: error: the file is 104857601 bytes"), "\(run.stderr)")
        #expect(run.stderr.contains("[limit.xib-file-size]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["Huge.xib"])
    }

    @Test func anExistingLayoutIsKeptWithoutForce() async throws {
        let scratch = try Scratch()
        let path = try scratch.write("ProfileCard.nmview.yaml", "mine\n")
        let refused = try await CommandRunner.run(["import-xib", Self.fixture.path], in: scratch.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("the file exists (use --force to replace it)"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
        let forced = try await CommandRunner.run(["import-xib", Self.fixture.path, "--force"], in: scratch.url)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("view: ProfileCard\n"))
    }

    @Test func mergeAddsTheOtherDeviceAsALayoutAndReportsItsUnmatchedViews() async throws {
        let scratch = try Scratch()
        let pad = Self.fixture.deletingLastPathComponent().appendingPathComponent("ProfileCard~ipad.xib")
        let run = try await CommandRunner.run(["import-xib", Self.fixture.path, "--merge", pad.path, "--no-color"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("ProfileCard~ipad.xib:23:17: warning: 'headerImage' matches no view of"), "\(run.stderr)")
        let text = try String(contentsOf: scratch.url.appendingPathComponent("ProfileCard.nmview.yaml"), encoding: .utf8)
        #expect(text.contains("  - name: ipad\n    size: {width: 640, height: 480}\n"))
        let frames = try await Self.explainedFrames("ProfileCard.nmview.yaml", size: "640x480", in: scratch.url)
        #expect(frames.first == [32, 48, 128, 128], "the avatar, first on the phone, third on the iPad")
        let lint = try await CommandRunner.run(["lint", "ProfileCard.nmview.yaml"], in: scratch.url)
        #expect(lint.status == 0 && Self.onlyAuditFindings(lint.stderr), "\(lint.stderr)")
    }

    @Test func anUnknownViewIsAUsageError() async throws {
        let run = try await CommandRunner.run(["import-xib", Self.fixture.path, "--view", "ProfileCrad"], in: try Scratch().url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("no top-level view 'ProfileCrad'"))
        #expect(run.stderr.contains("did you mean 'ProfileCard'?"))
    }
}
