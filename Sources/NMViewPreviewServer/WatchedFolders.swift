import Foundation

/// Where a layout file is, for an app on another machine: within the folder `nmview watch` was
/// given (`Card.nmview.yaml` for `nmview watch layouts`) and on this machine (absolute), so the
/// app's problem box names the file as the project does and a tool can open it.
public struct WatchedFolders: Sendable, Equatable {
    /// The watched folders, absolute and standardized, deepest first.
    public let roots: [String]
    /// The folder relative paths are resolved in: where nmview runs.
    public let base: String

    /// The folders `roots` (relative to `base` unless absolute).
    public init(roots: [String], base: String) {
        self.base = base
        self.roots = roots.map { Self.absolute($0, base: base) }.sorted { $0.count > $1.count }
    }

    /// `path` (relative to ``base`` unless absolute) as an absolute, standardized path.
    public func absolute(_ path: String) -> String {
        Self.absolute(path, base: base)
    }

    /// `path` within the deepest watched folder holding it; `path` itself when none does.
    public func withinWatched(_ path: String) -> String {
        let file = absolute(path)
        for root in roots {
            let prefix = root == "/" ? "/" : root + "/"
            if file.hasPrefix(prefix), file.count > prefix.count { return String(file.dropFirst(prefix.count)) }
        }
        return path
    }

    private static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }
}
