/// Discriminated unions: an `allOf` of `if`/`then` members whose conditions only ask which keys a
/// mapping has and what a few of their values are (`required`, `properties`, `type`, and `not`,
/// `allOf`, `anyOf` of such). The layout schema's `Node` is one: fifteen members, one per class,
/// each `if` testing `class` and `template`.
///
/// Evaluated member by member, every condition walks the mapping's keys again. A plan collects the
/// names its conditions test (its slots), so that one pass over the keys finds all of them, and
/// each condition becomes a small ``Predicate`` over what that pass found. The answer is the same
/// as evaluating each `if` in full: `required` and `properties` hold for non-mappings, and the
/// evaluator falls back to the members themselves whenever the pass could not match names as
/// `properties` does (a non-ASCII key, which compares by canonical equivalence) or a slot's key
/// appears twice. Members that do not fit are evaluated as usual, in their place.
extension SchemaProgramBuilder {
    /// Most names a plan tests.
    static let maximumSlots = 8

    /// The plan for `members`, or -1 when fewer than two of them are conditions it can compile.
    mutating func dispatchPlan(for members: [Schema]) -> Int32 {
        var slots: [String] = []
        var compiled: [PlanMember] = []
        var conditions = 0
        for member in members {
            let before = slots
            if Self.isBareConditional(member), let condition = member.ifSchema,
                let predicate = predicate(condition, slots: &slots, depth: 0)
            {
                compiled.append(
                    PlanMember(
                        schema: member.index, condition: predicate, thenSchema: member.thenSchema?.index ?? -1,
                        elseSchema: member.elseSchema?.index ?? -1))
                conditions += 1
            } else {
                slots = before
                compiled.append(PlanMember(schema: member.index))
            }
        }
        guard conditions >= 2 else { return -1 }
        var plan = PlanCode(
            slots: nameList(slots),
            members: ListSpan(start: Int32(planMembers.count), count: Int32(compiled.count)))
        addDiscriminator(to: &plan, members: &compiled)
        planMembers += compiled
        plans.append(plan)
        return Int32(plans.count - 1)
    }

    /// Picks the slot that most conditions require, by a top-level conjunct, to equal a string,
    /// and numbers those strings, so that the evaluator can skip every member whose string the
    /// instance's value is not (the conjunct, and with it the condition, is false).
    private mutating func addDiscriminator(to plan: inout PlanCode, members: inout [PlanMember]) {
        var required: [Int: (slot: Int32, string: NameRef)] = [:]
        for (index, member) in members.enumerated() where member.condition >= 0 {
            let condition = predicates[Int(member.condition)]
            let conjuncts = condition.operation == .all
                ? (0..<Int(condition.operands.count)).map { lists[Int(condition.operands.start) + $0] }
                : [member.condition]
            if let equals = conjuncts.map({ predicates[Int($0)] }).first(where: { $0.operation == .propertyEquals }) {
                required[index] = (equals.slot, equals.string)
            }
        }
        let counts = Dictionary(grouping: required.values, by: \.slot).mapValues(\.count)
        guard let (slot, count) = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
            count >= 2
        else { return }
        var numbers: [[UInt8]: Int32] = [:]
        var entries: [(bytes: [UInt8], name: NameRef, value: Int32)] = []
        for index in members.indices {
            guard let (memberSlot, string) = required[index], memberSlot == slot else { continue }
            let text = Array(bytes[Int(string.start)..<Int(string.start + string.count)])
            if numbers[text] == nil {
                numbers[text] = Int32(numbers.count)
                entries.append((text, string, Int32(numbers.count - 1)))
            }
            members[index].discriminant = numbers[text] ?? -1
        }
        let table = NameTable.build(entries)
        plan.discriminator = slot
        plan.discriminants = Int32(nameSlots.count)
        plan.discriminantsMask = Int32(table.count - 1)
        nameSlots += table
    }

    /// Whether `schema` has an `if` and no validation keyword but `then` and `else`, so that it is
    /// valid exactly when the branch its condition picks is.
    private static func isBareConditional(_ schema: Schema) -> Bool {
        schema.ifSchema != nil && schema.constant == nil && schema.reference == nil && schema.types == nil
            && schema.properties.isEmpty && schema.patternProperties.isEmpty && schema.additionalProperties == nil
            && schema.required.isEmpty && schema.propertyNames == nil && schema.minProperties == nil
            && schema.maxProperties == nil && schema.enumValues == nil && schema.constValue == nil
            && hasNoScalarOrArrayKeywords(schema) && schema.allOf.isEmpty && schema.anyOf.isEmpty
            && schema.oneOf.isEmpty && schema.not == nil
    }

