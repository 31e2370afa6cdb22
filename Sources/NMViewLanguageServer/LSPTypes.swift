/// The LSP structures the server reads and writes, by hand (no LSP types package is available
/// here): only the fields it uses. Positions are 0-based, characters in UTF-16 code units, the
/// protocol's default encoding.

/// A place in a document: 0-based line and UTF-16 offset in it.
public struct LSPPosition: Codable, Hashable, Sendable, Comparable {
    /// 0-based line.
    public var line: Int
    /// 0-based offset in UTF-16 code units.
    public var character: Int

    /// A position at `line` and `character`.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Orders by line, then character.
    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a document, end exclusive.
public struct LSPRange: Codable, Hashable, Sendable {
    /// Where it starts.
    public var start: LSPPosition
    /// Where it ends, exclusive.
    public var end: LSPPosition

    /// A span from `start` to `end`.
    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }
}

/// A span in a document named by URI.
public struct LSPLocation: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String
    /// The span.
    public var range: LSPRange
}

/// A related place of a diagnostic: one of its notes.
public struct LSPRelatedInformation: Codable, Hashable, Sendable {
    /// Where the note points.
    public var location: LSPLocation
    /// The note.
    public var message: String
}

/// A finding as published to the editor.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    /// Where it is.
    public var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    /// The finding's stable id.
    public var code: String
    /// Always `nmview`.
    public var source: String
    /// What is wrong.
    public var message: String
    /// The notes, each where it points.
    public var relatedInformation: [LSPRelatedInformation]?
    /// The did-you-mean replacements, for code actions.
    public var data: LSPAny?
}

/// `textDocument/publishDiagnostics` parameters.
struct PublishDiagnosticsParams: Codable, Sendable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

/// A document as `didOpen` gives it.
struct TextDocumentItem: Codable, Sendable {
    var uri: String
    var languageId: String?
    var version: Int
    var text: String
}

/// A document named by URI, with the version `didChange` gives.
struct TextDocumentIdentifier: Codable, Sendable {
    var uri: String
    var version: Int?
}

/// `textDocument/didOpen` parameters.
struct DidOpenParams: Codable, Sendable {
    var textDocument: TextDocumentItem
}

/// `textDocument/didChange` parameters: each change replaces its range, or the whole text when it has none.
struct DidChangeParams: Codable, Sendable {
    struct Change: Codable, Sendable {
        var range: LSPRange?
        var text: String
    }
    var textDocument: TextDocumentIdentifier
    var contentChanges: [Change]
}

/// Parameters naming only a document: `didClose`, `documentSymbol`.
struct DocumentParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
}

/// Parameters of a request at a position: completion, hover, definition.
struct PositionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition
}
