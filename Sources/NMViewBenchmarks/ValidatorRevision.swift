import Foundation

/// Which validator the pipeline was measured with, for the report: the last commit that touched
/// `Sources/NMViewSchema` in the checkout the benchmark runs from, and whether that folder had
/// uncommitted changes. The pipeline's time is mostly validation, so two pipeline figures taken
/// with different validators cannot be compared. It describes the checkout at run time, which is
/// what was built when the benchmark is built and run from the same checkout, as documented.
struct ValidatorRevision {
    /// The folder the validator's sources are in, relative to the package root.
    static let folder = "Sources/NMViewSchema"

    /// Abbreviated hash of the last commit touching ``folder``.
    var commit: String
    /// Whether ``folder`` had uncommitted changes (modified or untracked files).
    var isModified: Bool

    /// Asks `git` about the checkout at `root`; `nil` without a checkout or a working `git`, which
    /// leaves only the line out of the report.
    static func find(root: PackageRoot?) -> ValidatorRevision? {
        guard let root else { return nil }
        let git = ["git", "-C", root.path]
        guard let log = try? TimedProcess.run("/usr/bin/env", git + ["log", "-1", "--format=%h", "--", folder]),
            log.status == 0
        else { return nil }
        let commit = log.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !commit.isEmpty,
            let status = try? TimedProcess.run("/usr/bin/env", git + ["status", "--porcelain", "--", folder]),
            status.status == 0
        else { return nil }
        return ValidatorRevision(
            commit: commit, isModified: !status.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    /// One sentence for the report.
    var summary: String {
        "Validator: `\(Self.folder)` at commit `\(commit)`"
            + (isModified ? ", with uncommitted changes in the working tree." : ", no uncommitted changes.")
    }
}
