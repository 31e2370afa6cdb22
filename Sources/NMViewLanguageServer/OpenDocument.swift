/// A document the editor has open: its text stands in for the file on disk.
struct OpenDocument: Sendable {
    /// The URI exactly as the client named it, for publishing.
    var uri: String
    /// The path the linter reports its findings under.
    var path: String
    /// The client's version of the text.
    var version: Int
    /// The text as last sent.
    var text: String
}
