import Foundation
import NMViewColor
import NMViewSourceTree

/// What to offer at a cursor: the keys a mapping may have there, or the values its key takes.
struct CompletionProvider {
    let catalog: SchemaCatalog
    /// The view classes of the workspace's other layouts that a subview can be (not cells).
    let workspaceClasses: [String]
    /// The colour sets of the document's asset catalogs, offered in colour values.
    var assetColors = AssetColors.none

    /// Put where the cursor is when the text does not read as it is, so that a half-typed key
    /// still makes a document (`te` → `te…: 0`) and can be found in it.
    static let marker = "nmviewCompletionCursor"

    /// The completions for `text` at `position`.
    func complete(text: String, path: String, at position: LSPPosition) -> [CompletionItem] {
        let map = PositionMap(text: text)
        let offset = map.offset(of: position)
        let before = map.text(from: map.lineStart(of: offset), to: offset)
        if let (key, keyOffset) = Self.valueKey(before: before, lineStart: map.lineStart(of: offset)) {
            return values(for: key, keyOffset: keyOffset, text: text, path: path)
        }
        return keys(text: text, path: path, offset: offset, map: map)
    }

    /// The key whose value the cursor is in (`key: partial`), and where the key starts.
    static func valueKey(before: String, lineStart: Int) -> (String, Int)? {
        let scalars = Array(before.unicodeScalars)
        // Back over the partial value to the colon, then over the key.
        var index = scalars.count
        while index > 0, !":,{}[]".unicodeScalars.contains(scalars[index - 1]) { index -= 1 }
        guard index > 0, scalars[index - 1] == ":" else { return nil }
        var keyEnd = index - 1
        while keyEnd > 0, scalars[keyEnd - 1] == " " { keyEnd -= 1 }
        var keyStart = keyEnd
        while keyStart > 0, Self.isNameScalar(scalars[keyStart - 1]) { keyStart -= 1 }
        guard keyStart < keyEnd else { return nil }
        var key = String.UnicodeScalarView()
        key.append(contentsOf: scalars[keyStart..<keyEnd])
        return (String(key), lineStart + keyStart)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "-" || CharacterSet.alphanumerics.contains(scalar)
    }

    private func keys(text: String, path: String, offset: Int, map: PositionMap) -> [CompletionItem] {
        var mapping: SourceNode?
        var typed: SourceNode?
        if let cursor = LayoutCursor(text: text, path: path), let node = cursor.scalar(at: offset),
            let parent = LayoutCursor.mapping(whereKey: node)
        {
            (mapping, typed) = (parent, node)
        } else {
            let patched = map.text(from: 0, to: offset) + Self.marker + ": 0" + map.text(from: offset, to: Int.max)
            if let cursor = LayoutCursor(text: patched, path: path), let node = cursor.scalar(containing: Self.marker) {
                (mapping, typed) = (LayoutCursor.mapping(whereKey: node), node)
            }
        }
        guard let mapping, let schema = SchemaLocator(catalog: catalog).schema(of: mapping) else { return [] }
        let present = Set(mapping.entries.filter { $0.key.index != typed?.index }.compactMap(\.key.scalar))
        return catalog.properties(of: schema).filter { !present.contains($0.name) }.map {
            CompletionItem($0.name, kind: .property, documentation: catalog.documentation(of: $0.schema))
        }
    }

    private func values(for key: String, keyOffset: Int, text: String, path: String) -> [CompletionItem] {
        let cursor = LayoutCursor(text: text, path: path)
        let keyNode = cursor?.scalar(at: keyOffset).flatMap { $0.scalar == key ? $0 : nil }
        let mapping = keyNode.flatMap(LayoutCursor.mapping(whereKey:))
        switch key {
        case "class":
            return (catalog.viewClasses + workspaceClasses.sorted()).map { CompletionItem($0, kind: .class) }
        case "template":
            let templates = cursor?.tree.root["templates"]?.entries.compactMap(\.key.scalar) ?? []
            return templates.map { CompletionItem($0, kind: .value) }
        case "id" where mapping.map(isInAlternativeLayout) == true:
            let ids = cursor.flatMap { $0.tree.root["root"] }.map(LayoutCursor.ids(under:)) ?? []
            return ids.compactMap(\.scalar).map { CompletionItem($0, kind: .value) }
        default:
            break
        }
        let locator = SchemaLocator(catalog: catalog)
        let property = mapping.flatMap(locator.schema(of:)).flatMap { catalog.property(key, of: $0) } ?? anyProperty(key)
        guard let property else { return [] }
        let isColor = catalog.enumValues(of: property).contains { $0.value == "systemBlue" }
        var items = catalog.enumValues(of: property).map {
            CompletionItem($0.value, kind: isColor ? .color : .enumMember, documentation: $0.documentation)
        }
        if isColor {
            items += assetColors.names.compactMap { name in
                assetColors[name].map {
                    CompletionItem(
                        name, kind: .color, detail: ColorDescription.values($0),
                        documentation: "Colour set in `\($0.file)`.")
                }
            }
        }
        if property["type"]?.stringValue == "boolean" {
            items += ["true", "false"].map { CompletionItem($0, kind: .value) }
        }
        return items
    }

    /// Where the document cannot be read, the first view class's property of that name.
    private func anyProperty(_ key: String) -> LSPAny? {
        for name in ["UIView"] + catalog.viewClasses {
            if let schema = catalog.definition(name), let property = catalog.property(key, of: schema) {
                return property
            }
        }
        return nil
    }

    private func isInAlternativeLayout(_ node: SourceNode) -> Bool {
        var current = node
        while let parent = current.parent {
            if parent.parent == nil, parent["layouts"]?.index == current.index { return true }
            current = parent
        }
        return false
    }
}
