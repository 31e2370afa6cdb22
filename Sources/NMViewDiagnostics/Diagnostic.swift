/// One finding about the user's input: what is wrong, where, and what might fix it.
///
/// Messages are lowercase without a trailing period, with user text in 'single quotes'.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// A secondary remark attached to a finding, with its own optional location.
    public struct Note: Hashable, Sendable, Codable {
        /// The remark, same style as a diagnostic message.
        public var message: String
        /// Where the remark points, if anywhere.
        public var location: SourceLocation?

        /// A note with an optional location.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// How much this finding matters.
    public var severity: Severity
    /// The stable id of this kind of finding.
    public var id: DiagnosticID
    /// What is wrong.
    public var message: String
    /// Where it is.
    public var location: SourceLocation
    /// Further remarks, such as where an unclosed bracket was opened.
    public var notes: [Note]
    /// Replacement texts that would likely fix it ("did you mean 'backgroundColor'?").
    public var suggestions: [String]

    /// A finding with every field named.
    public init(
        _ severity: Severity,
        _ id: DiagnosticID,
        _ message: String,
        at location: SourceLocation,
        notes: [Note] = [],
        suggestions: [String] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
        self.suggestions = suggestions
    }

    /// An error finding.
    public static func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation,
        notes: [Note] = [], suggestions: [String] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes, suggestions: suggestions)
    }

    /// A warning finding.
    public static func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation,
        notes: [Note] = [], suggestions: [String] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes, suggestions: suggestions)
    }
}

extension Diagnostic: Comparable {
    /// Orders by location, then id, so reports are stable whatever order checks ran in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.id != rhs.id { return lhs.id.rawValue < rhs.id.rawValue }
        return lhs.message < rhs.message
    }
}

extension Sequence where Element == Diagnostic {
    /// Whether any finding is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}

/// A diagnostic can be thrown where one finding ends the work, as when a file cannot be opened.
extension Diagnostic: Error {}
