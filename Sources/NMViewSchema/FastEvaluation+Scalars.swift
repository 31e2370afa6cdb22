import NMViewSourceTree

/// Strings, numbers, `enum` and `const`.
extension FastEvaluation {
    /// `pattern`, `minLength` and `maxLength` of a string scalar.
    func validateString(_ node: Int32, _ code: UnsafePointer<SchemaCode>) -> Bool {
        let text = tree.scalarBytes(node)
        let pattern = code.pointee.pattern
        if pattern >= 0, !patternMatches(pattern, text) { return false }
        if code.pointee.flags.contains(.length) {
            // Lengths count Unicode scalars; a byte is one only in ASCII text.
            let length =
                NameTable.hash(text).isASCII ? text.count : String(decoding: text, as: UTF8.self).unicodeScalars.count
            let minimum = code.pointee.minLength
            let maximum = code.pointee.maxLength
            if minimum >= 0 && length < minimum { return false }
            if maximum >= 0 && length > maximum { return false }
        }
        return true
    }

    /// The bounds and `multipleOf` of a number; a number without a value (an odd spelling) passes, as it
    /// does for the reference evaluator.
    func validateNumber(_ node: Int32, _ code: UnsafePointer<SchemaCode>) -> Bool {
        guard let value = tree.doubleValue(node) else { return true }
        let flags = code.pointee.flags
        if flags.contains(.minimum) && !(value >= code.pointee.minimum) { return false }
        if flags.contains(.maximum) && !(value <= code.pointee.maximum) { return false }
        if flags.contains(.exclusiveMinimum) && !(value > code.pointee.exclusiveMinimum) { return false }
        if flags.contains(.exclusiveMaximum) && !(value < code.pointee.exclusiveMaximum) { return false }
        if flags.contains(.multipleOf) {
            let quotient = value / code.pointee.multipleOf
            if !quotient.isFinite || quotient.rounded() != quotient { return false }
        }
        return true
    }

    /// `enum` and `const`.
    func validateValue(_ node: Int32, _ code: UnsafePointer<SchemaCode>) -> Bool {
        let flags = code.pointee.flags
        if flags.contains(.enumeration), !isEnumerated(node, code.pointee.enumeration) { return false }
        if flags.contains(.constValue), !equals(node, code.pointee.constLiteral) { return false }
        return true
    }

    /// Whether the node equals a value of enum number `index`. A string scalar can only equal a
    /// string, which the hash table answers; anything else is tried against the other literals.
    private func isEnumerated(_ node: Int32, _ index: Int32) -> Bool {
        let enumeration = program.enums[Int(index)]
        if tree.kind(node) == .scalar && tree.scalarType(node) == .string {
            guard enumeration.stringTable >= 0 else { return false }
            let text = tree.scalarBytes(node)
            return NameTable.find(
                text, hash: NameTable.hash(text).hash, table: program.nameSlots + Int(enumeration.stringTable),
                mask: enumeration.stringTableMask, bytes: program.bytes) >= 0
        }
        for offset in 0..<Int(enumeration.others.count) where equals(node, program.list(enumeration.others, offset)) {
            return true
        }
        return false
    }

    /// ``InstanceEquality/equals(_:_:)-(SourceNode,JSONValue)`` for literal number `index`.
    private func equals(_ node: Int32, _ index: Int32) -> Bool {
        let literal = program.literals[Int(index)]
        let isScalar = tree.kind(node) == .scalar
        switch literal.kind {
        case .null:
            return isScalar && tree.scalarType(node) == .null
        case .bool:
            return isScalar && tree.boolValue(node) == literal.bool
        case .number:
            let type = tree.scalarType(node)
            guard isScalar, type == .int || type == .float else { return false }
            return tree.doubleValue(node) == literal.number
        case .string:
            return isScalar && tree.scalarType(node) == .string && tree.scalarEquals(node, program.bytes(of: literal.string))
        case .container:
            return InstanceEquality.equals(tree.node(node), program.program.literalValues[Int(literal.value)])
        }
    }
}
