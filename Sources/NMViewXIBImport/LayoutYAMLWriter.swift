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
        var lines = ["# yaml-language-server: $schema=\(schema)"] + comments.map { "# \($0)" }
        lines.append("nmview: \(document.formatVersion)")
        if let viewClass = document.viewClass { lines.append("view: \(YAMLText.scalar(viewClass))") }
        lines.append("size: \(YAMLText.size(document.size))")
        let rootLines = body(of: document.root, indent: "  ")
        lines += rootLines.isEmpty ? ["root: {}"] : ["root:"] + rootLines
        if !document.outlets.isEmpty { lines.append("outlets: [\(document.outlets.map(YAMLText.scalar).joined(separator: ", "))]") }
        if !document.layouts.isEmpty {
            lines.append("layouts:")
            for layout in document.layouts {
                lines.append("  - name: \(YAMLText.scalar(layout.name))")
                lines.append("    size: \(YAMLText.size(layout.size))")
                if !layout.subviews.isEmpty {
                    lines.append("    subviews:")
                    lines += layout.subviews.flatMap { entry($0, indent: "      ") }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keys of `node`, one a line at `indent`, in the order people write them.
    /// Each declared property's place in the declaration, by name.
    private static let declarationIndex = Dictionary(
        uniqueKeysWithValues: ViewProperty.allCases.enumerated().map { ($0.element.rawValue, $0.offset) })

    private func body(of node: ViewNode, indent: String) -> [String] {
        var lines: [String] = []
        if let id = node.id { lines.append("id: \(id)") }
        if let viewClass = node.viewClass { lines.append("class: \(YAMLText.scalar(viewClass))") }
        if let frame = node.frame { lines.append("frame: \(YAMLText.frame(frame))") }
        if let mask = node.autoresizing, !mask.isEmpty {
            let names = AutoresizingMask.names.filter { mask.contains($0.1) }.map(\.0)
            lines.append("autoresizing: [\(names.joined(separator: ", "))]")
        }
        if node.omitFromLayouts { lines.append("omitFromLayouts: true") }
        // In the declaration's order, looking up only the properties the view has.
        let declared = node.properties.compactMap { name, value in Self.declarationIndex[name].map { ($0, name, value) } }
        for (_, name, value) in declared.sorted(by: { $0.0 < $1.0 }) { lines.append("\(name): \(YAMLText.value(value))") }
        var result = lines.map { indent + $0 }
        if !node.actions.isEmpty {
            result.append(indent + "actions:")
            result += node.actions.keys.sorted().map { "\(indent)  \($0): \(YAMLText.scalar(node.actions[$0] ?? ""))" }
        }
        if !node.subviews.isEmpty {
            result.append(indent + "subviews:")
            for subview in node.subviews {
                var child = body(of: subview, indent: indent + "    ")
                if let first = child.first { child[0] = indent + "  - " + first.dropFirst(indent.count + 4) }
                result += child
            }
        }
        return result
    }

    /// An alternative layout's entry: on one line when it has no subviews.
    private func entry(_ node: LayoutNode, indent: String) -> [String] {
        var fields: [String] = []
        if let id = node.id { fields.append("id: \(id)") }
        if let frame = node.frame { fields.append("frame: \(YAMLText.frame(frame))") }
        guard !node.subviews.isEmpty else { return ["\(indent)- {\(fields.joined(separator: ", "))}"] }
        var lines = fields.enumerated().map { ($0.offset == 0 ? "\(indent)- " : "\(indent)  ") + $0.element }
        lines.append("\(indent)  subviews:")
        lines += node.subviews.flatMap { entry($0, indent: indent + "    ") }
        return lines
    }
}
