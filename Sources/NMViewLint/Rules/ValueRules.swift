import NMViewDiagnostics
import NMViewModel

/// Rules about property values.
enum ValueRules {
    static let nonFiniteNumber = LintRule(
        "rule.non-finite-number", .error,
        "A property set to a number that is NaN or infinite, which a compiled layout (JSON) cannot hold."
    ) { rule, context in
        var findings: [Diagnostic] = []
        /// Where the first NaN or infinity inside `value` is.
        func firstNonFinite(_ value: PropertyValue, at path: ModelPath) -> ModelPath? {
            switch value {
            case .number(let number): return number.isFinite ? nil : path
            case .string, .bool: return nil
            case .list(let values):
                return values.enumerated().lazy.compactMap { firstNonFinite($1, at: path.appending($0)) }.first
            case .object(let values):
                return values.keys.sorted().lazy.compactMap { key in values[key].flatMap { firstNonFinite($0, at: path.appending(key)) } }.first
            }
        }
        func check(_ properties: [String: PropertyValue], at path: @autoclosure () -> ModelPath) {
            // Almost every view has only finite numbers: looked at in any order, sorted only if not.
            guard !properties.values.allSatisfy(\.hasOnlyFiniteNumbers) else { return }
            let path = path()
            for name in properties.keys.sorted() {
                guard let value = properties[name], let at = firstNonFinite(value, at: path.appending(name)) else { continue }
                let message = value.numberValue == nil
                    ? "'\(name)' must hold only finite numbers, not NaN or infinite"
                    : "'\(name)' must be a finite number, not NaN or infinite"
                findings.append(rule.finding(message, at: context.location(at)))
            }
        }
        // Frames and sizes are `rule.invalid-geometry`'s.
        context.forEachPropertyMap { check($0, at: $1()) }
        return findings
    }
}
