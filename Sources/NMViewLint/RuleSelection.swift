import NMViewDiagnostics

/// Which rules a lint runs: every rule, less the groups and rules turned off by name
/// (`--disable accessibility`, `--disable rule.low-contrast`).
public struct RuleSelection: Sendable {
    /// The groups and rule ids turned off, as given.
    public let disabled: [String]
    /// The rules that run, in ``LintRules/all``'s order.
    public let rules: [LintRule]

    /// Every rule.
    public static let all = RuleSelection()

    private init() {
        disabled = []
        rules = LintRules.all
    }

    /// Every rule but those of the groups and ids in `names`.
    ///
    /// - Throws: ``UnknownName`` for a name that is neither a group nor a rule id.
    public init(disabling names: [String]) throws(UnknownName) {
        let groups = Set(RuleGroup.allCases.map(\.rawValue)), ids = Set(LintRules.all.map(\.id.rawValue))
        for name in names where !groups.contains(name) && !ids.contains(name) {
            throw UnknownName(name: name, suggestions: Suggestions.closest(to: name, among: groups.union(ids)))
        }
        let off = Set(names)
        disabled = names
        rules = LintRules.all.filter { rule in
            !off.contains(rule.id.rawValue) && !(rule.group.map { off.contains($0.rawValue) } ?? false)
        }
    }

    /// A name that is neither a rule group nor a rule id, with the closest that are.
    public struct UnknownName: Error, Sendable {
        public let name: String
        public let suggestions: [String]

        /// `unknown rule or group 'acessibility'; did you mean 'accessibility'?`
        public var message: String {
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
            return "unknown rule or group '\(name)'\(hint)"
        }
    }
}
