/// Lowers the compiled ``Schema`` objects into the flat tables of a ``SchemaProgram``.
struct SchemaProgramBuilder {
    // The tables of ``SchemaProgram``, as they fill.
    private(set) var codes: [SchemaCode] = []
    var lists: [Int32] = []
    var names: [NameRef] = []
    var bytes: [UInt8] = []
    var nameSlots: [NameSlot] = []
    var literals: [LiteralCode] = []
    var literalValues: [JSONValue] = []
    var enums: [EnumCode] = []
    var patterns: [PatternCode] = []
    var matchers: [PatternMatcher] = []
    var plans: [PlanCode] = []
    var planMembers: [PlanMember] = []
    var predicates: [Predicate] = []
    /// Each matcher's number in ``patterns``: the same matcher object is lowered once.
    var patternNumbers: [ObjectIdentifier: Int32] = [:]

    /// Lowers `schemas`, whose ``Schema/index`` is their position.
    mutating func lower(_ schemas: [Schema]) {
        codes.reserveCapacity(schemas.count)
        for schema in schemas { codes.append(code(for: schema)) }
        shortenReferences()
    }

    /// Points every reference past the schemas that only forward to another: `$ref` chains, and
    /// the `allOf: [{$ref: …}]` wrappers the layout schema puts around every property (a schema
    /// whose only keyword is an `allOf` of one member is valid exactly when that member is).
    private mutating func shortenReferences() {
        for index in codes.indices where codes[index].flags == .allOf && codes[index].allOf.count == 1 {
            codes[index].flags = .reference
            codes[index].reference = lists[Int(codes[index].allOf.start)]
        }
        for index in codes.indices where codes[index].flags == .reference {
            var target = codes[index].reference
            // A cycle of references has no end to point at; it is left as it is.
            for _ in 0..<64 where codes[Int(target)].flags == .reference && codes[Int(target)].reference != target {
                target = codes[Int(target)].reference
            }
            codes[index].reference = target
        }
    }

    private mutating func code(for schema: Schema) -> SchemaCode {
        var code = SchemaCode()
        if let constant = schema.constant {
            code.flags.insert(.constant)
            code.constant = constant
            return code
        }
        if let reference = schema.reference {
            code.flags.insert(.reference)
            code.reference = reference.index
            return code
        }
        if let types = schema.types {
            code.flags.insert(.types)
            code.typeMask = Self.typeMask(types)
        }
        lowerObjectKeywords(schema, into: &code)
        lowerScalarKeywords(schema, into: &code)
        if schema.items != nil || !(schema.tupleItems ?? []).isEmpty {
            code.flags.insert(.itemSchemas)
            code.items = schema.items?.index ?? -1
            code.tupleItems = list((schema.tupleItems ?? []).map(\.index))
        }
        if schema.minItems != nil || schema.maxItems != nil { code.flags.insert(.itemCount) }
        code.minItems = schema.minItems ?? -1
        code.maxItems = schema.maxItems ?? -1
        if schema.uniqueItems { code.flags.insert(.uniqueItems) }
        if !schema.allOf.isEmpty {
            code.flags.insert(.allOf)
            code.allOf = list(schema.allOf.map(\.index))
            code.dispatch = dispatchPlan(for: schema.allOf)
        }
        if !schema.anyOf.isEmpty {
            code.flags.insert(.anyOf)
            code.anyOf = list(schema.anyOf.map(\.index))
        }
        if !schema.oneOf.isEmpty {
            code.flags.insert(.oneOf)
            code.oneOf = list(schema.oneOf.map(\.index))
        }
        if let not = schema.not {
            code.flags.insert(.not)
            code.not = not.index
        }
        if let condition = schema.ifSchema, schema.thenSchema != nil || schema.elseSchema != nil {
            code.flags.insert(.conditional)
            code.ifSchema = condition.index
            code.thenSchema = schema.thenSchema?.index ?? -1
            code.elseSchema = schema.elseSchema?.index ?? -1
        }
        return code
    }

    private mutating func lowerObjectKeywords(_ schema: Schema, into code: inout SchemaCode) {
        if !schema.properties.isEmpty {
            code.flags.insert(.entries)
            // String keys compare by canonical equivalence; bytes agree with that only for ASCII.
            if schema.properties.keys.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
                let entries = schema.properties.sorted { $0.key < $1.key }.map { name, property in
                    (bytes: Array(name.utf8), name: self.name(name), value: property.index)
                }
                let slots = NameTable.build(entries)
                code.propertyTable = Int32(nameSlots.count)
                code.propertyTableMask = Int32(slots.count - 1)
                nameSlots += slots
            } else {
                code.flags.insert(.stringProperties)
            }
        }
        if !schema.patternProperties.isEmpty {
            code.flags.insert(.entries)
            code.patternProperties = list(schema.patternProperties.flatMap { [pattern($0.0), $0.1.index] })
        }
        if let additional = schema.additionalProperties {
            code.flags.insert(.entries)
            code.additionalProperties = additional.index
        }
        if let names = schema.propertyNames {
            code.flags.insert(.entries)
            code.propertyNames = names.index
        }
        if !schema.required.isEmpty {
            code.flags.insert(.required)
            code.required = nameList(schema.required)
        }
        if schema.minProperties != nil || schema.maxProperties != nil { code.flags.insert(.propertyCount) }
        code.minProperties = schema.minProperties ?? -1
        code.maxProperties = schema.maxProperties ?? -1
    }

    private mutating func lowerScalarKeywords(_ schema: Schema, into code: inout SchemaCode) {
        if let values = schema.enumValues {
            code.flags.insert(.enumeration)
            code.enumeration = enumeration(values)
        }
        if let constant = schema.constValue {
            code.flags.insert(.constValue)
            code.constLiteral = literal(constant)
        }
        if let pattern = schema.pattern {
            code.flags.insert(.pattern)
            code.pattern = self.pattern(pattern)
        }
        if schema.minLength != nil || schema.maxLength != nil { code.flags.insert(.length) }
        code.minLength = schema.minLength ?? -1
        code.maxLength = schema.maxLength ?? -1
        let bounds: [(Double?, SchemaFlags, WritableKeyPath<SchemaCode, Double>)] = [
            (schema.minimum, .minimum, \.minimum), (schema.maximum, .maximum, \.maximum),
            (schema.exclusiveMinimum, .exclusiveMinimum, \.exclusiveMinimum),
            (schema.exclusiveMaximum, .exclusiveMaximum, \.exclusiveMaximum), (schema.multipleOf, .multipleOf, \.multipleOf),
        ]
        for (value, flag, path) in bounds {
            guard let value else { continue }
            code.flags.insert(flag)
            code[keyPath: path] = value
        }
    }

    /// One bit per accepted ``InstanceType``; `number` accepts integers too.
    static func typeMask(_ types: [InstanceType]) -> UInt8 {
        var mask: UInt8 = 0
        for type in types {
            mask |= type.bit
            if type == .number { mask |= InstanceType.integer.bit }
        }
        return mask
    }
}
