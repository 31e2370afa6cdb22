import Foundation

/// Compiles a draft-07 schema document into ``Schema`` values, refusing any keyword the
/// validator does not implement so that a schema can never be silently half-checked.
struct SchemaCompiler {
    /// Keywords that only annotate (editors read them; validation does not).
    static let annotations: Set<String> = [
        "$schema", "$id", "$comment", "definitions", "title", "description", "markdownDescription",
        "enumDescriptions", "markdownEnumDescriptions", "examples", "default", "defaultSnippets",
        "patternErrorMessage", "deprecationMessage",
    ]

    /// Keywords the validator implements fully.
    static let validationKeywords: Set<String> = [
        "$ref", "type", "properties", "additionalProperties", "patternProperties", "required", "propertyNames",
        "minProperties", "maxProperties", "enum", "const", "pattern", "minLength", "maxLength", "minimum",
        "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "items", "minItems", "maxItems",
        "uniqueItems", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    ]

    private let document: JSONValue
    private var compiled: [String: Schema] = [:]
    /// Every schema compiled, in order of ``Schema/index``.
    private(set) var schemas: [Schema] = []
    private var pendingReferences: [(Schema, String)] = []

    init(document: JSONValue) {
        self.document = document
    }

    /// Compiles the whole document and resolves every `$ref`.
    mutating func compileRoot() throws(SchemaLoadError) -> Schema {
        let root = try compile(document, at: "")
        // Compile every definition, used or not, so a broken one is reported at load.
        if case .object(let object) = document, case .object(let definitions)? = object["definitions"] {
            for name in definitions.keys.sorted() {
                _ = try compile(definitions[name] ?? .null, at: "/definitions/" + Self.escape(name))
            }
        }
        while let (schema, reference) = pendingReferences.popLast() {
            schema.reference = try resolve(reference, from: schema.pointer)
        }
        return root
    }

