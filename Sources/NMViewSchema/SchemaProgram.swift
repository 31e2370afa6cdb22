/// The compiled schema as flat tables of plain values, for ``FastEvaluation``: schemas are `Int32`
/// indices (``Schema/index``), and every list, name and literal sits in a shared table, so that
/// validating touches no reference counts.
///
/// The tables are allocated once and never move or change, which is what lets ``View`` hand out
/// bare pointers. The ``Schema`` objects stay alongside for the rare slow paths and for messages.
final class SchemaProgram: @unchecked Sendable {
    /// Every compiled schema, by index.
    let schemas: [Schema]
    /// The matcher of each pattern, by index in ``View/patterns``.
    let matchers: [PatternMatcher]
    /// The JSON value of each literal, by ``LiteralCode/value``.
    let literalValues: [JSONValue]

    private let codes: FrozenTable<SchemaCode>
    private let lists: FrozenTable<Int32>
    private let names: FrozenTable<NameRef>
    private let bytes: FrozenTable<UInt8>
    private let nameSlots: FrozenTable<NameSlot>
    private let literals: FrozenTable<LiteralCode>
    private let enums: FrozenTable<EnumCode>
    private let patterns: FrozenTable<PatternCode>
    private let plans: FrozenTable<PlanCode>
    private let planMembers: FrozenTable<PlanMember>
    private let predicates: FrozenTable<Predicate>

    /// The program for `schemas`, numbered by their ``Schema/index``.
    init(schemas: [Schema]) {
        var builder = SchemaProgramBuilder()
        builder.lower(schemas)
        self.schemas = schemas
        matchers = builder.matchers
        literalValues = builder.literalValues
        codes = FrozenTable(builder.codes)
        lists = FrozenTable(builder.lists)
        names = FrozenTable(builder.names)
        bytes = FrozenTable(builder.bytes)
        nameSlots = FrozenTable(builder.nameSlots)
        literals = FrozenTable(builder.literals)
        enums = FrozenTable(builder.enums)
        patterns = FrozenTable(builder.patterns)
        plans = FrozenTable(builder.plans)
        planMembers = FrozenTable(builder.planMembers)
        predicates = FrozenTable(builder.predicates)
    }

    /// Pointers to the tables, valid while the program lives.
    var view: View {
        View(
            codes: codes.base, lists: lists.base, names: names.base, bytes: bytes.base, nameSlots: nameSlots.base,
            literals: literals.base, enums: enums.base, patterns: patterns.base, plans: plans.base,
            planMembers: planMembers.base, predicates: predicates.base, program: self)
    }

    /// The program's tables as bare pointers: copying or passing a view costs nothing.
    struct View {
        let codes: UnsafePointer<SchemaCode>
        let lists: UnsafePointer<Int32>
        let names: UnsafePointer<NameRef>
        let bytes: UnsafePointer<UInt8>
        let nameSlots: UnsafePointer<NameSlot>
        let literals: UnsafePointer<LiteralCode>
        let enums: UnsafePointer<EnumCode>
        let patterns: UnsafePointer<PatternCode>
        let plans: UnsafePointer<PlanCode>
        let planMembers: UnsafePointer<PlanMember>
        let predicates: UnsafePointer<Predicate>
        // The evaluation holds the program for as long as it uses the view.
        unowned(unsafe) let program: SchemaProgram

        /// The bytes of a stored name.
        @inline(__always)
        func bytes(of name: NameRef) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: bytes + Int(name.start), count: Int(name.count))
        }

        /// The `offset`th entry of a list.
        @inline(__always)
        func list(_ span: ListSpan, _ offset: Int) -> Int32 {
            lists[Int(span.start) + offset]
        }
    }
}

/// An array copied once into memory of its own that never moves, so its base pointer can be kept.
final class FrozenTable<Element>: @unchecked Sendable {
    let base: UnsafePointer<Element>
    private let storage: UnsafeMutablePointer<Element>
    private let count: Int

    init(_ elements: [Element]) {
        count = elements.count
        // At least one element, so an empty table still has a valid base.
        storage = .allocate(capacity: max(1, elements.count))
        storage.initialize(from: elements, count: elements.count)
        base = UnsafePointer(storage)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }
}
