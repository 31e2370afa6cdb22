/// `propertyNames` applies a schema to each key, and keys are always strings: only the
/// keywords that can constrain a string are checked.
enum PropertyName {
    static func validate(_ name: String, _ schema: Schema) -> Bool {
        if let constant = schema.constant { return constant }
        if let reference = schema.reference { return validate(name, reference) }
        if let types = schema.types, !types.contains(.string) { return false }
        if let pattern = schema.pattern, !pattern.matches(name) { return false }
        let length = name.unicodeScalars.count
        if let minimum = schema.minLength, length < minimum { return false }
        if let maximum = schema.maxLength, length > maximum { return false }
        if let values = schema.enumValues, !values.contains(.string(name)) { return false }
        if let constant = schema.constValue, constant != .string(name) { return false }
        if !schema.allOf.allSatisfy({ validate(name, $0) }) { return false }
        if !schema.anyOf.isEmpty, !schema.anyOf.contains(where: { validate(name, $0) }) { return false }
        if !schema.oneOf.isEmpty, schema.oneOf.filter({ validate(name, $0) }).count != 1 { return false }
        if let not = schema.not, validate(name, not) { return false }
        if let condition = schema.ifSchema {
            let branch = validate(name, condition) ? schema.thenSchema : schema.elseSchema
            if let branch, !validate(name, branch) { return false }
        }
        return true
    }

    /// The `patternErrorMessage` that explains a name rule, if the schema has one.
    static func patternMessage(_ schema: Schema) -> String? {
        schema.target.patternErrorMessage
    }
}
