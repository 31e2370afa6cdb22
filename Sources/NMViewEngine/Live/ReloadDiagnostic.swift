/// A problem with a layout that live reload could not apply, flat so an overlay can print it:
/// a finding of the server's (`error`, with its file and position) or the client's own (a
/// response that is not a layout, say, under the id `live-reload`).
public struct ReloadDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The layout file, as the server names it; empty for the client's own problems.
    public var path: String
    /// The 1-based line, if the finding has one.
    public var line: Int?
    /// The 1-based column, if the finding has one.
    public var column: Int?
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The finding's stable id (`unknown-property`, `live-reload`).
    public var id: String
    /// What is wrong, lowercase, no trailing period.
    public var message: String

    /// A problem described by its parts.
    public init(path: String, line: Int? = nil, column: Int? = nil, severity: String, id: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
        self.message = message
    }

    /// `file:line:column: severity: message [id]`, the form editors make clickable.
    public var description: String {
        let position = [line, column].compactMap { $0 }.map { ":\($0)" }.joined()
        let place = path.isEmpty ? "" : "\(path)\(position): "
        return "\(place)\(severity): \(message) [\(id)]"
    }
}
