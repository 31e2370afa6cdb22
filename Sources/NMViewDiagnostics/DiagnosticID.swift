/// The stable identifier of a kind of finding, such as `yaml.duplicate-key`.
///
/// Ids are part of the tool's interface: scripts, SARIF consumers and suppression lists key on them,
/// so an id is never renamed once released.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The dotted id, `area.name`.
    public var rawValue: String

    /// Wraps an id string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Allows `let id: DiagnosticID = "yaml.syntax"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The id itself.
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
