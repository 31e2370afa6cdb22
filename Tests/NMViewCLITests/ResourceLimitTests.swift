import Foundation
import NMViewTestSupport
import Testing

/// `nmview lint` on a file over each reader limit, run as a child process: it exits 1 with the
/// limit's own diagnostic, prints a few lines, and stays within a bounded time and a memory budget
/// measured on the child itself. The library tests (`ReaderLimitsTests`) check where each limit
/// trips; these check that the tool a user runs stops there, whatever the file holds.
///
/// The budgets are what the child's peak resident memory may exceed a clean run's by. They are
/// loose against noise (a debug build, two busy cores) but far below what reading on regardless
/// would cost: expanding the alias bomb means 387 million nodes, reading the oversized file
/// 16 MiB of bytes, and so on.
@Suite struct ResourceLimitTests {
    /// The limits as the README documents them (`ReaderLimits.default`).
    static let maxFileSize = 16 << 20
    static let maxDepth = 256
    static let maxNodes = 5_000_000
    static let maxAliasExpansion = 100_000
    static let maxScalarLength = 1 << 20
    static let mebibyte = 1 << 20

    /// A file over one limit and what the run may cost.
    struct OverLimit: Sendable, CustomTestStringConvertible {
        /// The diagnostic id expected.
        var id: String
        /// The message, naming the limit.
        var message: String
        /// The file's bytes.
        var bytes: @Sendable () -> [UInt8]
        /// How far the peak memory may exceed a clean run's, given the file's size.
        var budget: @Sendable (Int) -> Int
        /// A bound on the wall time: only there to fail rather than hang.
        var timeout: Duration

        var testDescription: String { id }
    }

    static let cases: [OverLimit] = [
        OverLimit(
            id: "limit.file-size", message: "over the limit of \(maxFileSize) bytes",
            // One byte over: the size is checked with fstat, so the file is never read.
            bytes: { Array(String(repeating: "a: b\n", count: maxFileSize / 5 + 1).utf8.prefix(maxFileSize + 1)) },
            budget: { size in size / 2 }, timeout: .seconds(30)),
        OverLimit(
            id: "limit.depth", message: "nesting is deeper than the limit of \(maxDepth) levels",
            // 100,000 open brackets: a recursive reader would overflow its stack long before.
            bytes: { Array(String(repeating: "[", count: 100_000).utf8) },
            budget: { _ in 8 * mebibyte }, timeout: .seconds(30)),
        OverLimit(
            id: "limit.alias-expansion", message: "aliases expand to more than the limit of \(maxAliasExpansion) nodes",
            bytes: { Array(billionLaughs.utf8) },
            budget: { _ in 8 * mebibyte }, timeout: .seconds(30)),
        OverLimit(
            id: "limit.scalar-length", message: "over the limit of \(maxScalarLength) bytes",
            bytes: { Array(("nmview: 1\nview: \"" + String(repeating: "x", count: maxScalarLength + 1) + "\"\n").utf8) },
            budget: { size in 8 * mebibyte + 8 * size }, timeout: .seconds(30)),
        OverLimit(
            id: "limit.node-count", message: "file has more than the limit of \(maxNodes) nodes",
            // The densest file there is: two bytes a node, 10 MB, under the size limit. Every node
            // up to the limit is stored (a 16-byte record and its index), so the budget is the
            // limit's worth of nodes, not more.
            bytes: { Array(("[" + String(repeating: "0,", count: maxNodes) + "0]\n").utf8) },
            budget: { size in 16 * size }, timeout: .seconds(120)),
    ]

    /// Nine levels of nine aliases each: 387 million nodes if expanded.
    static let billionLaughs: String = {
        var text = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        return text
    }()

    @Test(arguments: cases)
    func overLimitFileFailsFastWithinItsMemoryBudget(_ limit: OverLimit) async throws {
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.url) }
        let clean = try scratch.write("Clean.nmview.yaml", LintCommandTests.good)
        let path = scratch.url.appendingPathComponent("Over.nmview.yaml").path
        // Building megabytes in a debug build takes seconds of CPU: off the pool, which the
        // other tests (and the preview servers they start) need meanwhile.
        let bytes = try await offThePool {
            let bytes = limit.bytes()
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return bytes
        }

        let baseline = try await MeasuredRun.run(["lint", clean])
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let run = try await MeasuredRun.run(["lint", path], timeout: limit.timeout)
        let over = run.peakMemory - baseline.peakMemory
        print(
            "\(limit.id): \(bytes.count) bytes, exit \(run.status), \(run.elapsed), peak \(run.peakMemory / 1024) KiB "
                + "(clean run \(baseline.peakMemory / 1024) KiB, budget +\(limit.budget(bytes.count) / 1024) KiB)")

        #expect(!run.timedOut, "still running after \(limit.timeout)")
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: ") && run.stderr.contains("[\(limit.id)]"), "\(run.stderr.prefix(500))")
        #expect(run.stderr.contains(limit.message))
        #expect(run.stderr.hasSuffix("nmview: 1 error, 0 warnings in 1 file\n"))
        // A few lines, however large the file and however long its lines.
        #expect(run.stderr.utf8.count < 2048, "\(run.stderr.utf8.count) bytes of output")
        #expect(run.stdout.isEmpty)
        #expect(over < limit.budget(bytes.count), "peak memory \(run.peakMemory) is \(over) bytes over a clean run")
    }
}
