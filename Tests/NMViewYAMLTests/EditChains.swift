import Foundation
import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML

/// Chains of random edits over every example and fixture, for the ways a tree is revised after
/// an edit instead of read again: each revision is compared with a fresh read of the new bytes.
enum EditChains {
    static let file = "edit.nmview.yaml"

    /// A way to revise `tree` (read from the first bytes) for the second bytes, or `nil`.
    typealias Reviser = (_ old: [UInt8], _ new: [UInt8], _ tree: SourceTree) -> SourceTree?

    /// The layouts of the examples and fixtures.
    static let layouts: [[UInt8]] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [[UInt8]] = []
        for folder in ["Examples", "Tests/Fixtures"] {
            let base = root.appendingPathComponent(folder)
            let names = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for name in names.sorted() where name.hasSuffix(".nmview.yaml") {
                if let data = FileManager.default.contents(atPath: base.appendingPathComponent(name).path) { files.append(Array(data)) }
            }
        }
        return files
    }()

    /// The revised tree (`nil`: left to the reader) and what differs from a fresh read, if anything.
    static func revision(_ before: [UInt8], _ after: [UInt8], tree: SourceTree, by revise: Reviser) -> (tree: SourceTree?, problem: String?) {
        guard let revised = revise(before, after, tree) else { return (nil, nil) }
        let fresh = YAMLReader().read(SourceFile(path: file, bytes: after))
        let text = String(decoding: after, as: UTF8.self).prefix(400)
        guard let freshTree = fresh.tree, fresh.diagnostics.isEmpty else {
            return (revised, "revised although a read finds \(fresh.diagnostics): \(text)")
        }
        return (revised, describeTree(revised.root) == describeTree(freshTree.root) ? nil : "a tree unlike a fresh read's: \(text)")
    }

    /// The tree of text that must read without findings.
    static func tree(_ text: String) throws -> SourceTree {
        let result = YAMLReader().read(SourceFile(path: file, bytes: Array(text.utf8)))
        guard let tree = result.tree, result.diagnostics.isEmpty else { throw ReaderTestFailure(diagnostics: result.diagnostics) }
        return tree
    }

    /// Forty edits of each layout made by `edit` (given the bytes and their tree), each revision
    /// the next edit's previous tree, an edit that breaks the file undone. How many edits were
    /// made and revised, and the first wrong revision of each chain, with the text before it.
    static func run(
        seed: UInt64, revise: Reviser, edit: (_ bytes: [UInt8], _ tree: SourceTree, _ random: inout SeededGenerator) -> [UInt8]
    ) -> (revisions: Int, edits: Int, problems: [String]) {
        var random = SeededGenerator(seed: seed)
        var revisions = 0
        var edits = 0
        var problems: [String] = []
        for layout in layouts {
            var bytes = layout
            guard var tree = YAMLReader().read(SourceFile(path: file, bytes: bytes)).tree else { continue }
            for _ in 0..<40 where !bytes.isEmpty {
                let next = edit(bytes, tree, &random)
                edits += 1
                let (revised, problem) = revision(bytes, next, tree: tree, by: revise)
                if let problem {
                    problems.append("\(problem)\n--- before:\n\(String(decoding: bytes, as: UTF8.self).prefix(400))")
                    break
                }
                if let revised {
                    revisions += 1
                    tree = revised
                } else {
                    let fresh = YAMLReader().read(SourceFile(path: file, bytes: next))
                    guard fresh.diagnostics.isEmpty, let freshTree = fresh.tree else { continue }
                    tree = freshTree
                }
                bytes = next
            }
        }
        return (revisions, edits, problems)
    }
}
