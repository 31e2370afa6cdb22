/// Bounds on what a reader accepts, so a hostile or broken file fails fast with a clear diagnostic
/// instead of exhausting time, stack or memory. Each limit has its own diagnostic id.
///
/// Node count and scalar length cannot be raised past 2^24 - 1, the most a stored node can count.
public struct ReaderLimits: Sendable, Equatable {
    /// Largest file read, in bytes (`limit.file-size`).
    public var maxFileSize: Int
    /// Deepest nesting of sequences and mappings (`limit.depth`).
    public var maxDepth: Int
    /// Most nodes stored in one tree, aliases counted once (`limit.node-count`).
    public var maxNodes: Int
    /// Most nodes that aliases may add when expanded, summed over every alias (`limit.alias-expansion`).
    public var maxAliasExpansion: Int
    /// Longest scalar, in bytes (`limit.scalar-length`).
    public var maxScalarLength: Int

    /// 16 MiB files (a generated layout of 100,000 views is about 14.4 MiB), 256 levels, 5 million nodes,
    /// 100,000 nodes through aliases, 1 MiB scalars.
    public static let `default` = ReaderLimits(
        maxFileSize: 16 << 20, maxDepth: 256, maxNodes: 5_000_000,
        maxAliasExpansion: 100_000, maxScalarLength: 1 << 20)

    /// Limits with every bound named.
    public init(maxFileSize: Int, maxDepth: Int, maxNodes: Int, maxAliasExpansion: Int, maxScalarLength: Int) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxAliasExpansion = maxAliasExpansion
        self.maxScalarLength = maxScalarLength
    }
}
