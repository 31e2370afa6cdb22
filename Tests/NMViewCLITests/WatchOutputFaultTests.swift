#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// `nmview watch --out` when the output cannot be written: the disk holding `--out` is full, or
/// the watched folder is a read-only mount with `--out` inside it. Each failed write is reported
/// with its reason, the previous output stays whole, linting goes on, and once the disk has room
/// or the mount is writable the next save is written.
@Suite struct WatchOutputFaultTests {
    static let original = WatchStressTests.layout("Card", width: 100)

    /// Waits for `text` to have been printed `count` times on standard output.
    private func printed(_ watch: RunningCommand, _ text: String, times count: Int) async -> Bool {
        await watch.waitFor(within: .seconds(60)) { stdout, _ in occurrences(of: text, in: stdout) >= count }
    }

    @Test(.enabled(if: ScratchMount.isAvailable, ScratchMount.skipReason))
    func aFullDiskIsReportedAndTheWatchGoesOn() async throws {
        let scratch = try Scratch()
        try scratch.write("layouts/Card.nmview.yaml", Self.original)
        let disk = try ScratchMount.tmpfs(at: scratch.url.appendingPathComponent("out").path, kilobytes: 64)
        defer { disk.unmount() }
        let watch = try RunningCommand(["watch", "layouts", "--out", "out"], in: scratch.url)
        #expect(await printed(watch, "nmview: watching layouts", times: 1), "\(watch.stdout) \(watch.stderr)")
        let compiled = URL(fileURLWithPath: disk.path + "/Card.layout.json")
        let first = try Data(contentsOf: compiled)
        fillDisk(in: disk.path)

        try scratch.write("layouts/Card.nmview.yaml", WatchStressTests.layout("Card", width: 200))
        #expect(await watch.waitFor(within: .seconds(60)) { stdout, stderr in
            occurrences(of: "✓ layouts/Card.nmview.yaml", in: stdout) == 2
                && stderr.contains("nmview: error: cannot write 'out/Card.layout.json': no space left on device\n")
        }, "\(watch.stdout) \(watch.stderr)")
        #expect(try Data(contentsOf: compiled) == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted() == ["Card.layout.json", "filler"])

        try FileManager.default.removeItem(atPath: disk.path + "/filler")
        try scratch.write("layouts/Card.nmview.yaml", WatchStressTests.layout("Card", width: 300))
        #expect(await printed(watch, "  wrote out/Card.layout.json\n", times: 2), "\(watch.stdout) \(watch.stderr)")
        let fresh = try await WatchedState.compiled("layouts", in: scratch.url)
        #expect(try Data(contentsOf: compiled) == fresh["Card.layout.json"])
        #expect(await watch.interrupt() == 0)
    }

    /// The watched folder is a read-only bind of `src`, where the layouts are edited; `--out` is
    /// inside the read-only folder. inotify follows the files, not the mount, so saves in `src`
    /// are seen through it.
    @Test(.enabled(if: ScratchMount.isAvailable, ScratchMount.skipReason))
    func aReadOnlyWatchedFolderIsReportedAndTheWatchGoesOn() async throws {
        let scratch = try Scratch()
        try scratch.write("src/Card.nmview.yaml", Self.original)
        let layouts = scratch.url.appendingPathComponent("layouts").path
        try FileManager.default.createDirectory(atPath: layouts, withIntermediateDirectories: false)
        let view = try ScratchMount.bind(scratch.url.appendingPathComponent("src").path, at: layouts)
        defer { view.unmount() }
        try view.setReadOnly(true)

        let watch = try RunningCommand(["watch", "layouts", "--out", "layouts/build"], in: scratch.url)
        let refused = "nmview: error: cannot write 'layouts/build': read-only file system\n"
        #expect(await watch.waitFor(within: .seconds(60)) { stdout, stderr in
            stdout.contains("nmview: watching layouts") && stderr.contains(refused)
        }, "\(watch.stdout) \(watch.stderr)")

        try scratch.write("src/Card.nmview.yaml", WatchStressTests.layout("Card", width: 200))
        #expect(await watch.waitFor(within: .seconds(60)) { stdout, stderr in
            occurrences(of: "✓ layouts/Card.nmview.yaml", in: stdout) == 2 && occurrences(of: refused, in: stderr) == 2
        }, "\(watch.stdout) \(watch.stderr)")

        try view.setReadOnly(false)
        try scratch.write("src/Card.nmview.yaml", WatchStressTests.layout("Card", width: 300))
        #expect(await printed(watch, "  wrote layouts/build/Card.layout.json\n", times: 1), "\(watch.stdout) \(watch.stderr)")
        #expect(await watch.interrupt() == 0)
    }
}
#endif
