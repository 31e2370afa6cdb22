import Foundation
import NMViewTestSupport
import Testing

/// `nmview watch --serve --out` as a user runs it, on real files changed faster than it can lint:
/// a thousand saves of one file, a branch switch rewriting and deleting most of 200 layouts at
/// once, a layout flipping between a file and a folder. Once the files stop changing, the watch's
/// state (see ``WatchedState``) must be a fresh `nmview lint` and `nmview compile` of the folder,
/// and its printed lines must name each changed file once.
@Suite struct WatchStressTests {
    /// A layout of view `name` whose compiled JSON tells `width` apart.
    static func layout(_ name: String, width: Int) -> String {
        "nmview: 1\nview: \(name)\nsize: {width: \(width), height: 100}\nroot:\n  subviews:\n    - {id: a, frame: [0, 0, 10, 10]}\n"
    }

    /// A file of view `name` with a duplicate key: an error, so it is neither compiled nor rendered.
    static func broken(_ name: String) -> String {
        "nmview: 1\nview: \(name)\nsize: {width: 1, height: 1}\nroot: {}\nroot: {}\n"
    }

    /// Writes `text` over `path` in place with plain system calls: truncate, write, close.
    static func save(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    /// The watch on `layouts` with `--out out`, started.
    private func started(_ scratch: Scratch) async throws -> (RunningCommand, UInt16) {
        try await RunningCommand.serving(scratch, extra: ["--out", "out"])
    }

    /// Waits until the preview lists what a fresh lint finds and `out` holds what a fresh compile
    /// writes for every layout without errors.
    private func expectSettled(_ watch: RunningCommand, port: UInt16, _ scratch: Scratch) async throws {
        let expected = try await WatchedState.lint("layouts", in: scratch.url)
        let compiled = try await WatchedState.compiled("layouts", in: scratch.url)
        let out = scratch.url.appendingPathComponent("out")
        var shown = WatchedState(findings: [:])
        let settled = try await eventually {
            shown = try await WatchedState.preview(port: port)
            let written = (try? WatchedState.folderContents(out)) ?? [:]
            return shown == expected && compiled.allSatisfy { written[$0.key] == $0.value }
        }
        #expect(settled, "the watch shows\n\(shown)\nbut lint finds\n\(expected)\n\(watch.stderr.suffix(2000))")
    }

    @Test func aThousandSavesEndAtTheLastSave() async throws {
        let scratch = try Scratch()
        try scratch.write("layouts/Card.nmview.yaml", Self.layout("Card", width: 100))
        let (watch, port) = try await started(scratch)
        let file = scratch.url.appendingPathComponent("layouts/Card.nmview.yaml")
        let saving = ContinuousClock.now
        // As fast as the disk allows: in place (truncate and write, as VS Code saves) and by
        // renaming a new file over it (as vim does), in turns.
        let saves = 1000 * LoadGenerator.scale
        try await offThePool {
            for save in 1...saves {
                try Data(Self.layout("Card", width: 1000 + save).utf8).write(to: file, options: save.isMultiple(of: 2) ? [.atomic] : [])
            }
        }
        let saved = ContinuousClock.now - saving

        try await expectSettled(watch, port: port, scratch)
        let compiled = try await RawResponse.get("/api/compiled/Card.layout.json", port: port)
        #expect(compiled.status == 200 && compiled.text.contains("\(1000 + saves)"), "\(compiled.text.prefix(300))")
        let reloads = occurrences(of: "✓ layouts/Card.nmview.yaml ", in: watch.stdout)
        print("\(saves) saves in \(saved); the watch linted \(reloads) times")
        #expect((1...saves).contains(reloads))
        // Saves read half written may show errors on the way (the file was empty then), but the
        // last line for the file is the last save's.
        let last = watch.stdout.split(separator: "\n").last { $0.contains(" layouts/Card.nmview.yaml") }
        #expect(last?.hasPrefix("✓ ") == true, "\(watch.stdout.suffix(2000))")
        #expect(await watch.interrupt() == 0)
    }

    /// 200 layouts in four folders; the switch rewrites 100 of them (ten become broken) and
    /// deletes 50, as fast as it can: git checkout unlinks and recreates, an editor truncates.
    @Test func aBranchSwitchIsReportedOncePerFile() async throws {
        let scratch = try Scratch()
        let names = (0..<200).map { "layouts/m\($0 % 4)/V\($0).nmview.yaml" }
        for (index, name) in names.enumerated() { try scratch.write(name, Self.layout("V\(index)", width: 100 + index)) }
        let (watch, port) = try await started(scratch)
        try await expectSettled(watch, port: port, scratch)
        let before = try WatchedState.folderContents(scratch.url.appendingPathComponent("out"))
        let mark = watch.stdout.utf8.count

        let root = scratch.url
        let elapsed = try await offThePool {
            let start = ContinuousClock.now
            for index in 0..<100 {
                let url = root.appendingPathComponent(names[index])
                if index.isMultiple(of: 2) { unlink(url.path) }
                let text = index.isMultiple(of: 10) ? Self.broken("V\(index)") : Self.layout("V\(index)", width: 500 + index)
                try Self.save(text, to: url.path)
            }
            for index in 100..<150 { unlink(root.appendingPathComponent(names[index]).path) }
            return ContinuousClock.now - start
        }
        print("branch switch: 100 rewritten, 50 deleted in \(elapsed)")

        try await expectSettled(watch, port: port, scratch)
        // Broken files keep their last good output.
        let after = try WatchedState.folderContents(scratch.url.appendingPathComponent("out"))
        for index in stride(from: 0, to: 100, by: 10) { #expect(after["V\(index).layout.json"] == before["V\(index).layout.json"]) }

        let printed = String(decoding: Array(watch.stdout.utf8).dropFirst(mark), as: UTF8.self)
        for (index, name) in names.enumerated() {
            let checked = occurrences(of: "✓ \(name) ", in: printed) + occurrences(of: "✗ \(name) ", in: printed)
            let removed = occurrences(of: "- \(name) removed\n", in: printed)
            switch index {
            case 0..<100: #expect(checked == 1 && removed == 0, "\(name) reported \(checked) times")
            case 100..<150: #expect(checked == 0 && removed == 1, "\(name) removed \(removed) times")
            default: #expect(checked == 0 && removed == 0, "\(name) was not changed but reported")
            }
        }
        #expect(await watch.interrupt() == 0)
    }

    /// The layout's name flips between a file and a folder holding another layout, twenty times
    /// without a pause, then holds each form: the watch follows whichever is there.
    @Test func aFileReplacedByAFolderAndBack() async throws {
        let scratch = try Scratch()
        try scratch.write("layouts/Card.nmview.yaml", Self.layout("Card", width: 100))
        let (watch, port) = try await started(scratch)
        let path = scratch.url.appendingPathComponent("layouts/Card.nmview.yaml")
        let inner = path.appendingPathComponent("Inner.nmview.yaml")

        try await offThePool {
            for flip in 1...20 {
                try FileManager.default.removeItem(at: path)
                try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
                try Data(Self.layout("Inner", width: flip).utf8).write(to: inner)
                try FileManager.default.removeItem(at: path)
                try Data(Self.layout("Card", width: 300 + flip).utf8).write(to: path)
            }
        }
        try await expectSettled(watch, port: port, scratch)

        try FileManager.default.removeItem(at: path)
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
        try Data(Self.layout("Inner", width: 7).utf8).write(to: inner)
        try await expectSettled(watch, port: port, scratch)
        #expect(try await WatchedState.preview(port: port).findings.keys.sorted() == ["layouts/Card.nmview.yaml/Inner.nmview.yaml"])

        try FileManager.default.removeItem(at: path)
        try Data(Self.layout("Card", width: 999).utf8).write(to: path)
        try await expectSettled(watch, port: port, scratch)
        #expect(try await WatchedState.preview(port: port).findings.keys.sorted() == ["layouts/Card.nmview.yaml"])
        #expect(await watch.interrupt() == 0)
    }
}
