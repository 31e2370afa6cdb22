/// One file that changed on disk, as the watcher reports it.
public struct WatchedChange: Sendable, Hashable {
    /// What happened to the file.
    public enum Kind: Sendable, Hashable {
        /// Created, or written with content that differs from what was last seen.
        case changed
        /// Deleted or moved away.
        case removed
    }

    /// The file's path, under one of the watched roots.
    public var path: String
    /// What happened.
    public var kind: Kind

    /// A change of `kind` to `path`.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}
