import NMViewSourceTree

/// Decides whether a node is valid against a schema — exactly what `Evaluation.validate(_:_:report:)`
/// answers without `report` — on the raw tree and the flat ``SchemaProgram``: nodes and schemas
/// are indices, names are compared as bytes, and nothing is retained or allocated.
///
/// Wherever bytes cannot stand for what the reference evaluator does with strings (non-ASCII keys
/// against `properties`, which Swift compares by canonical equivalence; `propertyNames`; numbers
/// and booleans in rare spellings; equality of containers), it calls the same code the reference
/// evaluator uses, on ``SourceNode``s and ``Schema``s, so the two cannot disagree.
///
/// Valid only while the tree's raw view and the program live (``SchemaValidator`` sees to both).
struct FastEvaluation {
    let tree: RawTree
    let program: SchemaProgram.View

    /// Whether `node` is valid against schema number `schema`.
    func validate(_ node: Int32, _ schema: Int32) -> Bool {
        let code = program.codes + Int(schema)
        let flags = code.pointee.flags
        if flags.isEmpty { return true }
        if flags.contains(.constant) { return code.pointee.constant }
        if flags.contains(.reference) { return validate(node, code.pointee.reference) }
        let kind = tree.kind(node)
        if flags.contains(.types), !hasType(node, kind: kind, in: code.pointee.typeMask) { return false }
        switch kind {
        case .mapping:
            if !flags.isDisjoint(with: .object), !validateObject(node, schema, code) { return false }
        case .sequence:
            if !flags.isDisjoint(with: .array), !validateArray(node, code) { return false }
        case .scalar, .alias:
            switch tree.scalarType(node) {
            case .string:
                if !flags.isDisjoint(with: .string), !validateString(node, code) { return false }
            case .int, .float:
                if !flags.isDisjoint(with: .number), !validateNumber(node, code) { return false }
            case .null, .bool:
                break
            }
        }
        if !flags.isDisjoint(with: .value), !validateValue(node, code) { return false }
        if !flags.isDisjoint(with: .applicators) { return validateApplicators(node, code) }
        return true
    }

    /// Whether the node's ``InstanceType`` is one of `mask`'s. The type of a float depends on
    /// its value, so that is computed only when `integer` is accepted and `number` is not.
    @inline(__always)
    func hasType(_ node: Int32, kind: NodeKind, in mask: UInt8) -> Bool {
        let type: InstanceType
        switch kind {
        case .mapping: type = .object
        case .sequence: type = .array
        case .scalar, .alias:
            switch tree.scalarType(node) {
            case .null: type = .null
            case .bool: type = .boolean
            case .int: type = .integer
            case .string: type = .string
            case .float:
                if mask & InstanceType.number.bit != 0 { return true }
                if mask & InstanceType.integer.bit == 0 { return false }
                let value = tree.doubleValue(node) ?? .nan
                return value.isFinite && value.rounded() == value
            }
        }
        return mask & type.bit != 0
    }

    // MARK: - Combinators

    /// `allOf` (through its dispatch plan if it has one), `anyOf`, `oneOf`, `not` and `if`.
    private func validateApplicators(_ node: Int32, _ code: UnsafePointer<SchemaCode>) -> Bool {
        let flags = code.pointee.flags
        if flags.contains(.allOf) {
            let plan = code.pointee.dispatch
            if plan >= 0 {
                if !validateDispatch(node, plan) { return false }
            } else {
                let members = code.pointee.allOf
                for offset in 0..<Int(members.count) where !validate(node, program.list(members, offset)) {
                    return false
                }
            }
        }
        if flags.contains(.anyOf) {
            let branches = code.pointee.anyOf
            var matched = false
            for offset in 0..<Int(branches.count) where validate(node, program.list(branches, offset)) {
                matched = true
                break
            }
            if !matched { return false }
        }
        if flags.contains(.oneOf) {
            let branches = code.pointee.oneOf
            var matches = 0
            for offset in 0..<Int(branches.count) where validate(node, program.list(branches, offset)) {
                matches += 1
                if matches > 1 { break }
            }
            if matches != 1 { return false }
        }
        if flags.contains(.not), validate(node, code.pointee.not) { return false }
        if flags.contains(.conditional) {
            let branch = validate(node, code.pointee.ifSchema) ? code.pointee.thenSchema : code.pointee.elseSchema
            if branch >= 0, !validate(node, branch) { return false }
        }
        return true
    }

    // MARK: - Arrays

    /// `items`, `minItems`, `maxItems` and `uniqueItems` of a sequence.
    private func validateArray(_ node: Int32, _ code: UnsafePointer<SchemaCode>) -> Bool {
        let flags = code.pointee.flags
        let elements = tree.children(node)
        if flags.contains(.itemSchemas) {
            let items = code.pointee.items
            if items >= 0 {
                for element in elements where !validate(element, items) { return false }
            } else {
                let tuple = code.pointee.tupleItems
                for offset in 0..<min(elements.count, Int(tuple.count))
                where !validate(elements[offset], program.list(tuple, offset)) {
                    return false
                }
            }
        }
        if flags.contains(.itemCount) {
            let minimum = code.pointee.minItems
            let maximum = code.pointee.maxItems
            if minimum >= 0 && elements.count < minimum { return false }
            if maximum >= 0 && elements.count > maximum { return false }
        }
        if flags.contains(.uniqueItems), !elementsAreUnique(elements) { return false }
        return true
    }

    /// `uniqueItems`: ASCII strings compared as bytes, anything else by ``InstanceEquality``.
    private func elementsAreUnique(_ elements: UnsafeBufferPointer<Int32>) -> Bool {
        let allASCIIStrings = elements.allSatisfy { element in
            tree.kind(element) == .scalar && tree.scalarType(element) == .string
                && NameTable.hash(tree.scalarBytes(element)).isASCII
        }
        guard allASCIIStrings else {
            let nodes = elements.map { tree.node($0) }
            for index in nodes.indices where nodes[..<index].contains(where: { InstanceEquality.equals(nodes[index], $0) }) {
                return false
            }
            return true
        }
        for index in elements.indices {
            let text = tree.scalarBytes(elements[index])
            for earlier in 0..<index where tree.scalarEquals(elements[earlier], text) { return false }
        }
        return true
    }
}
