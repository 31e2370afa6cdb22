/// How much of a project the catalog search and reader take in before they stop: a catalog is
/// untrusted input (a checked-out project, a folder named with `--assets`), and lint must neither
/// hang nor run out of memory on one that is huge, deep or cyclic.
public struct AssetCatalogLimits: Sendable, Hashable {
    /// The largest `Contents.json` read, in bytes; Xcode writes a colour set in well under 2 KiB.
    public var maxFileBytes: Int
    /// The deepest JSON nesting read: a colour set nests five levels.
    public var maxJSONDepth: Int
    /// How many folders below a searched folder, or below a catalog, are entered.
    public var maxDepth: Int
    /// How many folders one search, or one catalog, lists before it stops.
    public var maxFolders: Int
    /// How many colour sets one catalog holds before the rest are left out.
    public var maxColorSets: Int

    /// Limits no real project comes near.
    public static let `default` = AssetCatalogLimits(
        maxFileBytes: 1 << 20, maxJSONDepth: 32, maxDepth: 24, maxFolders: 20_000, maxColorSets: 10_000)

    /// Limits with every value named.
    public init(maxFileBytes: Int, maxJSONDepth: Int, maxDepth: Int, maxFolders: Int, maxColorSets: Int) {
        self.maxFileBytes = maxFileBytes
        self.maxJSONDepth = maxJSONDepth
        self.maxDepth = maxDepth
        self.maxFolders = maxFolders
        self.maxColorSets = maxColorSets
    }
}
