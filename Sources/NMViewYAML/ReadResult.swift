import NMViewDiagnostics
import NMViewSourceTree

/// What reading one file produced: the tree, when the file was well-formed enough to build one,
/// and every finding.
public struct ReadResult: Sendable {
    /// The document, or `nil` when reading stopped at an error.
    public var tree: SourceTree?
    /// Findings in source order; any error means the file is not usable.
    public var diagnostics: [Diagnostic]

    /// A result of a tree (if any) and findings.
    public init(tree: SourceTree?, diagnostics: [Diagnostic]) {
        self.tree = tree
        self.diagnostics = diagnostics
    }

    /// Whether the file was read without errors.
    public var succeeded: Bool { tree != nil && !diagnostics.containsErrors }
}
