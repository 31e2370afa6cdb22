/// A literal of `enum` or `const`, as the fast evaluator compares it.
struct LiteralCode {
    enum Kind: UInt8 {
        case null, bool, number, string
        /// An array or object: compared by ``InstanceEquality`` against the JSON value.
        case container
    }

    var kind: Kind
    var bool = false
    var number = 0.0
    var string = NameRef(start: 0, count: 0)
    /// Index in ``SchemaProgram/literalValues``.
    var value: Int32
}

/// An `enum`: its strings in a hash table (a string scalar can equal nothing else), and the rest
/// of its literals in a list.
struct EnumCode {
    /// The string table in ``SchemaProgram/View/nameSlots``, and its size minus one; -1 without strings.
    var stringTable: Int32 = -1
    var stringTableMask: Int32 = -1
    /// Literals that are not strings, in ``SchemaProgram/View/lists``.
    var others = ListSpan()
}

/// A `pattern` or pattern property: the automaton when there is one; otherwise, or for input it
/// cannot judge, the ``PatternMatcher`` of the same index in ``SchemaProgram/matchers``.
struct PatternCode {
    var automaton: PatternAutomaton.View?
}

/// An `allOf` whose members are mostly `if`/`then` on a few properties (a discriminated union),
/// decided from one pass over the instance's keys; see ``DispatchCompiler``.
struct PlanCode {
    /// The property names the conditions test, in ``SchemaProgram/View/names``.
    var slots = ListSpan()
    /// One ``PlanMember`` per `allOf` member, in order.
    var members = ListSpan()
    /// The slot that discriminates (`class`), or -1: the slot most members require, through a
    /// ``Predicate/Operation/propertyEquals`` conjunct, to be one string or another.
    var discriminator: Int32 = -1
    /// Those strings, numbered, in a table in ``SchemaProgram/View/nameSlots``, and its size minus one.
    var discriminants: Int32 = -1
    var discriminantsMask: Int32 = 0
}

/// One member of a ``PlanCode``.
struct PlanMember {
    /// The member schema, evaluated as usual when `condition` is -1.
    var schema: Int32
    /// The member's `if`, as a ``Predicate``, or -1.
    var condition: Int32 = -1
    var thenSchema: Int32 = -1
    var elseSchema: Int32 = -1
    /// The number of the string the condition requires of the discriminator, or -1: the condition
    /// is false whenever the discriminator's value is present and is not that string.
    var discriminant: Int32 = -1
}

/// A node of a condition compiled over the slots of a ``PlanCode``. `has` and `property` hold for
/// any instance that is not a mapping, as `required` and `properties` do.
struct Predicate {
    enum Operation: UInt8 {
        case always, never
        /// The instance's type is in `typeMask`.
        case type
        /// The mapping has the key of `slot`.
        case has
        /// The value under `slot`, if any, is valid against `schema`.
        case property
        /// The value under `slot`, if any, is the string scalar `string` (a `const` of a string).
        case propertyEquals
        case all, any, not
    }

    var operation: Operation
    var slot: Int32 = -1
    var schema: Int32 = -1
    var typeMask: UInt8 = 0
    var string = NameRef(start: 0, count: 0)
    /// Operand predicates, in ``SchemaProgram/View/lists``.
    var operands = ListSpan()
}
