import NMViewDiagnostics
import NMViewSourceTree

/// One validation pass over a tree. `validate(_:_:report:)` both decides validity and, when
/// `report` is set, records every problem; without `report` it stops at the first one, which is
/// how `anyOf`, `oneOf`, `not` and `if` probe their subschemas cheaply.
///
/// With a ``FastEvaluation`` (as ``SchemaValidator`` runs it), validity is decided by that
/// instead, and this walk only goes where it fails: a valid subtree records nothing (every finding
/// comes with a `false`), so the findings are the same, and they cost time only where they are.
/// Without one, this is the reference evaluator that the fast one is tested against.
struct Evaluation {
    private var problems: [Diagnostic] = []
    private let fast: FastEvaluation?

    /// An evaluation deciding validity with `fast`, or entirely by itself when it is `nil`.
    init(fast: FastEvaluation?) {
        self.fast = fast
    }

    /// Records a finding.
    mutating func add(_ diagnostic: Diagnostic) {
        problems.append(diagnostic)
    }

    /// The findings in source order, each reported once.
    func findings() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return problems.filter { seen.insert($0).inserted }.sorted()
    }

    /// Whether `node` satisfies `schema`; records problems when `report` is set.
    mutating func validate(_ node: SourceNode, _ schema: Schema, report: Bool) -> Bool {
        if let fast {
            if fast.validate(node.index, schema.index) { return true }
            if !report { return false }
        }
        if let constant = schema.constant {
            if !constant && report {
                add(.error("schema.not-allowed", "no value is allowed here", at: node.location))
            }
            return constant
        }
        if let reference = schema.reference {
            return validate(node, reference, report: report)
        }
        let type = InstanceType(of: node)
        if let types = schema.types, !types.contains(where: type.satisfies) {
            if report { reportType(node, found: type, expected: types) }
            return false
        }
        var valid = true
        switch type {
        case .object: valid = validateObject(node, schema, report: report)
        case .array: valid = validateArray(node, schema, report: report)
        case .string: valid = validateString(node, schema, report: report)
        case .integer, .number: valid = validateNumber(node, schema, report: report)
        case .null, .boolean: break
        }
        if !valid && !report { return false }
        valid = validateValue(node, schema, report: report) && valid
        if !valid && !report { return false }
        return validateApplicators(node, schema, report: report) && valid
    }

    // MARK: - enum and const

    private mutating func validateValue(_ node: SourceNode, _ schema: Schema, report: Bool) -> Bool {
        var valid = true
        if let values = schema.enumValues, !values.contains(where: { InstanceEquality.equals(node, $0) }) {
            valid = false
            if report { reportEnum(node, values: values, schema: schema) }
        }
        if let constant = schema.constValue, !InstanceEquality.equals(node, constant) {
            valid = false
            if report {
                add(.error("schema.const", "expected \(constant.display), found \(InstanceEquality.display(node))", at: node.location))
            }
        }
        return valid
    }

    // MARK: - Combinators

    private mutating func validateApplicators(_ node: SourceNode, _ schema: Schema, report: Bool) -> Bool {
        var valid = true
        for subschema in schema.allOf {
            valid = validate(node, subschema, report: report) && valid
            if !valid && !report { return false }
        }
        if !schema.anyOf.isEmpty, !schema.anyOf.contains(where: { validate(node, $0, report: false) }) {
            valid = false
            if !report { return false }
            reportNoMatch(node, branches: schema.anyOf, schema: schema)
        }
        if !schema.oneOf.isEmpty {
            let matches = schema.oneOf.filter { validate(node, $0, report: false) }.count
            if matches != 1 {
                valid = false
                if !report { return false }
                if matches == 0 {
                    reportNoMatch(node, branches: schema.oneOf, schema: schema)
                } else {
                    add(
                        .error(
                            "schema.one-of", "value matches \(matches) of the allowed forms; it must match exactly one",
                            at: node.location))
                }
            }
        }
        if let not = schema.not, validate(node, not, report: false) {
            valid = false
            if !report { return false }
            let what = not.name.map { " \($0)" } ?? " the excluded form"
            add(.error("schema.not", "value must not be\(what)", at: node.location))
        }
        if let condition = schema.ifSchema {
            let branch = validate(node, condition, report: false) ? schema.thenSchema : schema.elseSchema
            if let branch {
                valid = validate(node, branch, report: report) && valid
            }
        }
        return valid
    }
}
