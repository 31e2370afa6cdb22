import Foundation
import NMViewSourceTree
import NMViewTestSupport
import Testing

@testable import NMViewYAML

/// An edit inside one block node, read again on its own and put in place of the old node, gives
/// exactly the tree a fresh read of the new bytes gives; anything else is left to the reader.
@Suite struct BlockReparseTests {
    static func revise(_ before: [UInt8], _ after: [UInt8], tree: SourceTree) -> SourceTree? {
        BlockReparse.apply(old: before, new: after, tree: tree, path: EditChains.file, limits: .default)
    }

    /// The card with `line` replaced, revised; its difference from a fresh read recorded.
    static func check(_ line: String, _ replacement: String) throws -> SourceTree? {
        let after = card.replacingOccurrences(of: line, with: replacement)
        #expect(after != card)
        let (revised, problem) = EditChains.revision(Array(card.utf8), Array(after.utf8), tree: try EditChains.tree(card), by: revise)
        #expect(problem == nil, "\(problem ?? "")")
        return revised
    }

    static let card = """
        nmview: 1
        size: {width: 320, height: 480}
        root:
          backgroundColor: white
          subviews:
            - id: title
              class: UILabel
              frame: [16, 16, 288, 24]
              text: Hello
            - id: box
              frame: [16, 48, 288, 100]
              subviews:
                - id: inner
                  frame: [0, 0, 10, 10]
        layouts:
          - name: landscape
            size: {width: 480, height: 320}

        """

    /// Lines added to, removed from or changed in one view: taken, and equal to a fresh read.
    @Test(arguments: [
        ("      text: Hello\n", "      text: Hello\n      alpha: 0.5\n"),
        ("      class: UILabel\n", ""),
        ("      text: Hello\n", "      text: Hello\n      # a note\n\n"),
        ("          frame: [0, 0, 10, 10]\n", "          frame: [0, 0, 10, 10]\n        - id: second\n          frame: [1, 1, 2, 2]\n"),
        ("      class: UILabel\n", "      klass: UILabel\n"),
        ("  backgroundColor: white\n", "  backgroundColor: white\n  alpha: 1\n"),
    ])
    func editsInsideOneNodeAreTaken(_ line: String, _ replacement: String) throws {
        #expect(try Self.check(line, replacement) != nil, "\(replacement)")
    }

    /// Edits that reach outside one block node, or that it cannot be sure of, are left to the reader.
    @Test(arguments: [
        ("      text: Hello\n", "      text: Hello\n  alpha: 1\n"),
        ("root:\n", "root: \n"),
        ("      text: Hello\n", "      text: Hello\n---\n"),
        ("      text: Hello\n", "      text: Hello\n\ttext: tab\n"),
        ("      text: Hello\n", "      text: &a Hello\n      accessibilityLabel: *a\n"),
        ("      text: Hello\n", "      text: [Hello\n"),
        ("      text: Hello\n", "      text: Hello\r\n"),
    ])
    func otherEditsAreLeftToTheReader(_ line: String, _ replacement: String) throws {
        #expect(try Self.check(line, replacement) == nil, "\(replacement)")
    }

    static let lines = [
        "alpha: 1", "- id: extra", "- {id: flow, frame: [0, 0, 1, 1]}", "text: more", "# comment", "",
        "subviews:", "  - id: deeper", "key: [a, b]", "x: 'quoted'", "- ", "y:", "  z: 2", "---", "&a b", "*a",
    ]

    /// A random edit of a random line: a line inserted after it (at its indentation, or two
    /// more, or two less), the line deleted, duplicated, or re-indented.
    static func lineEdit(_ bytes: [UInt8], _ tree: SourceTree, using random: inout SeededGenerator) -> [UInt8] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count > 1 else { return bytes }
        let at = Int.random(in: 0..<(lines.count - 1), using: &random)
        let indentation = lines[at].prefix { $0 == " " }.count
        let spaces = String(repeating: " ", count: max(0, indentation + [0, 0, 2, -2].randomElement(using: &random)!))
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1: lines.insert(spaces + Self.lines.randomElement(using: &random)!, at: at + 1)
        case 2: lines.remove(at: at)
        case 3: lines.insert(lines[at], at: at + 1)
        default: lines[at] = spaces + lines[at].drop { $0 == " " }
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// Chains of random line edits of every example and fixture, each revised tree the next
    /// edit's previous one: every revision equals a fresh read, and many edits are revisions.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomLineEditChainsMatchFreshReads(seed: UInt64) async throws {
        let (revisions, edits, problems) = await offThePool {
            EditChains.run(seed: seed, revise: Self.revise) { Self.lineEdit($0, $1, using: &$2) }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(edits > 1000)
        #expect(revisions * 10 > edits, "\(revisions) of \(edits) edits revised")
    }
}
