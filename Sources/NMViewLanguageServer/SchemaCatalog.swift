import Foundation
import NMViewSchema

/// What the layout schema says about names and values, for completion and hover: the same
/// bundled file the validator and editors use, so the documentation is written once.
struct SchemaCatalog: Sendable {
    /// The whole schema.
    let root: LSPAny
    /// The UIKit classes the schema gives properties of its own, in its order.
    let viewClasses: [String]

    /// The catalog of the bundled schema.
    static func bundled() throws -> SchemaCatalog {
        guard let root = LSPAny.parse(try BundledSchema.data()) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the bundled schema is not JSON"))
        }
        return SchemaCatalog(root: root)
    }

    init(root: LSPAny) {
        self.root = root
        // The view node's branches: `if class is C then C`.
        var classes: [String] = []
        if case .array(let branches)? = root["definitions"]?["Node"]?["allOf"] {
            for branch in branches {
                if let name = branch["if"]?["properties"]?["class"]?["const"]?.stringValue { classes.append(name) }
            }
        }
        viewClasses = classes
    }

    /// The definition named `name` under `definitions`.
    func definition(_ name: String) -> LSPAny? { root["definitions"]?[name] }

    /// The definition a view node of `viewClass` (based on `base`, or a template instance) is
    /// checked against: a custom class with a listed base other than UIView is checked as that base.
    func viewDefinition(viewClass: String?, base: String? = nil, isTemplateInstance: Bool) -> LSPAny? {
        if isTemplateInstance { return definition("TemplateInstance") }
        guard let viewClass else { return definition("UIView") }
        if viewClasses.contains(viewClass) { return definition(viewClass) }
        if let base, base != "UIView", viewClasses.contains(base) { return definition(base) }
        return definition("CustomView")
    }

    /// The named properties of `schema`, with those it takes from `$ref` and `allOf`, and from
    /// the object branches of `anyOf` and `oneOf`: an image is a name or a symbol mapping, and
    /// inside the mapping its keys are the ones to offer.
    func properties(of schema: LSPAny) -> [(name: String, schema: LSPAny)] {
        var seen: Set<String> = []
        var result: [(name: String, schema: LSPAny)] = []
        visit(schema, depth: 0, through: ["allOf", "anyOf", "oneOf"]) { part in
            guard case .object(let members)? = part["properties"] else { return }
            for name in members.keys.sorted() where seen.insert(name).inserted {
                if let value = members[name] { result.append((name, value)) }
            }
        }
        return result
    }

    /// The property `name` of `schema`.
    func property(_ name: String, of schema: LSPAny) -> LSPAny? {
        properties(of: schema).first { $0.name == name }?.schema
    }

    /// Every value an `enum` (or `const`) in `schema` allows, with its description when it has one.
    func enumValues(of schema: LSPAny) -> [(value: String, documentation: String?)] {
        var result: [(value: String, documentation: String?)] = []
        visit(schema, depth: 0, through: ["allOf", "anyOf", "oneOf"]) { part in
            if case .array(let values)? = part["enum"] {
                var descriptions: [LSPAny] = []
                if case .array(let list)? = part["enumDescriptions"] { descriptions = list }
                for (index, value) in values.enumerated() {
                    guard let text = value.stringValue else { continue }
                    result.append((text, index < descriptions.count ? descriptions[index].stringValue : nil))
                }
            }
        }
        return result
    }

    /// The documentation of `schema`: its Markdown description, else its plain one.
    func documentation(of schema: LSPAny) -> String? {
        schema["markdownDescription"]?.stringValue ?? schema["description"]?.stringValue
    }

    /// Calls `body` with `schema` and every schema it reaches through `$ref` and the `keywords`.
    private func visit(_ schema: LSPAny, depth: Int, through keywords: [String], _ body: (LSPAny) -> Void) {
        guard depth < 8 else { return }
        body(schema)
        if let reference = schema["$ref"]?.stringValue, reference.hasPrefix("#/definitions/"),
            let target = definition(String(reference.dropFirst("#/definitions/".count)))
        {
            visit(target, depth: depth + 1, through: keywords, body)
        }
        for keyword in keywords {
            guard case .array(let parts)? = schema[keyword] else { continue }
            for part in parts { visit(part, depth: depth + 1, through: keywords, body) }
        }
    }
}
