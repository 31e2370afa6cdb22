import NMViewSourceTree

/// The edit that writes `base: X` beside a view's class, for the quick fix offered on a UIKit
/// property of a class of your own: after the class's value, on a line of its own at the class
/// key's indentation in a block mapping, or after a comma in a flow mapping (JSON's quoting in a
/// JSON file).
enum BaseInsertion {
    /// The insertion for the view one of whose keys starts at `position`, or `nil` when the view
    /// has no `class` to put it beside, already has a base, or the text does not read.
    static func edit(text: String, path: String, keyAt position: LSPPosition, base: String) -> (at: LSPPosition, text: String)? {
        guard let cursor = LayoutCursor(text: text, path: path),
            let key = cursor.scalar(at: cursor.map.offset(of: position)),
            let mapping = LayoutCursor.mapping(whereKey: key),
            let entry = mapping.entries.first(where: { $0.key.scalar == "class" }),
            !mapping.entries.contains(where: { $0.key.scalar == "base" })
        else { return nil }
        let end = cursor.span(of: entry.value).upperBound
        let start = cursor.map.offset(line: mapping.location.line ?? 1, column: mapping.location.column ?? 1)
        let insertion: String
        if cursor.map.text(from: start, to: start + 1) == "{" {
            insertion = path.hasSuffix(".json") ? ", \"base\": \"\(base)\"" : ", base: \(base)"
        } else {
            insertion = "\n" + String(repeating: " ", count: max((entry.key.location.column ?? 1) - 1, 0)) + "base: \(base)"
        }
        return (cursor.map.lspPosition(offset: end), insertion)
    }
}
