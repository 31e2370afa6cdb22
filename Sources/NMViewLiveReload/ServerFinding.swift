import NMViewEngine

/// A finding as `nmview watch --serve` sends it in an `invalid` event: its place as the server
/// was started (`path`), within the watched folder and on the Mac, its notes and suggestions, and
/// `text`, the finding as the terminal prints it. Every field is optional: bytes from the network.
struct ServerFinding: Decodable, Equatable {
    struct Note: Decodable, Equatable {
        var message: String?
        var path: String?
        var watchedPath: String?
        var absolutePath: String?
        var line: Int?
        var column: Int?
    }

    var path: String?
    var watchedPath: String?
    var absolutePath: String?
    var line: Int?
    var column: Int?
    var severity: String?
    var id: String?
    var message: String?
    var notes: [Note]?
    var suggestions: [String]?
    var text: String?

    /// The finding as the app shows it: its file named within the watched folder when the
    /// server says which that is.
    var diagnostic: ReloadDiagnostic {
        ReloadDiagnostic(
            path: watchedPath ?? path ?? "", absolutePath: absolutePath, line: line, column: column,
            severity: severity ?? "error", id: id ?? "unknown", message: message ?? "",
            notes: (notes ?? []).map { note in
                ReloadDiagnostic.Note(
                    message: note.message ?? "", path: note.watchedPath ?? note.path ?? "", absolutePath: note.absolutePath,
                    line: note.line, column: note.column)
            },
            suggestions: suggestions ?? [], excerpt: text)
    }
}
