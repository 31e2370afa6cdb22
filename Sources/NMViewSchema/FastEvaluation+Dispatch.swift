import NMViewSourceTree

/// Discriminated unions: `allOf`s with a dispatch plan (``SchemaProgramBuilder/dispatchPlan(for:)``).
extension FastEvaluation {
    /// An `allOf` with a dispatch plan: one pass over the keys for the names the members' `if`s
    /// test, then each member (see ``SchemaProgramBuilder/dispatchPlan(for:)``).
    func validateDispatch(_ node: Int32, _ planIndex: Int32) -> Bool {
        let plan = program.plans[Int(planIndex)]
        let slotCount = Int(plan.slots.count)
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: slotCount) { values in
            values.initialize(repeating: -1)
            let isMapping = tree.kind(node) == .mapping
            var usable = true
            if isMapping {
                let children = tree.children(node)
                var offset = 0
                keys: while offset + 1 < children.count {
                    let key = tree.scalarBytes(children[offset])
                    // `properties` compares non-ASCII names by canonical equivalence, not bytes.
                    guard NameTable.hash(key).isASCII else {
                        usable = false
                        break keys
                    }
                    for slot in 0..<slotCount {
                        let name = program.names[Int(plan.slots.start) + slot]
                        guard Int(name.count) == key.count, NameTable.equal(program.bytes + Int(name.start), key) else {
                            continue
                        }
                        // A repeated key: `properties` would check every value, `required` the first.
                        guard values[slot] < 0 else {
                            usable = false
                            break keys
                        }
                        values[slot] = children[offset + 1]
                    }
                    offset += 2
                }
            }
            let selected = usable && isMapping ? discriminant(plan, values: UnsafeBufferPointer(values)) : -2
            for index in 0..<Int(plan.members.count) {
                let member = program.planMembers[Int(plan.members.start) + index]
                guard usable, member.condition >= 0 else {
                    if !validate(node, member.schema) { return false }
                    continue
                }
                // A member whose string the discriminator is not has a false conjunct.
                let excluded = member.discriminant >= 0 && selected != -2 && member.discriminant != selected
                let branch =
                    !excluded && holds(member.condition, node, isMapping: isMapping, values: UnsafeBufferPointer(values))
                    ? member.thenSchema : member.elseSchema
                if branch >= 0, !validate(node, branch) { return false }
            }
            return true
        }
    }

    /// For a mapping: the number of the discriminant string its discriminator value is, -1 if it
    /// is none of them (or not a string), or -2 when the plan has no discriminator or the mapping
    /// no such key (every condition is then evaluated).
    private func discriminant(_ plan: PlanCode, values: UnsafeBufferPointer<Int32>) -> Int32 {
        guard plan.discriminator >= 0 else { return -2 }
        let value = values[Int(plan.discriminator)]
        guard value >= 0 else { return -2 }
        guard tree.kind(value) == .scalar && tree.scalarType(value) == .string else { return -1 }
        let text = tree.scalarBytes(value)
        return NameTable.find(
            text, hash: NameTable.hash(text).hash, table: program.nameSlots + Int(plan.discriminants),
            mask: plan.discriminantsMask, bytes: program.bytes)
    }

    /// Whether predicate number `index` holds for `node`, given the slot values one pass found.
    private func holds(
        _ index: Int32, _ node: Int32, isMapping: Bool, values: UnsafeBufferPointer<Int32>
    ) -> Bool {
        let predicate = program.predicates + Int(index)
        switch predicate.pointee.operation {
        case .always:
            return true
        case .never:
            return false
        case .type:
            return hasType(node, kind: tree.kind(node), in: predicate.pointee.typeMask)
        case .has:
            return !isMapping || values[Int(predicate.pointee.slot)] >= 0
        case .property:
            let value = values[Int(predicate.pointee.slot)]
            return !isMapping || value < 0 || validate(value, predicate.pointee.schema)
        case .propertyEquals:
            let value = values[Int(predicate.pointee.slot)]
            guard isMapping, value >= 0 else { return true }
            return tree.kind(value) == .scalar && tree.scalarType(value) == .string
                && tree.scalarEquals(value, program.bytes(of: predicate.pointee.string))
        case .all:
            let operands = predicate.pointee.operands
            for offset in 0..<Int(operands.count)
            where !holds(program.list(operands, offset), node, isMapping: isMapping, values: values) {
                return false
            }
            return true
        case .any:
            let operands = predicate.pointee.operands
            for offset in 0..<Int(operands.count)
            where holds(program.list(operands, offset), node, isMapping: isMapping, values: values) {
                return true
            }
            return false
        case .not:
            return !holds(program.list(predicate.pointee.operands, 0), node, isMapping: isMapping, values: values)
        }
    }
}
