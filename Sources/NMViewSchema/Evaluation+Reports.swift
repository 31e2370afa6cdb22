import NMViewDiagnostics
import NMViewSourceTree

/// Messages for type, enum and union failures, which need a look at the schema to be helpful.
extension Evaluation {
    mutating func reportType(_ node: SourceNode, found: InstanceType, expected: [InstanceType]) {
        let wanted = Self.alternatives(expected.map(\.phrase))
        add(.error("schema.type", "expected \(wanted), found \(InstanceEquality.describe(node, as: found))", at: node.location))
    }

    mutating func reportEnum(_ node: SourceNode, values: [JSONValue], schema: Schema) {
        let found = InstanceEquality.display(node)
        var suggestions: [String] = []
        if let text = node.scalar, node.scalarType == .string {
            suggestions = Suggestions.closest(to: text, among: values.compactMap(\.stringValue))
        }
        let message: String
        if values.count <= 8 {
            message = "\(found) is not one of \(Self.alternatives(values.map(\.display)))"
        } else {
            message = "\(found) is not a valid \(schema.name ?? "value")"
        }
        add(.error("schema.enum", message, at: node.location, suggestions: suggestions))
    }

    /// No branch of an `anyOf` or `oneOf` matched. When the instance's type singles out one
    /// branch, that branch's own problems are the useful ones; otherwise one summary.
    mutating func reportNoMatch(_ node: SourceNode, branches: [Schema], schema: Schema) {
        let type = InstanceType(of: node)
        let candidates = branches.filter { Self.admits($0, type) }
        if candidates.count == 1, let only = candidates.first {
            _ = validate(node, only, report: true)
            return
        }
        if candidates.isEmpty {
            let expected = Array(Set(branches.flatMap { Self.admittedTypes($0) })).sorted { $0.rawValue < $1.rawValue }
            if !expected.isEmpty {
                reportType(node, found: type, expected: expected)
                return
            }
        }
        var suggestions: [String] = []
        var notes: [Diagnostic.Note] = []
        for candidate in candidates.map(\.target) {
            if let values = candidate.enumValues, let text = node.scalar {
                suggestions += Suggestions.closest(to: text, among: values.compactMap(\.stringValue))
            }
            if let message = candidate.patternErrorMessage { notes.append(.init(message)) }
        }
        let name = schema.name ?? branches.compactMap(\.name).first ?? "value"
        add(
            .error(
                "schema.no-match", "\(InstanceEquality.display(node)) is not a valid \(name)", at: node.location,
                notes: notes, suggestions: Array(suggestions.prefix(3))))
    }

    /// Whether `schema` could accept some value of `type`, judged from its type-like keywords.
    static func admits(_ schema: Schema, _ type: InstanceType) -> Bool {
        let target = schema.target
        if target.constant == false { return false }
        if let types = target.types, !types.contains(where: type.satisfies) { return false }
        if let values = target.enumValues, !values.contains(where: { $0.instanceType.map(type.satisfies) ?? false }) {
            return false
        }
        if let constant = target.constValue, !(constant.instanceType.map(type.satisfies) ?? false) { return false }
        if !target.allOf.allSatisfy({ admits($0, type) }) { return false }
        if !target.anyOf.isEmpty, !target.anyOf.contains(where: { admits($0, type) }) { return false }
        return true
    }

    /// The types a schema names, directly or through its branches.
    static func admittedTypes(_ schema: Schema) -> [InstanceType] {
        let target = schema.target
        if let types = target.types { return types }
        if let values = target.enumValues { return values.compactMap(\.instanceType) }
        if let constant = target.constValue { return constant.instanceType.map { [$0] } ?? [] }
        return (target.anyOf + target.oneOf + target.allOf).flatMap { admittedTypes($0) }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension JSONValue {
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The instance type of a literal in the schema.
    var instanceType: InstanceType? {
        switch self {
        case .null: return .null
        case .bool: return .boolean
        case .number(let value): return value.rounded() == value ? .integer : .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }
}