    private static func hasNoScalarOrArrayKeywords(_ schema: Schema) -> Bool {
        schema.pattern == nil && schema.minLength == nil && schema.maxLength == nil && schema.minimum == nil
            && schema.maximum == nil && schema.exclusiveMinimum == nil && schema.exclusiveMaximum == nil
            && schema.multipleOf == nil && schema.items == nil && schema.tupleItems == nil && schema.minItems == nil
            && schema.maxItems == nil && !schema.uniqueItems
    }

    /// `schema` as a predicate over `slots` (extended with the names it tests), or `nil` if it uses
    /// anything but `type`, `required`, `properties`, `allOf`, `anyOf` and `not`.
    private mutating func predicate(_ schema: Schema, slots: inout [String], depth: Int) -> Int32? {
        guard depth < 16 else { return nil }
        if let constant = schema.constant { return add(Predicate(operation: constant ? .always : .never)) }
        if let reference = schema.reference { return predicate(reference, slots: &slots, depth: depth + 1) }
        guard schema.patternProperties.isEmpty, schema.additionalProperties == nil, schema.propertyNames == nil,
            schema.minProperties == nil, schema.maxProperties == nil, schema.enumValues == nil,
            schema.constValue == nil, Self.hasNoScalarOrArrayKeywords(schema), schema.oneOf.isEmpty,
            schema.ifSchema == nil, schema.thenSchema == nil, schema.elseSchema == nil
        else { return nil }
        var operands: [Int32] = []
        if let types = schema.types {
            operands.append(add(Predicate(operation: .type, typeMask: Self.typeMask(types))))
        }
        for (name, property) in schema.properties.sorted(by: { $0.key < $1.key }) {
            guard let slot = slot(name, in: &slots) else { return nil }
            if let constant = Self.constantString(property) {
                operands.append(add(Predicate(operation: .propertyEquals, slot: slot, string: self.name(constant))))
            } else {
                operands.append(add(Predicate(operation: .property, slot: slot, schema: property.index)))
            }
        }
        for name in schema.required {
            guard let slot = slot(name, in: &slots) else { return nil }
            operands.append(add(Predicate(operation: .has, slot: slot)))
        }
        for member in schema.allOf {
            guard let operand = predicate(member, slots: &slots, depth: depth + 1) else { return nil }
            operands.append(operand)
        }
        if !schema.anyOf.isEmpty {
            var options: [Int32] = []
            for option in schema.anyOf {
                guard let operand = predicate(option, slots: &slots, depth: depth + 1) else { return nil }
                options.append(operand)
            }
            operands.append(add(Predicate(operation: .any, operands: list(options))))
        }
        if let not = schema.not {
            guard let operand = predicate(not, slots: &slots, depth: depth + 1) else { return nil }
            operands.append(add(Predicate(operation: .not, operands: list([operand]))))
        }
        if operands.count == 1, let only = operands.first { return only }
        return add(Predicate(operation: .all, operands: list(operands)))
    }

    /// The string of a schema that is only `const` of a string (perhaps with `type: string`), which
    /// a value satisfies exactly when it is a string scalar with that text.
    private static func constantString(_ schema: Schema) -> String? {
        guard case .string(let text)? = schema.constValue, schema.constant == nil, schema.reference == nil,
            schema.types.map({ $0.contains(.string) }) ?? true, schema.properties.isEmpty,
            schema.patternProperties.isEmpty, schema.additionalProperties == nil, schema.required.isEmpty,
            schema.propertyNames == nil, schema.minProperties == nil, schema.maxProperties == nil,
            schema.enumValues == nil, hasNoScalarOrArrayKeywords(schema), schema.allOf.isEmpty,
            schema.anyOf.isEmpty, schema.oneOf.isEmpty, schema.not == nil, schema.ifSchema == nil
        else { return nil }
        return text
    }

    /// The slot of `name`, added if new; `nil` for a name that bytes cannot stand for (empty, which
    /// a non-scalar key also reads as, or non-ASCII) or past ``maximumSlots``.
    private func slot(_ name: String, in slots: inout [String]) -> Int32? {
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        if let known = slots.firstIndex(of: name) { return Int32(known) }
        guard slots.count < Self.maximumSlots else { return nil }
        slots.append(name)
        return Int32(slots.count - 1)
    }

    private mutating func add(_ predicate: Predicate) -> Int32 {
        predicates.append(predicate)
        return Int32(predicates.count - 1)
    }
}
