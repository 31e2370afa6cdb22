import NMViewModel

/// Writes a layout document in the style of the examples: the schema modeline, a comment, the
/// header keys, the root tree in block style with one key a line, and alternative layouts with
/// their leaf entries on one line each.
public struct LayoutYAMLWriter: Sendable {
    /// What the modeline's `$schema=` points at.
    public var schema: String
    /// Comment lines written after the modeline, without their `# `.
    public var comments: [String]

    /// A writer with the schema reference and comments given.
    public init(schema: String, comments: [String] = []) {
        self.schema = schema
        self.comments = comments
    }

    /// The text of `document`.
    public func text(for document: LayoutDocument) -> String {
        // One string appended to in place: building an array of lines per view and joining them
        // was a third of an import's time on a 1,000-view xib.
        var out = ""
        out.reserveCapacity(4096 + 200 * document.root.subviews.count)
        out += "# yaml-language-server: $schema=\(schema)\n"
        for comment in comments { out += "# \(comment)\n" }
        out += "nmview: \(document.formatVersion)\n"
        if let viewClass = document.viewClass { out += "view: \(YAMLText.scalar(viewClass))\n" }
        if document.kind != .view { out += "kind: \(document.kind.rawValue)\n" }
        if let cell = document.cell {
            let fields = [("accessoryType", cell.accessoryType?.rawValue), ("selectionStyle", cell.selectionStyle?.rawValue)]
            out += "cell: {\(fields.compactMap { name, value in value.map { "\(name): \($0)" } }.joined(separator: ", "))}\n"
        }
        out += "size: \(YAMLText.size(document.size))\n"
        if let safeArea = document.safeArea { out += "safeArea: \(YAMLText.insets(safeArea))\n" }
        if document.layoutDirection != .fixed { out += "layoutDirection: \(document.layoutDirection.rawValue)\n" }
        let beforeRoot = out.utf8.count
        out += "root:\n"
        let afterHeader = out.utf8.count
        Self.writeBody(of: document.root, indent: "  ", first: "  ", to: &out)
        if out.utf8.count == afterHeader {
            out.removeLast(out.utf8.count - beforeRoot)
            out += "root: {}\n"
        }
        if !document.templates.isEmpty {
            out += "templates:\n"
            for name in document.templates.keys.sorted() {
                guard let template = document.templates[name] else { continue }
                out += "  \(YAMLText.scalar(name)):\n"
                let before = out.utf8.count
                Self.writeBody(of: template, indent: "    ", first: "    ", to: &out)
                // A template with nothing to write (no frame, class or property) is an empty
                // mapping, not the null a bare key would be, which lint refuses.
                if out.utf8.count == before {
                    out.removeLast()
                    out += " {}\n"
                }
            }
        }
        if !document.outlets.isEmpty { out += "outlets: [\(document.outlets.map(YAMLText.scalar).joined(separator: ", "))]\n" }
        if !document.layouts.isEmpty {
            out += "layouts:\n"
            for layout in document.layouts {
                out += "  - name: \(YAMLText.scalar(layout.name))\n"
                out += "    size: \(YAMLText.size(layout.size))\n"
                if let safeArea = layout.safeArea { out += "    safeArea: \(YAMLText.insets(safeArea))\n" }
                if !layout.subviews.isEmpty {
                    out += "    subviews:\n"
                    for subview in layout.subviews { Self.writeEntry(subview, indent: "      ", to: &out) }
                }
            }
        }
        return out
    }

    /// `[flexibleWidth, flexibleBottomMargin]` for `mask`.
    private static func maskList(_ mask: AutoresizingMask) -> String {
        "[" + AutoresizingMask.names.filter { mask.contains($0.1) }.map(\.0).joined(separator: ", ") + "]"
    }

    /// ``maskList(_:)`` of every mask of UIKit's six flags, by raw value: a file has few masks
    /// and many views.
    private static let maskLists = (0..<(1 << AutoresizingMask.names.count)).map { maskList(AutoresizingMask(rawValue: $0)) }

