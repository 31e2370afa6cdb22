import NMViewDiagnostics

/// Turns the linter's findings into LSP diagnostics: the stable id as `code`, the notes as related
/// information, positions in UTF-16.
struct DiagnosticConversion {
    /// The text of each file a finding or note may point into, by path.
    var texts: [String: String]
    private var maps: [String: PositionMap] = [:]

    /// A conversion over the texts the findings were made from.
    init(texts: [String: String]) {
        self.texts = texts
    }

    /// `diagnostic` as the editor shows it.
    mutating func convert(_ diagnostic: Diagnostic) -> LSPDiagnostic {
        let range = range(of: diagnostic.location)
        let related = diagnostic.notes.map { note in
            let location = note.location ?? diagnostic.location
            return LSPRelatedInformation(
                location: LSPLocation(uri: DocumentURI.uri(of: location.file), range: self.range(of: location)),
                message: note.message)
        }
        return LSPDiagnostic(
            range: range, severity: Self.severity(diagnostic.severity), code: diagnostic.id.rawValue,
            source: "nmview", message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related,
            data: diagnostic.suggestions.isEmpty ? nil : .object(["suggestions": .array(diagnostic.suggestions.map { .string($0) })]))
    }

    /// The span of the token at `location`; the start of the file for a finding about the whole file.
    mutating func range(of location: SourceLocation) -> LSPRange {
        guard let line = location.line, let column = location.column, let map = map(for: location.file) else {
            return LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
        }
        let start = map.offset(line: line, column: column)
        return LSPRange(start: map.lspPosition(offset: start), end: map.lspPosition(offset: map.tokenEnd(from: start)))
    }

    private mutating func map(for path: String) -> PositionMap? {
        if let map = maps[path] { return map }
        guard let text = texts[path] else { return nil }
        let map = PositionMap(text: text)
        maps[path] = map
        return map
    }

    /// LSP's DiagnosticSeverity: a note is information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
