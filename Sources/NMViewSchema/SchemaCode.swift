/// One schema as the fast evaluator reads it: plain values only (indices into the flat tables of
/// ``SchemaProgram``, counts, bounds), so reading it costs no reference counting.
///
/// `-1` stands for "absent" in every index and bound; ``flags`` says which keywords are present,
/// so a schema with nothing to check (a bare `title`, say) is done with at one test.
struct SchemaCode {
    /// Which keywords the schema has.
    var flags: SchemaFlags = []
    /// The boolean schema's value, with ``SchemaFlags/constant``.
    var constant = false
    /// Accepted instance types, one bit per ``InstanceType`` (`integer` included with `number`).
    var typeMask: UInt8 = 0

    /// `$ref` target.
    var reference: Int32 = -1

    /// Where the `properties` hash table starts in ``SchemaProgram/View/propertySlots``, and its
    /// size minus one (a power of two).
    var propertyTable: Int32 = -1
    var propertyTableMask: Int32 = 0
    /// `patternProperties`: pairs (pattern, schema) in ``SchemaProgram/View/lists``.
    var patternProperties = ListSpan()
    var additionalProperties: Int32 = -1
    /// `required`: names in ``SchemaProgram/View/names``.
    var required = ListSpan()
    var propertyNames: Int32 = -1
    var minProperties = -1
    var maxProperties = -1

    /// `enum`: index in ``SchemaProgram/View/enums``.
    var enumeration: Int32 = -1
    /// `const`: index in ``SchemaProgram/View/literals``.
    var constLiteral: Int32 = -1

    /// `pattern`: index in ``SchemaProgram/View/patterns``.
    var pattern: Int32 = -1
    var minLength = -1
    var maxLength = -1

    var minimum = 0.0
    var maximum = 0.0
    var exclusiveMinimum = 0.0
    var exclusiveMaximum = 0.0
    var multipleOf = 0.0

    var items: Int32 = -1
    /// Tuple `items`: schemas in ``SchemaProgram/View/lists``.
    var tupleItems = ListSpan()
    var minItems = -1
    var maxItems = -1

    /// Schemas in ``SchemaProgram/View/lists``.
    var allOf = ListSpan()
    var anyOf = ListSpan()
    var oneOf = ListSpan()
    var not: Int32 = -1
    var ifSchema: Int32 = -1
    var thenSchema: Int32 = -1
    var elseSchema: Int32 = -1
    /// The precompiled `allOf` of `if`/`then` members, in ``SchemaProgram/View/plans``.
    var dispatch: Int32 = -1
}

/// A run of entries in one of the program's flat tables.
struct ListSpan {
    var start: Int32 = 0
    var count: Int32 = 0
}

/// The keywords a ``SchemaCode`` has, in groups the evaluator tests together.
struct SchemaFlags: OptionSet {
    let rawValue: UInt32

    static let constant = SchemaFlags(rawValue: 1 << 0)
    static let reference = SchemaFlags(rawValue: 1 << 1)
    static let types = SchemaFlags(rawValue: 1 << 2)

    /// `properties`, `patternProperties`, `additionalProperties` or `propertyNames`: entries are walked.
    static let entries = SchemaFlags(rawValue: 1 << 3)
    /// `properties` whose names cannot all be compared as bytes: looked up as strings.
    static let stringProperties = SchemaFlags(rawValue: 1 << 4)
    static let required = SchemaFlags(rawValue: 1 << 5)
    static let propertyCount = SchemaFlags(rawValue: 1 << 6)

    static let itemSchemas = SchemaFlags(rawValue: 1 << 7)
    static let itemCount = SchemaFlags(rawValue: 1 << 8)
    static let uniqueItems = SchemaFlags(rawValue: 1 << 9)

    static let pattern = SchemaFlags(rawValue: 1 << 10)
    static let length = SchemaFlags(rawValue: 1 << 11)

    static let minimum = SchemaFlags(rawValue: 1 << 12)
    static let maximum = SchemaFlags(rawValue: 1 << 13)
    static let exclusiveMinimum = SchemaFlags(rawValue: 1 << 14)
    static let exclusiveMaximum = SchemaFlags(rawValue: 1 << 15)
    static let multipleOf = SchemaFlags(rawValue: 1 << 16)

    static let enumeration = SchemaFlags(rawValue: 1 << 17)
    static let constValue = SchemaFlags(rawValue: 1 << 18)

    static let allOf = SchemaFlags(rawValue: 1 << 19)
    static let anyOf = SchemaFlags(rawValue: 1 << 20)
    static let oneOf = SchemaFlags(rawValue: 1 << 21)
    static let not = SchemaFlags(rawValue: 1 << 22)
    /// `if` with a `then` or an `else` (an `if` alone decides nothing).
    static let conditional = SchemaFlags(rawValue: 1 << 23)

    static let object: SchemaFlags = [.entries, .required, .propertyCount]
    static let array: SchemaFlags = [.itemSchemas, .itemCount, .uniqueItems]
    static let string: SchemaFlags = [.pattern, .length]
    static let number: SchemaFlags = [.minimum, .maximum, .exclusiveMinimum, .exclusiveMaximum, .multipleOf]
    static let value: SchemaFlags = [.enumeration, .constValue]
    static let applicators: SchemaFlags = [.allOf, .anyOf, .oneOf, .not, .conditional]
}
