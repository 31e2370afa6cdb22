import Foundation

/// A String Catalog (`Localizable.xcstrings`) as Xcode writes it: the source language, and for
/// each key its comment, extraction state and the text in each language (a `stringUnit`, or
/// `variations` by plural category or device). Members nmview does not know are kept as read,
/// so writing the catalog back changes only what was meant to change.
public struct StringCatalog: Sendable, Hashable {
    /// The whole catalog: `sourceLanguage`, `strings`, `version` and anything else.
    public internal(set) var root: [String: CatalogJSON]
    /// Whether the catalog was read with `/` escaped as `\/`, which writing it back keeps.
    var escapesSlashes = false

    /// The language the keys' source text is in (`en`).
    public var sourceLanguage: String { root["sourceLanguage"]?.stringValue ?? "en" }

    /// Every key's entry.
    public var strings: [String: CatalogJSON] { root["strings"]?.objectValue ?? [:] }

    /// An empty catalog in `sourceLanguage`, as Xcode creates one.
    public init(sourceLanguage: String) {
        root = ["sourceLanguage": .string(sourceLanguage), "strings": .object([:]), "version": .string("1.0")]
    }

    /// The catalog `data` holds; a problem with its line and column when it is not one.
    public init(data: Data, limits: StringCatalogLimits = .default) throws(StringCatalogProblem) {
        guard data.count <= limits.maxFileBytes else { throw .tooLarge(limit: limits.maxFileBytes) }
        var parser = CatalogJSONParser(Array(data), maxDepth: limits.maxJSONDepth)
        guard let root = try parser.parse().objectValue else { throw .notCatalog("its top level is not an object") }
        guard root["sourceLanguage"]?.stringValue?.isEmpty == false else { throw .notCatalog("it has no 'sourceLanguage'") }
        guard let strings = root["strings"]?.objectValue else { throw .notCatalog("it has no 'strings' object") }
        guard strings.count <= limits.maxKeys else { throw .tooManyKeys(limit: limits.maxKeys) }
        self.root = root
        escapesSlashes = data.range(of: Data("\\/".utf8)) != nil
    }

    /// The catalog's text as Xcode writes it.
    public func data() -> Data {
        Data(CatalogJSONWriter(escapesSlashes: escapesSlashes).text(.object(root)).utf8)
    }

    /// The languages the catalog has text in, the source language first, then by code.
    public var languages: [String] {
        var found: Set<String> = []
        for entry in strings.values {
            found.formUnion(entry["localizations"]?.objectValue?.keys ?? [:].keys)
        }
        found.remove(sourceLanguage)
        return [sourceLanguage] + found.sorted()
    }

    /// Whether the catalog has an entry for `key`.
    public func contains(_ key: String) -> Bool { strings[key] != nil }

    /// The text of `key` in `language` (`de`, or `de-CH` falling back to `de`); nil when it has
    /// none, or only an empty one not yet translated.
    public func value(forKey key: String, language: String) -> String? {
        guard let localizations = strings[key]?["localizations"]?.objectValue else { return nil }
        let base = language.split(separator: "-").first.map(String.init) ?? language
        for code in [language, base] {
            if let localization = localizations[code], let text = Self.text(of: localization) { return text }
        }
        return nil
    }

    /// The text `key` shows in `language`: its translation, else the source language's text in
    /// the catalog; nil when the catalog has neither.
    public func displayValue(forKey key: String, language: String) -> String? {
        value(forKey: key, language: language) ?? value(forKey: key, language: sourceLanguage)
    }

    /// Every translation of `key`, by language, source language first.
    public func translations(of key: String) -> [(language: String, text: String)] {
        languages.compactMap { language in
            guard let localization = strings[key]?["localizations"]?[language], let text = Self.text(of: localization)
            else { return nil }
            return (language, text)
        }
    }

    /// The text of one localization: its `stringUnit`'s value, or of its variations the one a
    /// preview shows: plural `other` (the form for most counts), device `other`, else the first
    /// in Xcode's order.
    static func text(of localization: CatalogJSON) -> String? {
        if let unit = localization["stringUnit"] {
            guard let value = unit["value"]?.stringValue, !value.isEmpty || unit["state"]?.stringValue != "new" else {
                return nil
            }
            return value
        }
        guard let variations = localization["variations"]?.objectValue else { return nil }
        for kind in ["plural", "device"] {
            guard let cases = variations[kind]?.objectValue else { continue }
            let preferred = cases["other"].map { [$0] } ?? []
            let ordered = preferred + cases.keys.sorted(by: FinderOrder.precedes).compactMap { cases[$0] }
            if let text = ordered.lazy.compactMap(text(of:)).first { return text }
        }
        return nil
    }
}