    private mutating func resolve(_ reference: String, from pointer: String) throws(SchemaLoadError) -> Schema {
        guard reference.hasPrefix("#") else {
            throw SchemaLoadError(pointer: pointer, message: "only internal references ('#/...') are supported, not '\(reference)'")
        }
        let path = String(reference.dropFirst())
        if let schema = compiled[path] { return schema }
        var value = document
        for token in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch value {
            case .object(let object) where object[key] != nil:
                value = object[key] ?? .null
            case .array(let array) where Int(key).map { array.indices.contains($0) } == true:
                value = array[Int(key) ?? 0]
            default:
                throw SchemaLoadError(pointer: pointer, message: "'\(reference)' does not resolve")
            }
        }
        return try compile(value, at: path)
    }

    private mutating func compile(_ value: JSONValue, at pointer: String) throws(SchemaLoadError) -> Schema {
        if let existing = compiled[pointer] { return existing }
        let schema = Schema(pointer: pointer, index: Int32(schemas.count))
        compiled[pointer] = schema
        schemas.append(schema)
        switch value {
        case .bool(let constant):
            schema.constant = constant
            return schema
        case .object(let object):
            try fill(schema, from: object, at: pointer)
            return schema
        default:
            throw SchemaLoadError(pointer: pointer, message: "a schema must be an object or a boolean")
        }
    }

    private mutating func fill(_ schema: Schema, from object: [String: JSONValue], at pointer: String) throws(SchemaLoadError) {
        // Sorted only when there is something to report, so the first unknown key is named.
        let isKnown = { (key: String) in Self.annotations.contains(key) || Self.validationKeywords.contains(key) }
        if !object.keys.allSatisfy(isKnown), let key = object.keys.sorted().first(where: { !isKnown($0) }) {
            throw SchemaLoadError(pointer: pointer, message: "keyword '\(key)' is not implemented by the validator")
        }
        if case .string(let title)? = object["title"] { schema.title = title }
        if case .string(let message)? = object["patternErrorMessage"] { schema.patternErrorMessage = message }

        if let reference = object["$ref"] {
            let siblings = object.keys.filter { Self.validationKeywords.contains($0) && $0 != "$ref" }
            guard siblings.isEmpty else {
                throw SchemaLoadError(
                    pointer: pointer,
                    message: "keywords beside '$ref' (\(siblings.sorted().joined(separator: ", "))) are ignored by draft-07; wrap the '$ref' in 'allOf'")
            }
            guard case .string(let target) = reference else { throw invalid("$ref", pointer) }
            pendingReferences.append((schema, target))
            return
        }

        if let type = object["type"] { schema.types = try types(type, pointer) }
        if let properties = object["properties"] {
            guard case .object(let map) = properties else { throw invalid("properties", pointer) }
            for (name, subschema) in map {
                schema.properties[name] = try compile(subschema, at: pointer + "/properties/" + Self.escape(name))
            }
        }
        if let patterns = object["patternProperties"] {
            guard case .object(let map) = patterns else { throw invalid("patternProperties", pointer) }
            for name in map.keys.sorted() {
                let matcher = try PatternMatcher(name, pointer: pointer)
                let subschema = try compile(map[name] ?? .null, at: pointer + "/patternProperties/" + Self.escape(name))
                schema.patternProperties.append((matcher, subschema))
            }
        }
        schema.additionalProperties = try subschema(object, "additionalProperties", pointer)
        if let required = object["required"] { schema.required = try strings(required, "required", pointer) }
        schema.propertyNames = try subschema(object, "propertyNames", pointer)
        schema.minProperties = try count(object, "minProperties", pointer)
        schema.maxProperties = try count(object, "maxProperties", pointer)

        if let values = object["enum"] {
            guard case .array(let list) = values else { throw invalid("enum", pointer) }
            schema.enumValues = list
        }
        schema.constValue = object["const"]

        if let pattern = object["pattern"] {
            guard case .string(let source) = pattern else { throw invalid("pattern", pointer) }
            schema.pattern = try PatternMatcher(source, pointer: pointer)
        }
        schema.minLength = try count(object, "minLength", pointer)
        schema.maxLength = try count(object, "maxLength", pointer)

        schema.minimum = try number(object, "minimum", pointer)
        schema.maximum = try number(object, "maximum", pointer)
        schema.exclusiveMinimum = try number(object, "exclusiveMinimum", pointer)
        schema.exclusiveMaximum = try number(object, "exclusiveMaximum", pointer)
        schema.multipleOf = try number(object, "multipleOf", pointer)
        if let multiple = schema.multipleOf, multiple <= 0 { throw invalid("multipleOf", pointer) }

        switch object["items"] {
        case .array(let list)?:
            var tuple: [Schema] = []
            for (index, item) in list.enumerated() { tuple.append(try compile(item, at: pointer + "/items/\(index)")) }
            schema.tupleItems = tuple
        case let item?:
            schema.items = try compile(item, at: pointer + "/items")
        case nil:
            break
        }
        schema.minItems = try count(object, "minItems", pointer)
        schema.maxItems = try count(object, "maxItems", pointer)
        if case .bool(let unique)? = object["uniqueItems"] { schema.uniqueItems = unique }

        schema.allOf = try list(object, "allOf", pointer)
        schema.anyOf = try list(object, "anyOf", pointer)
        schema.oneOf = try list(object, "oneOf", pointer)
        schema.not = try subschema(object, "not", pointer)
        schema.ifSchema = try subschema(object, "if", pointer)
        schema.thenSchema = try subschema(object, "then", pointer)
        schema.elseSchema = try subschema(object, "else", pointer)
    }

    // MARK: - Keyword values

    private mutating func subschema(_ object: [String: JSONValue], _ key: String, _ pointer: String) throws(SchemaLoadError) -> Schema? {
        guard let value = object[key] else { return nil }
        return try compile(value, at: pointer + "/" + key)
    }

    private mutating func list(_ object: [String: JSONValue], _ key: String, _ pointer: String) throws(SchemaLoadError) -> [Schema] {
        guard let value = object[key] else { return [] }
        guard case .array(let values) = value, !values.isEmpty else { throw invalid(key, pointer) }
        var schemas: [Schema] = []
        for (index, item) in values.enumerated() { schemas.append(try compile(item, at: pointer + "/\(key)/\(index)")) }
        return schemas
    }

    private func types(_ value: JSONValue, _ pointer: String) throws(SchemaLoadError) -> [InstanceType] {
        let names: [String]
        switch value {
        case .string(let name): names = [name]
        case .array: names = try strings(value, "type", pointer)
        default: throw invalid("type", pointer)
        }
        var result: [InstanceType] = []
        for name in names {
            guard let type = InstanceType(rawValue: name) else { throw invalid("type", pointer) }
            result.append(type)
        }
        return result
    }

    private func strings(_ value: JSONValue, _ key: String, _ pointer: String) throws(SchemaLoadError) -> [String] {
        guard case .array(let values) = value else { throw invalid(key, pointer) }
        var result: [String] = []
        for element in values {
            guard case .string(let string) = element else { throw invalid(key, pointer) }
            result.append(string)
        }
        return result
    }

    private func number(_ object: [String: JSONValue], _ key: String, _ pointer: String) throws(SchemaLoadError) -> Double? {
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value else { throw invalid(key, pointer) }
        return number
    }

    private func count(_ object: [String: JSONValue], _ key: String, _ pointer: String) throws(SchemaLoadError) -> Int? {
        guard let value = try number(object, key, pointer) else { return nil }
        guard value >= 0, value.rounded() == value else { throw invalid(key, pointer) }
        return Int(value)
    }

    private func invalid(_ key: String, _ pointer: String) -> SchemaLoadError {
        SchemaLoadError(pointer: pointer, message: "'\(key)' has a value draft-07 does not allow")
    }

    static func escape(_ token: String) -> String {
        // Most names have nothing to escape, and Foundation's search is slow (once per property).
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
