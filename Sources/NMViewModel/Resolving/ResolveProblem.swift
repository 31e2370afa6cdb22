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
    /// What a finding is about, wherever it was found: the name of an unknown template, the
    /// templates or classes of a cycle, or which limit.
    enum Subject: Hashable {
        case unknownTemplate(String)
        case includeCycle(Set<String>)
        case expansionLimit
        case depthLimit
    }

    var subject: Subject {
        switch self {
        case .unknownTemplate(let name, _, _): return .unknownTemplate(name)
        case .includeCycle(let chain, _): return .includeCycle(Set(chain))
        case .expansionLimit: return .expansionLimit
        case .depthLimit: return .depthLimit
        }
    }

    /// Whether two findings are about the same thing, wherever they were found.
    func isSameProblem(as other: ResolveProblem) -> Bool { subject == other.subject }
}
