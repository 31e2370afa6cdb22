/// How much of a String Catalog, and of a project searched for them, the reader takes in: a
/// catalog is untrusted input, and lint must neither hang nor run out of memory on one.
public struct StringCatalogLimits: Sendable, Hashable {
    /// The largest catalog read, in bytes. A large app's catalog, with dozens of languages, is a
    /// few megabytes.
    public var maxFileBytes: Int
    /// The deepest JSON nesting read: a plural variation of a device variation nests about ten.
    public var maxJSONDepth: Int
    /// How many keys one catalog holds before it is refused.
    public var maxKeys: Int
    /// How many folders below a folder given explicitly (`--strings`) are entered.
    public var maxDepth: Int
    /// How many folders one explicit search lists before it stops.
    public var maxFolders: Int

    /// Limits no real project comes near.
    public static let `default` = StringCatalogLimits(
        maxFileBytes: 64 << 20, maxJSONDepth: 64, maxKeys: 200_000, maxDepth: 24, maxFolders: 20_000)

    /// Limits with every value named.
    public init(maxFileBytes: Int, maxJSONDepth: Int, maxKeys: Int, maxDepth: Int, maxFolders: Int) {
        self.maxFileBytes = maxFileBytes
        self.maxJSONDepth = maxJSONDepth
        self.maxKeys = maxKeys
        self.maxDepth = maxDepth
        self.maxFolders = maxFolders
    }
}
