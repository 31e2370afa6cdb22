import NMViewDiagnostics
import NMViewModel
import NMViewSourceTree

/// One localized text a layout writes, with where: what `nmview strings` adds to a catalog, and
/// what lint looks for in the catalog found beside the file.
public struct LocalizedTextUse: Sendable, Hashable {
    /// The text, its key, comment and table.
    public var text: LocalizedText
    /// Where its `localized` text is written.
    public var location: SourceLocation

    /// The view properties whose values are text people read, or lists of it.
    static let textProperties: [String: Bool] = Dictionary(
        uniqueKeysWithValues: ViewProperty.allCases.compactMap { property in
            switch property.declaration.kind {
            case .text: (property.rawValue, false)
            case .textList: (property.rawValue, true)
            default: nil
            }
        })

    /// Every localized text of `document` (root, views depth first, then templates by name), in
    /// that order, positioned in `tree`.
    public static func uses(in document: LayoutDocument, tree: SourceTree) -> [LocalizedTextUse] {
        var uses: [LocalizedTextUse] = []
        func walk(_ node: ViewNode, _ path: [ModelPath.Component]) {
            // Most views have no text: only their text properties are sorted, for a stable order.
            let names = node.properties.keys.filter { textProperties[$0] != nil }
            for name in names.count > 1 ? names.sorted() : names {
                guard let isList = textProperties[name], let value = node.properties[name] else { continue }
                let written: [(TextValue?, [ModelPath.Component])] =
                    isList
                    ? (value.textListValue ?? []).enumerated().map { ($1, path + [.key(name), .index($0)]) }
                    : [(value.textValue, path + [.key(name)])]
                for case (.localized(let text)?, let at) in written {
                    let location = RuleContext.location(of: at + [.key("localized")], from: tree.root, key: false)
                    uses.append(LocalizedTextUse(text: text, location: location))
                }
            }
            for (index, child) in node.subviews.enumerated() { walk(child, path + [.key("subviews"), .index(index)]) }
        }
        walk(document.root, [.key("root")])
        for name in document.templates.keys.sorted() {
            guard let template = document.templates[name] else { continue }
            walk(template, [.key("templates"), .key(name)])
        }
        return uses
    }
}
