/// A problem with a layout that live reload could not apply, flat so an overlay can print it:
/// a finding of the server's (`error`, with its file, position, notes and suggestions) or the
/// client's own (a response that is not a layout, a server it cannot reach, under the id
/// `live-reload`).
public struct ReloadDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A remark attached to a finding, with its own place: where an unclosed `[` was opened.
    public struct Note: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The remark, lowercase, no trailing period.
        public var message: String
        /// The file it points into, named as ``ReloadDiagnostic/path`` is; empty if it has no place.
        public var path: String
        /// The file's absolute path on the machine running the server, if it sent one.
        public var absolutePath: String?
        /// The 1-based line, if the note has one.
        public var line: Int?
        /// The 1-based column, if the note has one.
        public var column: Int?

        /// A note described by its parts.
        public init(message: String, path: String = "", absolutePath: String? = nil, line: Int? = nil, column: Int? = nil) {
            self.message = message
            self.path = path
            self.absolutePath = absolutePath
            self.line = line
            self.column = column
        }

        /// `file:line:column: note: message`, or `note: message` without a place.
        public var description: String {
            ReloadDiagnostic.place(path, line, column) + "note: \(message)"
        }
    }

    /// The layout file within the folder the server watches (`Card.nmview.yaml` for
    /// `nmview watch layouts`); empty for the client's own problems.
    public var path: String
    /// The layout file's absolute path on the machine running the server (the Mac), for a tool
    /// or an editor link to open; `nil` if the server did not send one.
    public var absolutePath: String?
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
    /// Further remarks with their own places, such as where an unclosed bracket was opened.
    public var notes: [Note]
    /// Replacement texts that would likely fix it, for "did you mean".
    public var suggestions: [String]
    /// The finding as the terminal shows it (`nmview lint` without colour): its line, the source
    /// excerpt with a caret, the notes and the did-you-mean; `nil` if the server sent none.
    public var excerpt: String?

    /// A problem described by its parts.
    public init(
        path: String, absolutePath: String? = nil, line: Int? = nil, column: Int? = nil, severity: String, id: String,
        message: String, notes: [Note] = [], suggestions: [String] = [], excerpt: String? = nil
    ) {
        self.path = path
        self.absolutePath = absolutePath
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
        self.message = message
        self.notes = notes
        self.suggestions = suggestions
        self.excerpt = excerpt
    }

    /// `file:line:column: severity: message [id]`, the form editors make clickable.
    public var description: String {
        Self.place(path, line, column) + "\(severity): \(message) [\(id)]"
    }

    /// What a problem box shows: ``description``, then each note on a line of its own with its
    /// place, then the did-you-mean, as the terminal lists them.
    public var report: String {
        var lines = [description] + notes.map(\.description)
        if !suggestions.isEmpty {
            let quoted = suggestions.map { "'\($0)'" }
            let list = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] : quoted[0]
            lines.append(Self.place(path, line, column) + "note: did you mean \(list)?")
        }
        return lines.joined(separator: "\n")
    }

    /// `path:line:column: `, shorter without a line or column, empty without a path.
    static func place(_ path: String, _ line: Int?, _ column: Int?) -> String {
        guard !path.isEmpty else { return "" }
        return path + [line, column].compactMap { $0 }.map { ":\($0)" }.joined() + ": "
    }
}
