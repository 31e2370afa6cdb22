/// One compiled schema of the document: every keyword the validator implements, parsed once.
///
/// A class, because `$ref` makes the graph cyclic (a node's `subviews` refer back to the node).
/// It is built by ``SchemaCompiler`` and never changed afterwards, hence `@unchecked Sendable`.
final class Schema: @unchecked Sendable {
    /// Where this schema sits in the document, for messages about the schema itself.
    let pointer: String
    /// Its number among the compiled schemas, which is its index in ``SchemaProgram``.
    let index: Int32
    /// `true` or `false` as a whole schema.
    var constant: Bool?
    /// The target of `$ref`; siblings of `$ref` are refused at load, as draft-07 ignores them.
    var reference: Schema?

    var title: String?
    var patternErrorMessage: String?

    var types: [InstanceType]?
    var properties: [String: Schema] = [:]
    var patternProperties: [(PatternMatcher, Schema)] = []
    var additionalProperties: Schema?
    var required: [String] = []
    var propertyNames: Schema?
    var minProperties: Int?
    var maxProperties: Int?

    var enumValues: [JSONValue]?
    var constValue: JSONValue?

    var pattern: PatternMatcher?
    var minLength: Int?
    var maxLength: Int?

    var minimum: Double?
    var maximum: Double?
    var exclusiveMinimum: Double?
    var exclusiveMaximum: Double?
    var multipleOf: Double?

    var items: Schema?
    var tupleItems: [Schema]?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false

    var allOf: [Schema] = []
    var anyOf: [Schema] = []
    var oneOf: [Schema] = []
    var not: Schema?
    var ifSchema: Schema?
    var thenSchema: Schema?
    var elseSchema: Schema?

    init(pointer: String, index: Int32) {
        self.pointer = pointer
        self.index = index
    }

    /// The schema `$ref` chains lead to.
    var target: Schema {
        var current = self
        var hops = 0
        while let next = current.reference, hops < 64 {
            current = next
            hops += 1
        }
        return current
    }

    /// A name for messages: the title of this schema or of what it refers to, as it reads inside
    /// a sentence ("not a valid keyboard type").
    var name: String? { (title ?? reference?.name).map(Self.inSentence) }

    /// A title as it reads inside a sentence: a capital that only starts the title is lowered
    /// ("Keyboard type" → "keyboard type"); one that begins an acronym or a name is kept
    /// ("SF Symbol", "UIKit colour", "ID").
    static func inSentence(_ title: String) -> String {
        var characters = title.makeIterator()
        guard let first = characters.next(), first.isUppercase, let second = characters.next(), second.isLowercase
        else { return title }
        return first.lowercased() + title.dropFirst()
    }
}
