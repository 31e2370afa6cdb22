/// Text named by a key in a string table, as `Bundle.localizedString(forKey:value:table:)` looks
/// it up: the table is a `.xcstrings` String Catalog or `.strings` file of that base name.
///
/// The defaults are SwiftUI's `Text("Follow")`: the key is the source text itself and the table
/// is `Localizable`.
public struct LocalizedText: Sendable, Hashable {
    /// Table a text is in when the layout names none (Localizable.xcstrings, Localizable.strings).
    public static let defaultTable = "Localizable"

    /// The text in the development language; shown where the key has no translation.
    public var source: String
    /// Key of the text in its table.
    public var key: String
    /// Note for translators; nil when the layout gives none.
    public var comment: String?
    /// Base name of the string table.
    public var table: String

    /// Text with `source` in the development language, under `key` (the source text when nil) in
    /// `table` (Localizable when nil).
    public init(source: String, key: String? = nil, comment: String? = nil, table: String? = nil) {
        self.source = source
        self.key = key ?? source
        self.comment = comment
        self.table = table ?? Self.defaultTable
    }

    /// The localized text `value` writes: a mapping with a non-empty `localized`, and optionally a
    /// non-empty `key`, a `comment` and a `table`, all text; nil for anything else.
    public init?(_ value: PropertyValue) {
        guard let fields = value.fields(["localized", "key", "comment", "table"]),
            let source = fields["localized"]?.stringValue, !source.isEmpty
        else { return nil }
        var parts: [String: String] = [:]
        for name in ["key", "comment", "table"] {
            guard let written = fields[name] else { continue }
            guard let text = written.stringValue else { return nil }
            parts[name] = text
        }
        if parts["key"]?.isEmpty == true || parts["table"]?.isEmpty == true { return nil }
        self.init(source: source, key: parts["key"], comment: parts["comment"], table: parts["table"])
    }
}

/// How a tool shows localized text: the text a layout's localized text reads in one language.
public typealias TextLookup = @Sendable (LocalizedText) -> String

extension LocalizedText {
    /// The lookup that shows every localized text in the development language, as written.
    public static let sourceLookup: TextLookup = { $0.source }
}
