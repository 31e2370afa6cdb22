import Foundation
import NMViewLint
import NMViewTestSupport
import NMViewYAML
import Testing

/// The workspace against full lints: every example and layout fixture in one folder, then seeded
/// random edits, deletions, class renames, new files composing others, syntax broken and fixed.
/// After each step the workspace's findings must be exactly a fresh full lint's.
///
/// A seed is half a minute of CPU in a debug build, so it runs on a thread of its own: on the
/// shared pool (two threads on two cores) three seeds would stall every other test's server,
/// watcher and deadline for that long. The mismatches come back as text and are recorded here.
@Suite struct LayoutWorkspaceDifferentialTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func matchesFullLintAfterEveryStep(seed: UInt64) async throws {
        let mismatches = try await offThePool(stackSize: 16 << 20) { () throws -> [String] in try Self.mismatches(seed: seed) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
    }

    /// Every way the workspace and the full lints differed over the seed's steps.
    private static func mismatches(seed: UInt64) throws -> [String] {
        var mismatches: [String] = []
        let folder = try Scratch()
        let linter = try Linter()
        let corpus = try LayoutCorpus.files()
        if corpus.count <= 40 { mismatches.append("only \(corpus.count) layouts in the corpus") }
        var originals: [String: [UInt8]] = [:]
        for (relative, bytes) in corpus {
            originals[try folder.write(relative, bytes)] = bytes
        }
        let classes = Set(corpus.map { Linter.viewName(of: $0.path) }).sorted() + ["UILabel", "UIView"]
        // One workspace told of each change, as the language server does; one given the folder's
        // files afresh each step, as the watch does.
        var updated = LayoutWorkspace(linter: linter)
        var assigned = LayoutWorkspace(linter: linter)
        for path in LayoutFileFinder().find([folder.path]).files { updated.reload(path) }
        var random = SeededGenerator(seed: seed)
        var added = 0
        var composedAdded = false
        for step in 0...16 {
            if step > 0 {
                let present = LayoutFileFinder().find([folder.path]).files
                let path = present.randomElement(using: &random) ?? folder.path + "/Empty.nmview.yaml"
                switch Int.random(in: 0..<10, using: &random) {
                case 0...4:
                    let text = String(decoding: (try? folder.read(path)) ?? [], as: UTF8.self)
                    try folder.overwrite(path, LayoutMutation.mutate(text, classes: classes, using: &random))
                    // Half the time as an editor's unsaved buffer with the same text.
                    if Bool.random(using: &random) { updated.update(path, bytes: try folder.read(path)) } else { updated.reload(path) }
                case 5:
                    try folder.overwrite(path, originals[path].map { String(decoding: $0, as: UTF8.self) } ?? "root: {}\n")
                    updated.reload(path)
                case 6:
                    try FileManager.default.removeItem(atPath: path)
                    // Removed, or kept and failing to load, as a file deleted under an open editor.
                    if Bool.random(using: &random) { updated.remove(path) } else { updated.reload(path) }
                default:
                    added += 1
                    let uses = (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in classes.randomElement(using: &random) }
                    // Sometimes a class another file already describes, shadowing it.
                    let name = Bool.random(using: &random) ? "Added\(added)" : classes.randomElement(using: &random) ?? "Added"
                    let added = try folder.write("Added/Added\(added).nmview.yaml", Array(LayoutMutation.composer(named: name, uses: uses).utf8))
                    updated.reload(added)
                }
            }
            let full = linter.lint(files: updated.paths)
            composedAdded = composedAdded || full.documents.contains { $0.key.contains("/Added/") && $0.value.resolved.root.subviews.contains { $0.composedSubviews > 0 } }
            mismatches += differences(updated.lint().outcome, full, "seed \(seed) step \(step), updated")
            let found = LayoutFileFinder().find([folder.path]).files
            assigned.assign(found.map { ($0, SourceFile.load($0, limits: linter.limits)) })
            mismatches += differences(assigned.lint().outcome, linter.lint(files: found), "seed \(seed) step \(step), assigned")
        }
        // The run must have exercised composition across files, not only files on their own.
        if !composedAdded { mismatches.append("seed \(seed): no added layout composed another") }
        return mismatches
    }

    private static func differences(_ incremental: LintOutcome, _ full: LintOutcome, _ step: String) -> [String] {
        var found: [String] = []
        let mine = incremental.report.diagnostics
        let theirs = full.report.diagnostics
        if mine != theirs {
            let missing = theirs.filter { !mine.contains($0) }.prefix(3).map { "\($0.location): \($0.message) [\($0.id)]" }
            let extra = mine.filter { !theirs.contains($0) }.prefix(3).map { "\($0.location): \($0.message) [\($0.id)]" }
            found.append("\(step): \(mine.count) vs \(theirs.count) findings; missing \(missing), extra \(extra)")
        }
        if incremental.report.fileCount != full.report.fileCount { found.append("\(step): file counts differ") }
        if Set(incremental.sources.keys) != Set(full.sources.keys) { found.append("\(step): excerpted files differ") }
        // A layout holding NaN (a fixture does) is never equal to itself; those are left out.
        let differing = Set(incremental.documents.keys).union(full.documents.keys).filter { path in
            guard let mine = incremental.documents[path]?.resolved, let theirs = full.documents[path]?.resolved else { return true }
            return mine != theirs && theirs.hasOnlyFiniteNumbers
        }
        if !differing.isEmpty { found.append("\(step): resolved documents differ for \(differing.sorted())") }
        return found
    }
}
