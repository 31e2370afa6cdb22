#if canImport(Glibc)
import Foundation
import Glibc
import NMViewTestSupport
import Testing

/// `nmview compile` when its output folder misbehaves: the disk is full, the folder is read-only,
/// the output file cannot be replaced, or a second `nmview compile` writes the same folder. In
/// every failing case the previous output stays byte for byte, no temporary file is left, and the
/// run exits 1 with `nmview: error: cannot write '<file>': <reason>`.
///
/// "Locked" on Linux: locks are advisory, so a file another process holds an `flock` on can still
/// be replaced; what cannot is an immutable file (`chattr +i`), which is what a "locked" output
/// means here. A reader holding an `flock` while nmview replaces the file keeps reading the old
/// content whole, since the new file is renamed into place, never written over the old one.
@Suite struct CompileFaultTests {
    /// A scratch folder with `src/Card.nmview.yaml` compiled once into `out`, and the output's bytes.
    private func compiledOnce() async throws -> (scratch: Scratch, original: Data) {
        let scratch = try Scratch()
        try scratch.write("src/Card.nmview.yaml", CompileCommandTests.manyViews(width: 100))
        let first = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        try #require(first.status == 0, "\(first.stderr)")
        let original = try Data(contentsOf: scratch.url.appendingPathComponent("out/Card.layout.json"))
        // The next compile has something new to write.
        try scratch.write("src/Card.nmview.yaml", CompileCommandTests.manyViews(width: 200))
        return (scratch, original)
    }

    /// What a failed write must leave: exit 1, the one-line reason, the old output, no leftovers.
    private func expectRefused(
        _ output: CommandRunner.Output, reason: String, scratch: Scratch, original: Data, others: [String] = []
    ) throws {
        #expect(output.status == 1)
        #expect(output.stderr.hasSuffix("\nnmview: error: cannot write 'out/Card.layout.json': \(reason)\n"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        let out = scratch.url.appendingPathComponent("out")
        #expect(try Data(contentsOf: out.appendingPathComponent("Card.layout.json")) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == (["Card.layout.json"] + others).sorted())
    }

