/// A problem the resolver found; lint turns each into a diagnostic at its path.
public enum ResolveProblem: Sendable, Hashable {
    /// `template: NAME` with no such template.
    case unknownTemplate(name: String, at: ModelPath, known: [String])
    /// Templates or nested layouts that include themselves; `chain` names each step.
    case includeCycle(chain: [String], at: ModelPath)
}
