/// A problem the resolver found; lint turns each into a diagnostic at its path.
public enum ResolveProblem: Sendable, Hashable {
    /// `template: NAME` with no such template.
    case unknownTemplate(name: String, at: ModelPath, known: [String])
    /// Templates or nested layouts that include themselves; `chain` names each step.
    case includeCycle(chain: [String], at: ModelPath)
    /// Templates and nested layouts would add more than `limit` views; the copy at the path and
    /// every later one were left unexpanded.
    case expansionLimit(limit: Int, at: ModelPath)
    /// Templates and nested layouts would nest views more than `limit` levels below the root;
    /// the view at the path was left without subviews.
    case depthLimit(limit: Int, at: ModelPath)
}

extension ResolveProblem {
    /// Whether two findings are about the same thing, wherever they were found.
    func isSameProblem(as other: ResolveProblem) -> Bool {
        switch (self, other) {
        case (.unknownTemplate(let name, _, _), .unknownTemplate(let otherName, _, _)):
            return name == otherName
        case (.includeCycle(let chain, _), .includeCycle(let otherChain, _)):
            return Set(chain) == Set(otherChain)
        case (.expansionLimit, .expansionLimit), (.depthLimit, .depthLimit):
            return true
        default:
            return false
        }
    }
}
