import NMViewSourceTree

/// Mappings: entries against `properties`, `patternProperties`, `additionalProperties` and
/// `propertyNames`; `required`; property counts.
extension FastEvaluation {
    /// The object keywords of schema number `schema` (whose code is `code`) on a mapping.
    func validateObject(_ node: Int32, _ schema: Int32, _ code: UnsafePointer<SchemaCode>) -> Bool {
        let flags = code.pointee.flags
        if flags.contains(.entries) {
            let children = tree.children(node)
            var offset = 0
            while offset + 1 < children.count {
                if !validateEntry(key: children[offset], value: children[offset + 1], schema, code) { return false }
                offset += 2
            }
        }
        if flags.contains(.required) {
            let required = code.pointee.required
            for offset in 0..<Int(required.count) {
                let name = program.names[Int(required.start) + offset]
                if tree.value(node, forKey: program.bytes(of: name)) < 0 { return false }
            }
        }
        if flags.contains(.propertyCount) {
            let count = tree.count(node)
            let minimum = code.pointee.minProperties
            let maximum = code.pointee.maxProperties
            if minimum >= 0 && count < minimum { return false }
            if maximum >= 0 && count > maximum { return false }
        }
        return true
    }

    /// One entry; a key that is not a scalar has the name "", as the reference evaluator gives it.
    private func validateEntry(key: Int32, value: Int32, _ schema: Int32, _ code: UnsafePointer<SchemaCode>) -> Bool {
        let name = tree.scalarBytes(key)
        let names = code.pointee.propertyNames
        if names >= 0 {
            // Rare, and defined on strings: the reference code decides.
            let text = String(decoding: name, as: UTF8.self)
            if !PropertyName.validate(text, program.program.schemas[Int(names)]) { return false }
        }
        var matched = false
        let table = code.pointee.propertyTable
        if table >= 0 || code.pointee.flags.contains(.stringProperties) {
            let (hash, isASCII) = NameTable.hash(name)
            let property: Int32
            if table >= 0 && isASCII {
                property = NameTable.find(
                    name, hash: hash, table: program.nameSlots + Int(table), mask: code.pointee.propertyTableMask,
                    bytes: program.bytes)
            } else {
                // Non-ASCII names compare by canonical equivalence, as strings.
                let text = String(decoding: name, as: UTF8.self)
                property = program.program.schemas[Int(schema)].properties[text]?.index ?? -1
            }
            if property >= 0 {
                matched = true
                if !validate(value, property) { return false }
            }
        }
        let patterns = code.pointee.patternProperties
        var offset = 0
        while offset + 1 < Int(patterns.count) {
            if patternMatches(program.list(patterns, offset), name) {
                matched = true
                if !validate(value, program.list(patterns, offset + 1)) { return false }
            }
            offset += 2
        }
        let additional = code.pointee.additionalProperties
        if !matched && additional >= 0 && !validate(value, additional) { return false }
        return true
    }

    /// Whether pattern number `pattern` matches somewhere in the UTF-8 `text`.
    @inline(__always)
    func patternMatches(_ pattern: Int32, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if let decided = program.patterns[Int(pattern)].automaton?.matches(text) { return decided }
        return program.program.matchers[Int(pattern)].matches(utf8: text)
    }
}