    /// Each declared property's place in the declaration, by name.
    private static let declarationIndex = Dictionary(
        uniqueKeysWithValues: ViewProperty.allCases.enumerated().map { ($0.element.rawValue, $0.offset) })

    /// The keys of `node`, one a line at `indent`, in the order people write them; the first line
    /// starts with `first` instead (a list item's `- `, as wide as the indent it replaces).
    private static func writeBody(of node: ViewNode, indent: String, first: String, to out: inout String) {
        var isFirst = true
        func line(_ text: String) {
            out += isFirst ? first : indent
            isFirst = false
            out += text
            out += "\n"
        }
        /// `key: value`, appended in pieces rather than made into a string of its own first.
        func line(_ key: String, _ value: String) {
            out += isFirst ? first : indent
            isFirst = false
            out += key
            out += ": "
            out += value
            out += "\n"
        }
        if let id = node.id { line("id", id) }
        if let viewClass = node.viewClass { line("class", YAMLText.scalar(viewClass)) }
        if let base = node.baseClass { line("base", base) }
        if let frame = node.frame { line("frame", YAMLText.frame(frame)) }
        if let mask = node.autoresizing, !mask.isEmpty {
            if (0..<maskLists.count).contains(mask.rawValue) {
                line("autoresizing", maskLists[mask.rawValue])
            } else {
                line("autoresizing", maskList(mask))
            }
        }
        if node.omitFromLayouts { line("omitFromLayouts: true") }
        if node.ignoresSafeArea { line("ignoresSafeArea: true") }
        if !node.mirrors { line("mirrors: false") }
        if let grid = node.grid { line("grid", gridText(grid)) }
        // In the declaration's order, looking up only the properties the view has.
        let declared = node.properties.compactMap { name, value in declarationIndex[name].map { ($0, name, value) } }
        for (_, name, value) in declared.sorted(by: { $0.0 < $1.0 }) { line(name, YAMLText.value(value)) }
        if !node.actions.isEmpty {
            line("actions:")
            for event in node.actions.keys.sorted() { line("  \(event): \(YAMLText.scalar(node.actions[event] ?? ""))") }
        }
        if !node.subviews.isEmpty {
            line("subviews:")
            for subview in node.subviews { writeBody(of: subview, indent: indent + "    ", first: indent + "  - ", to: &out) }
        }
    }

    /// `{direction: …, extension: …}` with the options that are not the defaults.
    private static func gridText(_ grid: GridLayout) -> String {
        var fields: [String] = []
        if grid.direction != GridLayout.directionDefault { fields.append("direction: \(grid.direction.rawValue)") }
        if grid.extension != GridLayout.extensionDefault { fields.append("extension: \(grid.extension.rawValue)") }
        if grid.extensionDirection != GridLayout.extensionDirectionDefault {
            fields.append("extensionDirection: \(grid.extensionDirection.rawValue)")
        }
        if grid.skipHiddenViews != GridLayout.skipHiddenViewsDefault { fields.append("skipHiddenViews: false") }
        if let perRow = grid.viewsPerRow { fields.append("viewsPerRow: \(perRow)") }
        if let perColumn = grid.viewsPerColumn { fields.append("viewsPerColumn: \(perColumn)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// An alternative layout's entry: on one line when it has no subviews.
    private static func writeEntry(_ node: LayoutNode, indent: String, to out: inout String) {
        var fields: [String] = []
        if let id = node.id { fields.append("id: \(id)") }
        if let frame = node.frame { fields.append("frame: \(YAMLText.frame(frame))") }
        guard !node.subviews.isEmpty else {
            out += "\(indent)- {\(fields.joined(separator: ", "))}\n"
            return
        }
        for (offset, field) in fields.enumerated() { out += (offset == 0 ? "\(indent)- " : "\(indent)  ") + field + "\n" }
        out += "\(indent)  subviews:\n"
        for subview in node.subviews { writeEntry(subview, indent: indent + "    ", to: &out) }
    }
}