    @Test(.enabled(if: ScratchMount.isAvailable, ScratchMount.skipReason))
    func aFullDiskKeepsThePreviousOutput() async throws {
        let scratch = try Scratch()
        try scratch.write("src/Card.nmview.yaml", CompileCommandTests.manyViews(width: 100))
        let disk = try ScratchMount.tmpfs(at: scratch.url.appendingPathComponent("out").path, kilobytes: 64)
        defer { disk.unmount() }
        let first = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        try #require(first.status == 0, "\(first.stderr)")
        let original = try Data(contentsOf: scratch.url.appendingPathComponent("out/Card.layout.json"))
        try scratch.write("src/Card.nmview.yaml", CompileCommandTests.manyViews(width: 200))
        fillDisk(in: disk.path)

        let full = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        try expectRefused(full, reason: "no space left on device", scratch: scratch, original: original, others: ["filler"])

        // Room again: the next run writes the new output.
        try FileManager.default.removeItem(atPath: disk.path + "/filler")
        let retried = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("out/Card.layout.json")) != original)
    }

    @Test(.enabled(if: ScratchMount.isAvailable, ScratchMount.skipReason))
    func aReadOnlyOutputFolderKeepsThePreviousOutput() async throws {
        let (scratch, original) = try await compiledOnce()
        let readOnly = try ScratchMount.readOnlyBind(scratch.url.appendingPathComponent("out").path)
        defer { readOnly.unmount() }
        let output = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        try expectRefused(output, reason: "read-only file system", scratch: scratch, original: original)
    }

    /// The same, where file modes stop the writer: a user without write permission on the folder.
    @Test(.enabled(if: Unprivileged.prefix != nil, "as root, needs setpriv to run nmview as a user permissions apply to"))
    func anUnwritableOutputFolderKeepsThePreviousOutput() async throws {
        let (scratch, original) = try await compiledOnce()
        let out = scratch.url.appendingPathComponent("out").path
        #expect(chmod(out, 0o555) == 0)
        defer { chmod(out, 0o755) }
        let output = try await Unprivileged.run(["compile", "src", "--out", "out"], in: scratch.url)
        try expectRefused(output, reason: "permission denied", scratch: scratch, original: original)
    }

    @Test(.enabled(if: geteuid() == 0 && Immutable.chattr != nil, "needs root and chattr to make a file immutable"))
    func anImmutableOutputIsReportedAndKept() async throws {
        let (scratch, original) = try await compiledOnce()
        let file = scratch.url.appendingPathComponent("out/Card.layout.json").path
        let output = try await Immutable.while(file) {
            try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        }
        try expectRefused(output, reason: "operation not permitted", scratch: scratch, original: original)
    }

    /// An advisory lock does not stop the write (nmview takes none), and the process holding it
    /// reads the old output whole through its open file while the new one is renamed into place.
    @Test func aReaderHoldingAnFlockKeepsReadingTheOldOutputWhole() async throws {
        let (scratch, original) = try await compiledOnce()
        let file = scratch.url.appendingPathComponent("out/Card.layout.json").path
        let descriptor = open(file, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)

        let output = try await CommandRunner.run(["compile", "src", "--out", "out"], in: scratch.url)
        #expect(output.status == 0, "\(output.stderr)")
        var held = [UInt8](repeating: 0, count: original.count + 1)
        #expect(pread(descriptor, &held, held.count, 0) == original.count)
        #expect(Data(held.prefix(original.count)) == original)
        let replaced = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(replaced != original)
        #expect((try? JSONSerialization.jsonObject(with: replaced)) != nil)
    }

    /// Two runs writing different versions of the same ten layouts into one folder at once: each
    /// exits 0 and every file is one run's version whole, never a mix, with no temporary file left.
    @Test func twoCompilesWritingOneFolderAtOnce() async throws {
        let scratch = try Scratch()
        for index in 0..<10 {
            let card = CompileCommandTests.manyViews(width: 100 + index).replacingOccurrences(of: "view: Card", with: "view: Card\(index)")
            try scratch.write("a/Card\(index).nmview.yaml", card)
            try scratch.write("b/Card\(index).nmview.yaml", card.replacingOccurrences(of: "height: 100", with: "height: 200"))
        }
        var versions: [String: Set<Data>] = [:]
        for source in ["a", "b"] {
            let alone = try await CommandRunner.run(["compile", source, "--out", "ref-\(source)"], in: scratch.url)
            try #require(alone.status == 0, "\(alone.stderr)")
            for name in try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("ref-\(source)").path) {
                versions[name, default: []].insert(try Data(contentsOf: scratch.url.appendingPathComponent("ref-\(source)/\(name)")))
            }
        }
        try #require(versions.count == 10 && versions.values.allSatisfy { $0.count == 2 })

        for round in 0..<10 {
            async let first = CommandRunner.run(["compile", "a", "--out", "out"], in: scratch.url)
            async let second = CommandRunner.run(["compile", "b", "--out", "out"], in: scratch.url)
            let (one, two) = try await (first, second)
            #expect(one.status == 0 && two.status == 0, "round \(round): \(one.stderr) \(two.stderr)")
            let out = scratch.url.appendingPathComponent("out")
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names == versions.keys.sorted(), "round \(round) left \(names)")
            for name in names {
                let data = try Data(contentsOf: out.appendingPathComponent(name))
                #expect(versions[name]?.contains(data) == true, "round \(round): \(name) is neither run's version")
            }
        }
    }
}

/// `chattr +i`: a file not even root can replace, the nearest Linux has to a file another
/// program holds locked.
enum Immutable {
    /// `chattr` on the PATH, if e2fsprogs is installed.
    static let chattr: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/chattr" }.first { access($0, X_OK) == 0 }
    }()

    /// Runs `body` with `path` immutable, making it mutable again whatever `body` does.
    static func `while`<Value>(_ path: String, _ body: () async throws -> Value) async throws -> Value {
        let chattr = try #require(chattr)
        let set = try await CommandRunner.run(["+i", path], executable: URL(fileURLWithPath: chattr))
        try #require(set.status == 0, "chattr +i: \(set.stderr)")
        let result: Result<Value, any Error>
        do { result = .success(try await body()) } catch { result = .failure(error) }
        let cleared = try await CommandRunner.run(["-i", path], executable: URL(fileURLWithPath: chattr))
        #expect(cleared.status == 0, "chattr -i: \(cleared.stderr)")
        return try result.get()
    }
}
#endif
