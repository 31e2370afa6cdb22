/// The shared tables: lists, names, patterns, literals and enums.
extension SchemaProgramBuilder {
    /// `values` appended to ``lists``.
    mutating func list(_ values: [Int32]) -> ListSpan {
        let span = ListSpan(start: Int32(lists.count), count: Int32(values.count))
        lists += values
        return span
    }

    /// `text`'s UTF-8 appended to ``bytes``.
    mutating func name(_ text: String) -> NameRef {
        let reference = NameRef(start: Int32(bytes.count), count: Int32(text.utf8.count))
        bytes += text.utf8
        return reference
    }

    /// `texts` as a run of ``names``.
    mutating func nameList(_ texts: [String]) -> ListSpan {
        let span = ListSpan(start: Int32(names.count), count: Int32(texts.count))
        for text in texts { names.append(name(text)) }
        return span
    }

    /// The number of `matcher` among the patterns, added the first time it is seen.
    mutating func pattern(_ matcher: PatternMatcher) -> Int32 {
        if let known = patternNumbers[ObjectIdentifier(matcher)] { return known }
        let number = Int32(patterns.count)
        patternNumbers[ObjectIdentifier(matcher)] = number
        patterns.append(PatternCode(automaton: matcher.automaton?.view))
        matchers.append(matcher)
        return number
    }

    /// The number of a new literal for `value`.
    mutating func literal(_ value: JSONValue) -> Int32 {
        let number = Int32(literals.count)
        let index = Int32(literalValues.count)
        literalValues.append(value)
        switch value {
        case .null: literals.append(LiteralCode(kind: .null, value: index))
        case .bool(let flag): literals.append(LiteralCode(kind: .bool, bool: flag, value: index))
        case .number(let number): literals.append(LiteralCode(kind: .number, number: number, value: index))
        case .string(let text): literals.append(LiteralCode(kind: .string, string: name(text), value: index))
        case .array, .object: literals.append(LiteralCode(kind: .container, value: index))
        }
        return number
    }

    /// The number of a new ``EnumCode`` for `values`.
    mutating func enumeration(_ values: [JSONValue]) -> Int32 {
        var code = EnumCode()
        var strings: [(bytes: [UInt8], name: NameRef, value: Int32)] = []
        var others: [Int32] = []
        for value in values {
            if case .string(let text) = value {
                strings.append((Array(text.utf8), name(text), 0))
            } else {
                others.append(literal(value))
            }
        }
        if !strings.isEmpty {
            let slots = NameTable.build(strings)
            code.stringTable = Int32(nameSlots.count)
            code.stringTableMask = Int32(slots.count - 1)
            nameSlots += slots
        }
        code.others = list(others)
        enums.append(code)
        return Int32(enums.count - 1)
    }
}
