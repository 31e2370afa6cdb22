/// A structural problem found while building a tree that does not stop the build, so that every
/// one in a file is reported together.
public enum TreeProblem: Sendable, Equatable {
    /// The same key twice in one mapping.
    case duplicateKey(key: String, line: Int, column: Int, firstLine: Int, firstColumn: Int)
    /// A mapping key that is a sequence or a mapping.
    case nonScalarKey(line: Int, column: Int)
}
