import NMViewDiagnostics
import NMViewSourceTree

/// Checks of objects, arrays, strings and numbers.
extension Evaluation {
    mutating func validateObject(_ node: SourceNode, _ schema: Schema, report: Bool) -> Bool {
        var valid = true
        let checksEntries = !schema.properties.isEmpty || !schema.patternProperties.isEmpty
            || schema.additionalProperties != nil || schema.propertyNames != nil
        if checksEntries {
            var stop = false
            node.forEachChild { key, value in
                guard !stop, let key else { return }
                let name = key.scalar ?? ""
                valid = validateEntry(name: name, key: key, value: value, schema, report: report) && valid
                if !valid && !report { stop = true }
            }
            if stop { return false }
        }
        for name in schema.required where node[name] == nil {
            valid = false
            if !report { return false }
            add(
                .error(
                    "schema.required", "missing required property '\(name)'\(Self.inName(schema))", at: node.location))
        }
        let count = node.count
        if let minimum = schema.minProperties, count < minimum {
            valid = false
            if report {
                add(.error("schema.property-count", "expected at least \(minimum) \(Self.plural(minimum, "property", "properties")), found \(count)", at: node.location))
            }
        }
        if let maximum = schema.maxProperties, count > maximum {
            valid = false
            if report {
                add(.error("schema.property-count", "expected at most \(maximum) \(Self.plural(maximum, "property", "properties")), found \(count)", at: node.location))
            }
        }
        return valid
    }

    private mutating func validateEntry(
        name: String, key: SourceNode, value: SourceNode, _ schema: Schema, report: Bool
    ) -> Bool {
        var valid = true
        if let names = schema.propertyNames, !PropertyName.validate(name, names) {
            valid = false
            if !report { return false }
            let hint = PropertyName.patternMessage(names)
            add(.error("schema.property-name", "'\(name)' is not an allowed name here\(hint.map { ": \($0)" } ?? "")", at: key.location))
        }
        var matched = false
        if let property = schema.properties[name] {
            matched = true
            valid = validate(value, property, report: report) && valid
        }
        for (matcher, subschema) in schema.patternProperties where matcher.matches(name) {
            matched = true
            valid = validate(value, subschema, report: report) && valid
        }
        if !matched, let additional = schema.additionalProperties {
            if additional.constant == false {
                valid = false
                if report {
                    add(
                        .error(
                            "schema.unknown-property", "unknown property '\(name)'\(Self.inName(schema))",
                            at: key.location, suggestions: Suggestions.closest(to: name, among: schema.properties.keys)))
                }
            } else {
                valid = validate(value, additional, report: report) && valid
            }
        }
        return valid
    }

    mutating func validateArray(_ node: SourceNode, _ schema: Schema, report: Bool) -> Bool {
        var valid = true
        let elements = node.elements
        if let items = schema.items {
            for element in elements {
                valid = validate(element, items, report: report) && valid
                if !valid && !report { return false }
            }
        } else if let tuple = schema.tupleItems {
            for (element, itemSchema) in zip(elements, tuple) {
                valid = validate(element, itemSchema, report: report) && valid
                if !valid && !report { return false }
            }
        }
        if let minimum = schema.minItems, elements.count < minimum {
            valid = false
            if report {
                add(.error("schema.item-count", "expected at least \(minimum) \(Self.plural(minimum, "item", "items")), found \(elements.count)", at: node.location))
            }
        }
        if let maximum = schema.maxItems, elements.count > maximum {
            valid = false
            if report {
                add(.error("schema.item-count", "expected at most \(maximum) \(Self.plural(maximum, "item", "items")), found \(elements.count)", at: node.location))
            }
        }
        if schema.uniqueItems {
            for (index, element) in elements.enumerated() {
                if let earlier = elements[..<index].first(where: { InstanceEquality.equals(element, $0) }) {
                    valid = false
                    if !report { return false }
                    add(
                        .error(
                            "schema.unique-items", "\(InstanceEquality.display(element)) appears more than once",
                            at: element.location, notes: [.init("first appears here", at: earlier.location)]))
                }
            }
        }
        return valid
    }

    mutating func validateString(_ node: SourceNode, _ schema: Schema, report: Bool) -> Bool {
        guard schema.pattern != nil || schema.minLength != nil || schema.maxLength != nil else { return true }
        let text = node.scalar ?? ""
        var valid = true
        if let pattern = schema.pattern, !pattern.matches(text) {
            valid = false
            if !report { return false }
            let message = schema.patternErrorMessage.map { "'\(text)' is not valid: \($0)" }
                ?? "'\(text)' does not match the pattern '\(pattern.source)'"
            add(.error("schema.pattern", message, at: node.location))
        }
        let length = text.unicodeScalars.count
        if let minimum = schema.minLength, length < minimum {
            valid = false
            if report {
                add(.error("schema.length", "expected at least \(minimum) \(Self.plural(minimum, "character", "characters")), found \(length)", at: node.location))
            }
        }
        if let maximum = schema.maxLength, length > maximum {
            valid = false
            if report {
                add(.error("schema.length", "expected at most \(maximum) \(Self.plural(maximum, "character", "characters")), found \(length)", at: node.location))
            }
        }
        return valid
    }

    mutating func validateNumber(_ node: SourceNode, _ schema: Schema, report: Bool) -> Bool {
        guard let value = node.doubleValue else { return true }
        var valid = true
        func check(_ failed: Bool, _ message: @autoclosure () -> String) {
            guard failed else { return }
            valid = false
            if report { add(.error("schema.range", message(), at: node.location)) }
        }
        let shown = JSONValue.format(value)
        // NaN is neither above nor below anything: one finding that says so, not "greater than
        // the maximum" and "less than the minimum" at once.
        if value.isNaN, schema.minimum != nil || schema.maximum != nil || schema.exclusiveMinimum != nil
            || schema.exclusiveMaximum != nil || schema.multipleOf != nil
        {
            let low = schema.minimum ?? schema.exclusiveMinimum, high = schema.maximum ?? schema.exclusiveMaximum
            let range = switch (low, high) {
            case (let low?, let high?): "from \(JSONValue.format(low)) to \(JSONValue.format(high))"
            case (let low?, nil): "from \(JSONValue.format(low))"
            case (nil, let high?): "up to \(JSONValue.format(high))"
            case (nil, nil): "a multiple of \(JSONValue.format(schema.multipleOf ?? 1))"
            }
            check(true, "'\(node.scalar ?? ".nan")' is not a number, so it is not \(range); write a finite number")
            return valid
        }
        if let minimum = schema.minimum { check(!(value >= minimum), "\(shown) is less than the minimum of \(JSONValue.format(minimum))") }
        if let maximum = schema.maximum { check(!(value <= maximum), "\(shown) is greater than the maximum of \(JSONValue.format(maximum))") }
        if let minimum = schema.exclusiveMinimum { check(!(value > minimum), "\(shown) must be greater than \(JSONValue.format(minimum))") }
        if let maximum = schema.exclusiveMaximum { check(!(value < maximum), "\(shown) must be less than \(JSONValue.format(maximum))") }
        if let multiple = schema.multipleOf {
            let quotient = value / multiple
            check(!quotient.isFinite || quotient.rounded() != quotient, "\(shown) is not a multiple of \(JSONValue.format(multiple))")
        }
        return valid
    }

    static func inName(_ schema: Schema) -> String {
        schema.name.map { " in \($0)" } ?? ""
    }

    static func plural(_ count: Int, _ one: String, _ many: String) -> String {
        count == 1 ? one : many
    }
}
