/// Adding keys a layout uses, as `nmview strings` does.
extension StringCatalog {
    /// The extraction state of a key nmview adds: `manual`. Xcode marks a key it extracted from
    /// code as `stale` when a build no longer finds it there, and never a manual one, which is
    /// what a key used only by layouts is to Xcode. ("Discover String Catalogs", WWDC23: manually
    /// managed strings are left as they are.)
    public static let addedExtractionState = "manual"

    /// Adds `key` with `source` as the source language's text and `comment` for translators,
    /// when the catalog has no entry for it; an entry already there, with its translations, is
    /// left exactly as it is. Whether the key was added.
    @discardableResult
    public mutating func add(key: String, source: String, comment: String?) -> Bool {
        guard !contains(key) else { return false }
        var entry: [String: CatalogJSON] = [
            "extractionState": .string(Self.addedExtractionState),
            "localizations": .object([
                sourceLanguage: .object([
                    "stringUnit": .object(["state": .string("translated"), "value": .string(source)])
                ])
            ]),
        ]
        if let comment, !comment.isEmpty { entry["comment"] = .string(comment) }
        var strings = self.strings
        strings[key] = .object(entry)
        root["strings"] = .object(strings)
        return true
    }
}
