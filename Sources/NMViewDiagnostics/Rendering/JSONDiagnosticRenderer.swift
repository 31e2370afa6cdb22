import Foundation

/// Renders a report as one JSON document with sorted keys, stable from run to run.
///
/// Shape: `{"diagnostics": [{"column", "file", "id", "line", "message", "notes", "severity",
/// "suggestions"}], "summary": {"errors", "files", "notes", "warnings"}, "version": 1}`.
/// `line` and `column` are left out for findings about a whole file.
public struct JSONDiagnosticRenderer: Sendable {
    /// The version of the output shape; bumped only when a field changes meaning.
    public static let formatVersion = 1

    /// A renderer.
    public init() {}

    /// The report as pretty-printed JSON ending in a newline.
    public func render(_ report: DiagnosticReport) -> String {
        let output = Output(
            diagnostics: report.diagnostics.map(Entry.init),
            summary: Summary(
                errors: report.count(of: .error), files: report.fileCount,
                notes: report.count(of: .note), warnings: report.count(of: .warning)),
            version: Self.formatVersion)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        guard let data = try? encoder.encode(output) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Output: Encodable {
        var diagnostics: [Entry]
        var summary: Summary
        var version: Int
    }

    private struct Summary: Encodable {
        var errors: Int
        var files: Int
        var notes: Int
        var warnings: Int
    }

    private struct NoteEntry: Encodable {
        var column: Int?
        var file: String?
        var line: Int?
        var message: String
    }

    private struct Entry: Encodable {
        var column: Int?
        var file: String
        var id: String
        var line: Int?
        var message: String
        var notes: [NoteEntry]
        var severity: String
        var suggestions: [String]

        init(_ diagnostic: Diagnostic) {
            column = diagnostic.location.column
            file = diagnostic.location.file
            id = diagnostic.id.rawValue
            line = diagnostic.location.line
            message = diagnostic.message
            notes = diagnostic.notes.map {
                NoteEntry(column: $0.location?.column, file: $0.location?.file, line: $0.location?.line, message: $0.message)
            }
            severity = diagnostic.severity.rawValue
            suggestions = diagnostic.suggestions
        }
    }
}
