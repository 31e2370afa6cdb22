import NMViewDiagnostics
import NMViewStrings

/// Rules about localized text: each key a layout uses should be in its table's String Catalog,
/// or the app shows the source text in every language.
enum StringRules {
    static let missingString = LintRule(
        "rule.missing-string", .warning,
        "A localized text whose key is not in its table's String Catalog (`Localizable.xcstrings` for the table `Localizable`) found beside the file (in its folder and each folder above it up to its project's root, or given with `--strings`), or whose catalog cannot be read; nothing is checked where no catalog of the table is found. `nmview strings` adds the missing keys."
    ) { rule, context in
        let uses = LocalizedTextUse.uses(in: context.document, tree: context.tree)
        guard !uses.isEmpty else { return [] }
        let tables = context.stringTables()
        return uses.compactMap { use in
            guard let table = tables.tables[use.text.table] else { return nil }
            switch table.catalog {
            case .failure(let problem):
                return rule.finding("the String Catalog of '\(use.text.key)' cannot be read: \(problem.message(file: table.file))", at: use.location)
            case .success(let catalog):
                guard !catalog.contains(use.text.key) else { return nil }
                let suggestions = Suggestions.closest(to: use.text.key, among: Array(catalog.strings.keys))
                return rule.finding(
                    "the key '\(use.text.key)' is not in '\(table.file)', so every language shows the source text; add it with 'nmview strings --catalog \(table.file)'",
                    at: use.location, suggestions: suggestions)
            }
        }
    }
}
