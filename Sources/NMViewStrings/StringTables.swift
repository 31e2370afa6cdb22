import NMViewModel

/// The string tables one layout can name, by table name: each the catalog read, or why it could
/// not be read. What lint checks keys against and what the preview shows text from.
public struct StringTables: Sendable {
    /// One table's catalog and where it is.
    public struct Table: Sendable {
        /// The catalog's path as messages write it.
        public var file: String
        /// The catalog, or why it cannot be read.
        public var catalog: Result<StringCatalog, StringCatalogProblem>

        /// The table of the catalog at `file`, or of why it cannot be read.
        public init(file: String, catalog: Result<StringCatalog, StringCatalogProblem>) {
            self.file = file
            self.catalog = catalog
        }
    }

    /// Each table, by name (`Localizable`).
    public var tables: [String: Table]

    /// Tables as given.
    public init(tables: [String: Table] = [:]) {
        self.tables = tables
    }

    /// The catalog of `table`, when there is one that could be read.
    public func catalog(_ table: String) -> StringCatalog? {
        try? tables[table]?.catalog.get()
    }

    /// Every language any table has text in, each table's source language first.
    public var languages: [String] {
        var seen: Set<String> = []
        return tables.keys.sorted().flatMap { catalog($0)?.languages ?? [] }.filter { seen.insert($0).inserted }
    }

    /// The text `localized` shows in `language`: its table's translation, else the source
    /// language's text in the table, else the layout's source text. `pseudo` gives the
    /// pseudo-language of the source text.
    public func text(_ localized: LocalizedText, language: String?) -> String {
        guard let language else { return localized.source }
        if language == PseudoLanguage.code { return PseudoLanguage.text(sourceText(localized)) }
        return catalog(localized.table)?.displayValue(forKey: localized.key, language: language) ?? localized.source
    }

    /// The source language's text of `localized`: the catalog's where it has one.
    public func sourceText(_ localized: LocalizedText) -> String {
        guard let catalog = catalog(localized.table) else { return localized.source }
        return catalog.value(forKey: localized.key, language: catalog.sourceLanguage) ?? localized.source
    }

    /// A lookup that gives each localized text in `language` (nil: the source text).
    public func lookup(language: String?) -> @Sendable (LocalizedText) -> String {
        { [self] in text($0, language: language) }
    }
}
