import NMViewDiagnostics
import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML
import Testing

/// Each limit stops reading at once with its own diagnostic, at the node that crossed it.
@Suite struct ReaderLimitsTests {
    @Test func billionLaughsFailsFastAtTheAliasThatCrossesTheBudget() throws {
        var text = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        let names = ["b", "c", "d", "e", "f", "g", "h", "i"]
        var previous = "a"
        for name in names {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        let result = read(MarkedSource(text))
        #expect(result.tree == nil)
        let error = try #require(result.diagnostics.first)
        #expect(error.id == "limit.alias-expansion")
        // 10 nodes per 'a'; 9 × 10 per 'b'… the 100,000 budget is crossed inside 'f' (line 6).
        #expect(error.location.line == 6)
        #expect(error.message == "aliases expand to more than the limit of 100000 nodes")
    }

    @Test func modestAliasUseStaysWithinTheBudget() throws {
        let root = try root("style: &s {alpha: 0.5, hidden: false}\na: *s\nb: *s\nc: *s\n")
        #expect(root["c"]?["alpha"]?.doubleValue == 0.5)
    }

    @Test func deepNestingStopsAtTheDepthLimitWithoutOverflowingTheStack() throws {
        let text = String(repeating: "[", count: 100_000)
        let result = read(bytes: Array(text.utf8))
        let error = try #require(result.diagnostics.first)
        #expect(error.id == "limit.depth")
        #expect(error.location == SourceLocation(file: "test.nmview.yaml", line: 1, column: 257))
        #expect(result.diagnostics.count == 1)
    }

    @Test func nestingAtTheLimitIsAccepted() throws {
        let depth = ReaderLimits.default.maxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = read(bytes: Array(text.utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(result.tree?.nodeCount == depth)
    }

    @Test func deepBlockNesting() throws {
        var text = ""
        for level in 0..<300 { text += String(repeating: " ", count: level) + "k:\n" }
        let error = try #require(read(bytes: Array(text.utf8)).diagnostics.first)
        #expect(error.id == "limit.depth")
        #expect(error.location.line == 257)
    }

    @Test func fileSizeLimitIsCheckedBeforeParsing() throws {
        var limits = ReaderLimits.default
        limits.maxFileSize = 64
        let bytes = Array(String(repeating: "a: b\n", count: 20).utf8)
        let error = try #require(read(bytes: bytes, limits: limits).diagnostics.first)
        #expect(error.id == "limit.file-size")
        #expect(error.message == "file is 100 bytes, over the limit of 64 bytes")
        #expect(error.location.line == 1)
    }

    @Test func nodeCountLimit() throws {
        var limits = ReaderLimits.default
        limits.maxNodes = 5
        let marked = MarkedSource("[1, 2, 3, 4, 1️⃣5]")
        let error = try #require(read(marked, limits: limits).diagnostics.first)
        #expect(error.id == "limit.node-count")
        #expect(error.location == marked.location("1️⃣", file: "test.nmview.yaml"))
    }

    @Test func scalarLengthLimit() throws {
        var limits = ReaderLimits.default
        limits.maxScalarLength = 10
        let marked = MarkedSource("short: abc\nlong: 1️⃣abcdefghijkl\n")
        let error = try #require(read(marked, limits: limits).diagnostics.first)
        #expect(error.id == "limit.scalar-length")
        #expect(error.location == marked.location("1️⃣", file: "test.nmview.yaml"))
    }
}
