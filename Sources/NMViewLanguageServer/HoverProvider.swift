import NMViewColor
import NMViewStrings

/// The schema's documentation of what is under the cursor: a key's property, or a value's
/// property and, for an enumeration, that value's own description; for a colour, its light and
/// dark values too, from the document's asset catalogs for an asset colour.
struct HoverProvider {
    let catalog: SchemaCatalog
    /// How the document's colours resolve.
    var colors = ColorResolver()
    /// The document's string tables, for the translations of a localized text.
    var strings = StringTables()

    /// The Markdown to show and the span it is about, or `nil` where the schema says nothing.
    func hover(text: String, path: String, at position: LSPPosition) -> (markdown: String, range: LSPRange)? {
        guard let cursor = LayoutCursor(text: text, path: path) else { return nil }
        let offset = cursor.map.offset(of: position)
        guard let node = cursor.scalar(at: offset) else { return nil }
        let locator = SchemaLocator(catalog: catalog)
        var markdown: String?
        if let mapping = LayoutCursor.mapping(whereKey: node), let key = node.scalar {
            markdown = locator.schema(of: mapping).flatMap { catalog.property(key, of: $0) }.flatMap(catalog.documentation(of:))
        } else if let (key, mapping) = LayoutCursor.entry(whereValue: node), let name = key.scalar,
            let property = locator.schema(of: mapping).flatMap({ catalog.property(name, of: $0) })
        {
            let values = catalog.enumValues(of: property)
            let value = values.first { $0.value == node.scalar }?.documentation
            // A colour property's enumeration lists UIKit's colours.
            let isColor = values.contains { $0.value == "systemBlue" }
            let color = isColor ? node.scalar.flatMap { ColorDescription.markdown($0, resolver: colors) } : nil
            markdown = [color, value.map { "`\(node.scalar ?? "")`: \($0)" }, catalog.documentation(of: property)]
                .compactMap { $0 }.joined(separator: "\n\n")
        }
        if let translations = Self.translations(of: node, strings: strings) {
            markdown = [translations, markdown].compactMap { $0 }.joined(separator: "\n\n")
        }
        guard let markdown, !markdown.isEmpty else { return nil }
        let span = cursor.span(of: node)
        return (markdown, LSPRange(start: cursor.map.lspPosition(offset: span.lowerBound), end: cursor.map.lspPosition(offset: span.upperBound)))
    }
}
