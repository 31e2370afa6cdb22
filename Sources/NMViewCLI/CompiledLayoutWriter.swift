import Foundation
import NMViewDiagnostics
import NMViewLint
import NMViewModel

/// Writes resolved layouts as `<ViewClass>.layout.json` into a folder, as `nmview compile` and
/// `nmview watch --out` do: atomically, only when the content changes, and never two files for
/// one view class.
struct CompiledLayoutWriter {
    /// A view described by a second file, which is not written.
    struct Collision {
        var path: String
        var other: String
        var view: String

        /// The finding as a text diagnostic line.
        var message: String {
            "\(path): error: view '\(view)' is also described by '\(other)'; only one can be compiled [compile.duplicate-view]\n"
        }
    }

    /// What one pass wrote.
    struct Summary {
        /// The files written, in path order.
        var written: [String] = []
        /// How many files already held the same content.
        var unchanged = 0
        var collisions: [Collision] = []
    }

    /// The folder written into.
    var directory: String

    /// The files whose layouts must not be written: those with errors (or, `strict`, warnings).
    static func failingFiles(_ outcome: LintOutcome, strict: Bool) -> Set<String> {
        Set(
            outcome.report.diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }
                .map(\.location.file))
    }

    /// Writes every document of `outcome` not in `failing`, creating the folder if needed.
    func write(_ outcome: LintOutcome, skipping failing: Set<String>) throws -> Summary {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(path: directory, reason: AtomicFile.reason(error))
        }
        var summary = Summary()
        var claimed: [String: String] = [:]
        for path in outcome.documents.keys.sorted() where !failing.contains(path) {
            guard let linted = outcome.documents[path] else { continue }
            let fileName = LayoutDocument.compiledFileName(for: linted.name)
            if let other = claimed[fileName] {
                summary.collisions.append(Collision(path: path, other: other, view: linted.name))
                continue
            }
            claimed[fileName] = path
            let target = (directory as NSString).appendingPathComponent(fileName)
            let data = try linted.resolved.compiledJSON()
            if FileManager.default.contents(atPath: target) == data {
                summary.unchanged += 1
                continue
            }
            try AtomicFile.write(data, to: target, replacing: true)
            summary.written.append(target)
        }
        return summary
    }
}
