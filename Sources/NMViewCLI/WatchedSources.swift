import NMViewDiagnostics
import NMViewSourceTree
import NMViewYAML

/// The layout files a watch last read, each read again only when the watcher reports it changed.
///
/// Every batch lints all files together, but the watcher is what decides when a file has
/// settled: it hashes each file after its save is complete, and reports a missing file removed
/// only once it has stayed missing for a short grace. Reading every file from disk on every batch
/// instead saw the middle of the very changes the watcher was still folding, while a branch was
/// being switched: a file half written (reported broken, then fine), a file between git's unlink
/// and its new version (reported removed, then back), and a file reported from the disk in one
/// batch and again when the watcher delivered its change in the next.
struct WatchedSources {
    /// One read of one file: its text, or why it could not be read.
    typealias Read = Result<SourceFile, Diagnostic>

    /// What was read of each file, by the path `LayoutFileFinder` spells.
    private var reads: [String: Read] = [:]
    /// Files gone from the folder in the last batch though the watcher had not reported them
    /// removed: kept once, and dropped if still gone at the next batch.
    private var missing: Set<String> = []
    /// Each file's canonical path, worked out once: it resolves every folder on the way, a few
    /// system calls per file, which for a few hundred files was a visible part of every save.
    private var canonicalPaths: [String: String] = [:]

    /// The files the last batch kept though they are gone from the folder, the watcher not
    /// having reported them removed: the next batch drops those still gone.
    var keptMissing: Set<String> { missing }

    /// `file` (as `LayoutFileFinder` spells it) made canonical, as `WatchSession.canonical` does.
    func canonical(_ file: String) -> String {
        canonicalPaths[file] ?? WatchSession.canonical(file)
    }

    /// The files to lint, with their reads: those `found` under the roots, read anew when new or
    /// in `changed` (canonical paths; nil reads everything), and those gone that the watcher has
    /// not reported in `changed` yet, as last read, for one more batch.
    mutating func update(found: [String], changed: Set<String>?, limits: ReaderLimits) -> [(path: String, read: Read)] {
        var files = found
        for file in found where canonicalPaths[file] == nil { canonicalPaths[file] = WatchSession.canonical(file) }
        let present = Set(found)
        var stillMissing: Set<String> = []
        if let changed {
            for file in reads.keys.sorted() where !present.contains(file) && !missing.contains(file) {
                guard !changed.contains(canonical(file)) else { continue }
                files.append(file)
                stillMissing.insert(file)
            }
        }
        missing = stillMissing
        var next: [String: Read] = [:]
        for file in files {
            if let read = reads[file], let changed, stillMissing.contains(file) || !changed.contains(canonical(file)) {
                next[file] = read
            } else {
                next[file] = SourceFile.load(file, limits: limits)
            }
        }
        reads = next
        canonicalPaths = canonicalPaths.filter { next[$0.key] != nil }
        return files.compactMap { file in next[file].map { (file, $0) } }
    }
}
