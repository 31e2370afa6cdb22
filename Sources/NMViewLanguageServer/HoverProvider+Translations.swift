import NMViewModel
import NMViewSourceTree
import NMViewStrings

extension HoverProvider {
    /// For the `localized` or `key` value of a localized text, its text in each language of its
    /// table's String Catalog beside the layout; nil for anything else.
    static func translations(of node: SourceNode, strings: StringTables) -> String? {
        guard let (key, mapping) = LayoutCursor.entry(whereValue: node), let name = key.scalar, ["localized", "key"].contains(name),
            let source = mapping["localized"]?.scalar
        else { return nil }
        let text = LocalizedText(source: source, key: mapping["key"]?.scalar, comment: mapping["comment"]?.scalar, table: mapping["table"]?.scalar)
        guard let table = strings.tables[text.table] else {
            return "No String Catalog of the table `\(text.table)` (`\(text.table).xcstrings`) is beside the layout: every language shows the source text."
        }
        let catalog: StringCatalog
        switch table.catalog {
        case .failure(let problem): return problem.message(file: table.file)
        case .success(let read): catalog = read
        }
        guard catalog.contains(text.key) else {
            return "`\(text.key)` is not in `\(table.file)`: every language shows the source text. `nmview strings --catalog \(table.file)` adds it."
        }
        let rows = catalog.translations(of: text.key).map { "| \($0.language) | \($0.text.replacingOccurrences(of: "|", with: "\\|")) |" }
        return (["`\(text.key)` in `\(table.file)`:", "", "| language | text |", "| --- | --- |"] + rows).joined(separator: "\n")
    }
}
