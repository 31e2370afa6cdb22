/// Text people read, as the schema's Text defines it: a string shown as written in every language,
/// or a mapping that names the text in the app's string tables, looked up for the user's language.
public enum TextValue: Sendable, Hashable {
    /// Text shown as written.
    case verbatim(String)
    /// Text looked up in a string table; its source text where the table has no translation.
    case localized(LocalizedText)

    /// The text `value` writes: a string, or a mapping with `localized` and optionally `key`,
    /// `comment` and `table`, each of its own shape, and x- keys; nil for anything else.
    public init?(_ value: PropertyValue) {
        switch value {
        case .string(let text):
            self = .verbatim(text)
        case .object:
            guard let localized = LocalizedText(value) else { return nil }
            self = .localized(localized)
        case .number, .bool, .list:
            return nil
        }
    }

    /// The text in the development language: what shows where nothing is translated.
    public var sourceText: String {
        switch self {
        case .verbatim(let text): text
        case .localized(let localized): localized.source
        }
    }

    /// The text a `lookup` of localized text gives, or the text as written.
    public func text(_ lookup: (LocalizedText) -> String) -> String {
        switch self {
        case .verbatim(let text): text
        case .localized(let localized): lookup(localized)
        }
    }
}
