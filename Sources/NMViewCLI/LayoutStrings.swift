import NMViewDiagnostics
import NMViewLint
import NMViewModel

/// The localized texts of a run's layouts in one table, one per key: what `nmview strings` adds
/// to a catalog, and the keys written with two different source texts or comments, which the
/// catalog cannot hold both of.
struct LayoutStrings {
    /// Each key's first use, in path order, then file order.
    var uses: [LocalizedTextUse] = []
    /// An error at each place a key is written differently from its first use.
    var conflicts: [Diagnostic] = []

    static let conflictID: DiagnosticID = "strings.conflicting-key"
    static let missingID: DiagnosticID = "strings.missing-key"

    /// The localized texts of `documents` (by path) in `table`.
    init(_ documents: [String: LintedDocument], table: String) {
        var first: [String: LocalizedTextUse] = [:]
        var reported: Set<SourceLocation> = []
        for path in documents.keys.sorted() {
            guard let linted = documents[path] else { continue }
            for use in LocalizedTextUse.uses(in: linted.document, tree: linted.tree) where use.text.table == table {
                guard let earlier = first[use.text.key] else {
                    first[use.text.key] = use
                    uses.append(use)
                    continue
                }
                guard Self.differ(earlier.text, use.text) else { continue }
                if reported.insert(earlier.location).inserted { conflicts.append(Self.conflict(earlier, other: use)) }
                conflicts.append(Self.conflict(use, other: earlier))
            }
        }
    }

    /// Whether two texts of one key differ in what the catalog holds of them.
    private static func differ(_ first: LocalizedText, _ second: LocalizedText) -> Bool {
        first.source != second.source || (first.comment ?? "") != (second.comment ?? "")
    }

    /// The error at `use`, naming the place of `other`.
    private static func conflict(_ use: LocalizedTextUse, other: LocalizedTextUse) -> Diagnostic {
        let key = use.text.key
        let message =
            use.text.source != other.text.source
            ? "the key '\(key)' has the source text '\(use.text.source)' here but '\(other.text.source)' at \(other.location); a catalog holds one text per key, so give one of them a key of its own"
            : "the key '\(key)' has a different comment here than at \(other.location); a catalog holds one comment per key, so write the same one"
        return Diagnostic(.error, conflictID, message, at: use.location)
    }
}
