import NMViewDiagnostics
import NMViewModel
import NMViewSourceTree

/// A document that passed reading and the schema: as written and as resolved.
public struct LintedDocument: Sendable {
    /// The view class it describes.
    public var name: String
    /// As written.
    public var document: LayoutDocument
    /// Templates expanded, nested layouts composed, defaults explicit: what an app loads.
    public var resolved: LayoutDocument
    /// The file as read, for the positions of what generated code documents.
    public var tree: SourceTree
}

/// The result of a lint run: the report and the text of every file it mentions, for excerpts.
public struct LintOutcome: Sendable {
    /// Every finding of the run.
    public var report: DiagnosticReport
    /// Source text of the files with findings, by path.
    public var sources: [String: SourceText]
    /// The documents that passed reading and the schema, by path.
    public var documents: [String: LintedDocument]

    /// An outcome of a report, the sources it refers to and the documents it checked.
    public init(report: DiagnosticReport, sources: [String: SourceText], documents: [String: LintedDocument] = [:]) {
        self.report = report
        self.sources = sources
        self.documents = documents
    }

    /// Whether the run fails: any error, or with `strict` any warning.
    public func fails(strict: Bool) -> Bool {
        report.count(of: .error) > 0 || (strict && report.count(of: .warning) > 0)
    }
}
