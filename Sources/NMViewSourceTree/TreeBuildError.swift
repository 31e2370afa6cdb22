/// Why a tree could not be built: a limit was exceeded or an alias names no anchor. Building stops.
public struct TreeBuildError: Error, Sendable, Equatable {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// Nesting went past `ReaderLimits.maxDepth`.
        case tooDeep(limit: Int)
        /// More nodes than `ReaderLimits.maxNodes`.
        case tooManyNodes(limit: Int)
        /// Aliases would expand to more than `ReaderLimits.maxAliasExpansion` nodes.
        case aliasExpansion(limit: Int)
        /// A scalar longer than `ReaderLimits.maxScalarLength` bytes.
        case scalarTooLong(length: Int, limit: Int)
        /// `*name` with no complete node anchored `&name` before it (this also rules out cycles).
        case undefinedAlias(name: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// 1-based line of the offending node.
    public var line: Int
    /// 1-based column of the offending node.
    public var column: Int
}
