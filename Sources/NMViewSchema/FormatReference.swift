import Foundation

/// Renders the format reference (`Docs/Format.md`) from the schema's own annotations, so the
/// document cannot say anything the schema does not: a test regenerates it and compares.
public enum FormatReference {
    /// The Markdown reference for the schema document in `data`.
    public static func markdown(schemaData data: Data) throws(SchemaLoadError) -> String {
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw SchemaLoadError(pointer: "", message: "the schema is not valid JSON")
        }
        guard case .object(let root) = document else {
            throw SchemaLoadError(pointer: "", message: "the schema is not an object")
        }
        var output = """
            # Layout format reference

            <!-- Generated from Schemas/nmview.schema.json by `nmview schema --markdown`; do not edit. -->

            Every property of the layout format (version 1), by the object it belongs to. Types link to
            their definitions. Keys starting with `x-` are allowed on every object and ignored by nmview.

            """
        output += section(name: "Document", schema: root, isRoot: true)
        if case .object(let definitions)? = root["definitions"] {
            for name in definitions.keys.sorted() {
                guard case .object(let definition)? = definitions[name] else { continue }
                output += section(name: name, schema: definition, isRoot: false)
            }
        }
        return output
    }

    private static func section(name: String, schema: [String: JSONValue], isRoot: Bool) -> String {
        var text = "\n## \(name)\n\n"
        if let description = schema["description"]?.stringValue { text += description + "\n\n" }
        guard case .object(let properties)? = schema["properties"], !properties.isEmpty else {
            text += "Form: \(typeText(schema)).\n"
            if case .array(let values)? = schema["enum"] { text += enumList(values, schema["enumDescriptions"]) }
            return text
        }
        let required = Set((schema["required"]?.arrayValue ?? []).compactMap(\.stringValue))
        text += "| property | type | default | description |\n| --- | --- | --- | --- |\n"
        for property in properties.keys.sorted() {
            guard case .object(let subschema)? = properties[property] else { continue }
            let flag = required.contains(property) ? " (required)" : ""
            let defaultText = subschema["default"].map { "`\(inline($0))`" } ?? ""
            var description = subschema["description"]?.stringValue ?? ""
            if case .array(let examples)? = subschema["examples"], let first = examples.first {
                description += " Example: `\(inline(first))`."
            }
            text += "| `\(property)`\(flag) | \(typeText(subschema)) | \(defaultText) | \(escape(description)) |\n"
        }
        return text
    }

    /// The type column: a link for a reference, the values of an enum, `list of …` for arrays.
    static func typeText(_ schema: [String: JSONValue]) -> String {
        if let reference = schema["$ref"]?.stringValue { return link(reference) }
        if case .array(let all)? = schema["allOf"], all.count == 1, case .object(let only)? = all.first,
            let reference = only["$ref"]?.stringValue
        {
            return link(reference)
        }
        if let constant = schema["const"] { return "`\(inline(constant))`" }
        if case .array(let values)? = schema["enum"] {
            return values.count <= 6 ? values.map { "`\(inline($0))`" }.joined(separator: ", ") : "one of \(values.count) names"
        }
        if case .array(let branches)? = schema["anyOf"] ?? schema["oneOf"] {
            return branches.compactMap { branch -> String? in
                guard case .object(let object) = branch else { return nil }
                return typeText(object)
            }.joined(separator: " or ")
        }
        let types: [String]
        switch schema["type"] {
        case .string(let type)?: types = [type]
        case .array(let list)?: types = list.compactMap(\.stringValue)
        default: types = []
        }
        if types == ["array"], case .object(let items)? = schema["items"] {
            return "list of \(typeText(items))"
        }
        if types == ["object"], case .object(let values)? = schema["additionalProperties"], !values.isEmpty {
            return "map of \(typeText(values))"
        }
        if types.isEmpty { return "any" }
        var text = types.joined(separator: " or ")
        var bounds: [String] = []
        if let minimum = schema["minimum"]?.numberValue { bounds.append("≥ \(JSONValue.format(minimum))") }
        if let minimum = schema["exclusiveMinimum"]?.numberValue { bounds.append("> \(JSONValue.format(minimum))") }
        if let maximum = schema["maximum"]?.numberValue { bounds.append("≤ \(JSONValue.format(maximum))") }
        if !bounds.isEmpty { text += " (" + bounds.joined(separator: ", ") + ")" }
        if let pattern = schema["pattern"]?.stringValue { text += " matching `\(pattern)`" }
        return text
    }

    private static func enumList(_ values: [JSONValue], _ descriptions: JSONValue?) -> String {
        let notes = descriptions?.arrayValue?.compactMap(\.stringValue) ?? []
        var text = "\n"
        for (index, value) in values.enumerated() {
            let note = index < notes.count ? ": " + notes[index] : ""
            text += "- `\(inline(value))`\(note)\n"
        }
        return text
    }

    private static func link(_ reference: String) -> String {
        guard let name = reference.split(separator: "/").last, reference.hasPrefix("#/definitions/") else {
            return "`\(reference)`"
        }
        return "[\(name)](#\(name.lowercased()))"
    }

    private static func inline(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .array(let values): return "[" + values.map(inline).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.keys.sorted().map { "\($0): \(inline(object[$0] ?? .null))" }.joined(separator: ", ") + "}"
        default: return value.display
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

extension JSONValue {
    var arrayValue: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
