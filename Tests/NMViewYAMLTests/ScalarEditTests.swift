import Foundation
import NMViewSourceTree
import NMViewTestSupport
import Testing

@testable import NMViewYAML

/// An edit of one value applied to the previous tree gives exactly the tree a fresh read of the
/// new bytes gives — kinds, styles, types, text, lines and columns — and anything else is left
/// to the reader.
@Suite struct ScalarEditTests {
    static func revise(_ before: [UInt8], _ after: [UInt8], tree: SourceTree) -> SourceTree? {
        ScalarEdit.apply(old: before, new: after, tree: tree, limits: .default)
    }

    /// The revised tree, its difference from a fresh read recorded.
    @discardableResult
    static func check(_ before: String, _ after: String) throws -> SourceTree? {
        let (revised, problem) = EditChains.revision(
            Array(before.utf8), Array(after.utf8), tree: try EditChains.tree(before), by: revise)
        #expect(problem == nil, "\(problem ?? "")")
        return revised
    }

    /// Edits inside one value: taken, and equal to a fresh read (types and later columns included).
    @Test(arguments: [
        ("text: Hello\nn: 1\n", "text: Hello!\nn: 1\n"),
        ("text: Hello\n", "text: Hi\n"),
        ("frame: [0, 0, 10, 20]\nnext: x\n", "frame: [0, 0, 100, 20]\nnext: x\n"),
        ("frame: [0, 0, 10, 20]\n", "frame: [-5, 0, 10, 20]\n"),
        ("text: \"Hi\"\nafter: 1\n", "text: \"Hi there\"\nafter: 1\n"),
        ("text: 'Hi' # note\n", "text: 'Hé' # note\n"),
        ("a: {b: c, d: e}\n", "a: {b: cé😀, d: e}\n"),
        ("n: 12\n", "n: 12a\n"),
        ("n: x\n", "n: true\n"),
        ("list:\n  - one\n  - two\n", "list:\n  - one\n  - twenty two\n"),
        // Line breaks after the edit do not move it: a CR LF there is as good as an LF.
        ("text: a\r\nb: c\r\n", "text: ab\r\nb: c\r\n"),
    ])
    func editsOfOneValueAreTaken(_ before: String, _ after: String) throws {
        #expect(try Self.check(before, after) != nil, "\(after)")
    }

    /// Edits that could change more than one value's text are left to the reader.
    @Test(arguments: [
        ("text: a\n", "text: a: b\n"),
        ("text: a\n", "text: a #b\n"),
        ("text: a\n", "text: - a\n"),
        ("text: a\n", "texts: a\n"),
        ("text: a\nb: c\n", "text: a\n\nb: c\n"),
        ("text: a # note\n", "text: a # notes\n"),
        ("a: [b, c]\n", "a: [b, x, c]\n"),
        ("a: &x b\nc: *x\n", "a: &x bb\nc: *x\n"),
        ("text: \"a\"\n", "text: \"a\\n\"\n"),
        ("text: \"a\\tb\"\n", "text: \"a\\tbc\"\n"),
        ("text: a\n", "text: \n"),
        ("text: a\n", "text: a \n"),
        ("a: b\r\ntext: a\r\n", "a: b\r\ntext: ab\r\n"),
        ("text: |\n  a\n", "text: |\n  ab\n"),
        ("text: a\n  b\n", "text: a\n  bc\n"),
    ])
    func otherEditsAreLeftToTheReader(_ before: String, _ after: String) throws {
        #expect(try Self.check(before, after) == nil, "\(after)")
    }

    static let insertions = [
        "a", "b", "Q", "x", "4", "ü", "and more", "e",
        "a", "Z", "7", "0", ".", "-", " ", ":", "#", ",", "[", "]", "\"", "'", "\\", "é", "日", "😀", "\n", "\t",
        "~", "!", "&", "*", "- ", ": ", " #", "true", "null", "x y", "1e3", "0x1F",
    ].map { Array($0.utf8) }

    /// A byte offset inside or at the end of a random value of `tree` (read from `bytes`), three
    /// times in four; `nil` otherwise.
    static func valuePosition(in tree: SourceTree, bytes: [UInt8], using random: inout SeededGenerator) -> Int? {
        guard Int.random(in: 0..<4, using: &random) > 0 else { return nil }
        var values: [SourceNode] = []
        func collect(_ node: SourceNode) {
            node.forEachChild { _, value in
                if value.kind == .scalar { values.append(value) } else { collect(value) }
            }
        }
        collect(tree.root)
        guard let value = values.randomElement(using: &random) else { return nil }
        var line = 1
        var index = 0
        while line < value.line, let newline = bytes[index...].firstIndex(of: 0x0A) {
            index = newline + 1
            line += 1
        }
        var column = 1
        while column < value.column, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        let length = value.withScalarBytes { $0.count }
        return min(bytes.count - 1, index + Int.random(in: 0...length, using: &random))
    }

    /// Chains of random edits of every example and fixture, each revised tree the next edit's
    /// previous one: every revision equals a fresh read, and many edits are revisions.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomEditChainsMatchFreshReads(seed: UInt64) async throws {
        let (revisions, edits, problems) = await offThePool {
            EditChains.run(seed: seed, revise: Self.revise) { bytes, tree, random in
                var next = bytes
                // Mostly where a user types, inside or at the end of a value; sometimes anywhere.
                let at = Self.valuePosition(in: tree, bytes: bytes, using: &random) ?? Int.random(in: 0..<next.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: next.insert(contentsOf: Self.insertions.randomElement(using: &random) ?? [], at: at)
                case 1: next.removeSubrange(at..<min(next.count, at + Int.random(in: 1...3, using: &random)))
                default: next.replaceSubrange(at..<min(next.count, at + 1), with: Self.insertions.randomElement(using: &random) ?? [])
                }
                return next
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(edits > 1000)
        #expect(revisions * 5 > edits, "\(revisions) of \(edits) edits revised")
    }
}
