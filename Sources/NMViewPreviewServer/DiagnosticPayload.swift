import NMViewDiagnostics

/// A finding as the page receives it: flat, so the overlay can print `file:line:column: message`,
/// with the suggestions, and the whole finding as the terminal prints it (the source excerpt
/// with its caret, the notes and the did-you-mean).
struct DiagnosticPayload: Encodable, Sendable, Equatable {
    /// A remark attached to the finding, such as where an unclosed bracket was opened.
    struct Note: Encodable, Sendable, Equatable {
        var message: String
        var path: String?
        var line: Int?
        var column: Int?
        /// The file within the watched folder, and on this machine, when the folders are known.
        var watchedPath: String?
        var absolutePath: String?
        /// Opens the place in the editor, when one was named.
        var link: String?
    }

    var path: String
    /// The file within the watched folder (`Card.nmview.yaml`), for an app's problem box.
    var watchedPath: String?
    /// The file on this machine, for a tool or an editor link on an app's side.
    var absolutePath: String?
    var line: Int?
    var column: Int?
    var severity: String
    var id: String
    var message: String
    var notes: [Note]
    var suggestions: [String]
    /// Opens the finding's place in the editor, when one was named.
    var link: String?
    /// The finding as `nmview lint` prints it, without colour; excerpts from `source` only.
    var text: String

    init(_ diagnostic: Diagnostic, source: SourceText? = nil, editor: EditorLink? = nil, folders: WatchedFolders? = nil) {
        path = diagnostic.location.file
        watchedPath = folders?.withinWatched(path)
        absolutePath = folders?.absolute(path)
        line = diagnostic.location.line
        column = diagnostic.location.column
        severity = diagnostic.severity.rawValue
        id = diagnostic.id.rawValue
        message = diagnostic.message
        notes = diagnostic.notes.map { note in
            let place = note.location
            return Note(
                message: note.message, path: place?.file, line: place?.line, column: place?.column,
                watchedPath: place.flatMap { folders?.withinWatched($0.file) }, absolutePath: place.flatMap { folders?.absolute($0.file) },
                link: place.flatMap { place in editor?.url(path: place.file, line: place.line, column: place.column) })
        }
        link = editor?.url(path: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column)
        suggestions = diagnostic.suggestions
        let file = diagnostic.location.file
        text = TextDiagnosticRenderer(colored: false, sourceText: { $0 == file ? source : nil }).render(diagnostic)
    }
}
