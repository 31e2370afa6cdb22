/// A JSON value as a String Catalog holds it: objects keep their members as read, numbers keep
/// the text they were written with, so that writing a catalog back changes nothing it did not mean
/// to change.
public indirect enum CatalogJSON: Sendable, Hashable {
    case object([String: CatalogJSON])
    case array([CatalogJSON])
    case string(String)
    /// A number, as written (`1`, `1.0`, `-2e3`).
    case number(String)
    case bool(Bool)
    case null

    /// The members of an object; nil for anything else.
    public var objectValue: [String: CatalogJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The text of a string; nil for anything else.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The truth of a Boolean; nil for anything else.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The member `key` of an object; nil when there is none or this is no object.
    public subscript(key: String) -> CatalogJSON? {
        objectValue?[key]
    }
}
