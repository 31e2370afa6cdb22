import Foundation

/// What a watcher covers: its roots, spelled as given, and which files in them matter.
///
/// A directory root is watched recursively, skipping hidden directories (`.git`, `.build`) the way
/// `nmview lint` does. A file root (the runtime host watching one compiled file) is watched
/// through its parent directory, because editors and `nmview compile` replace files by renaming
/// and a watch on the file itself would follow the old inode away.
struct WatchScope: Sendable {
    /// One watched directory and what is watched in it.
    struct Root: Sendable, Hashable {
        /// The directory whose entries are watched, spelled as the caller spelled it.
        var directory: String
        /// For file roots: each watched name in `directory` and the path to report for it, as
        /// given. Nil for a directory root, which is watched recursively.
        var files: [String: String]?
        /// `directory` with symbolic links resolved, to drop roots inside others and to map
        /// FSEvents' paths, which are canonical, back to the caller's spelling.
        var canonicalDirectory: String
        /// `directory` made absolute without resolving links, the other spelling FSEvents may use.
        var absoluteDirectory: String

        /// Whether subdirectories are watched too.
        var isRecursive: Bool { files == nil }
    }

    /// The roots, with duplicates and roots inside other roots removed.
    let roots: [Root]
    /// The caller's filter on file paths.
    let include: @Sendable (String) -> Bool

    /// The scope of `paths`; throws when one names nothing and has no parent directory either.
    init(paths: [String], include: @escaping @Sendable (String) -> Bool) throws(DirectoryWatcher.StartError) {
        self.include = include
        var directories: [Root] = []
        var files: [Root] = []
        for given in paths {
            let path = Self.trimmingTrailingSlashes(given)
            if let info = FileStatus.following(path), FileStatus.type(of: info) == .directory {
                directories.append(Self.root(directory: path, files: nil))
                continue
            }
            // A file, or a file not written yet (the runtime host may start before the first
            // compile): watch its directory for that name.
            let parent = Self.parent(of: path)
            guard let info = FileStatus.following(parent), FileStatus.type(of: info) == .directory else {
                throw .notFound(given)
            }
            let name = (path as NSString).lastPathComponent
            if let index = files.firstIndex(where: { $0.canonicalDirectory == FileStatus.canonical(parent) }) {
                files[index].files?[name] = path
            } else {
                files.append(Self.root(directory: parent, files: [name: path]))
            }
        }
        // A root inside another directory root is already covered; watching it twice would give
        // one inotify descriptor two meanings and report its files twice.
        var kept: [Root] = []
        for root in directories where !kept.contains(where: { Self.covers($0, root.canonicalDirectory) }) {
            kept.removeAll { Self.covers(root, $0.canonicalDirectory) }
            kept.append(root)
        }
        for root in files where !kept.contains(where: { Self.covers($0, root.canonicalDirectory) }) {
            kept.append(root)
        }
        roots = kept
    }

    /// `directory/name`, joined the way `LayoutFileFinder` joins them so paths match lint's.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether a directory or file name is hidden, and so skipped under a directory root.
    static func isHidden(_ name: String) -> Bool {
        name.hasPrefix(".")
    }

    /// The path to report for a file named `name` in `directory` under root `root`, or nil when
    /// the file does not matter: not a watched name, hidden, an editor's temporary file, or
    /// refused by the caller's filter.
    func reportedPath(forFileNamed name: String, in directory: String, root: Int) -> String? {
        guard roots.indices.contains(root) else { return nil }
        if let files = roots[root].files {
            // A file root is taken as named, whatever its name, as `nmview lint` takes it.
            return files[name]
        }
        guard !Self.isHidden(name), !EditorTemporaryFiles.isTemporary(name) else { return nil }
        let path = Self.join(directory, name)
        return include(path) ? path : nil
    }

    /// Whether the subdirectory `name` of a directory under root `root` is watched.
    func descends(intoDirectoryNamed name: String, root: Int) -> Bool {
        roots.indices.contains(root) && roots[root].isRecursive && !Self.isHidden(name)
    }

    /// Where an absolute path reported by the system lies: its root, its directory and its name,
    /// in the caller's spelling; nil when it is outside every root or inside a hidden directory.
    func locate(absolutePath: String) -> (root: Int, directory: String, name: String)? {
        for (index, root) in roots.enumerated() {
            for base in [root.canonicalDirectory, root.absoluteDirectory] {
                guard absolutePath.hasPrefix(base == "/" ? "/" : base + "/") else { continue }
                let relative = String(absolutePath.dropFirst(base == "/" ? 1 : base.count + 1))
                var components = relative.split(separator: "/").map(String.init)
                guard let name = components.popLast() else { continue }
                if !root.isRecursive, !components.isEmpty { return nil }
                if components.contains(where: Self.isHidden) { return nil }
                let directory = components.reduce(root.directory) { Self.join($0, $1) }
                return (index, directory, name)
            }
        }
        return nil
    }

    /// A root for `directory`, with its canonical and absolute spellings.
    private static func root(directory: String, files: [String: String]?) -> Root {
        let absolute =
            directory.hasPrefix("/")
            ? directory : join(FileManager.default.currentDirectoryPath, directory)
        return Root(
            directory: directory, files: files,
            canonicalDirectory: FileStatus.canonical(directory) ?? absolute,
            absoluteDirectory: (absolute as NSString).standardizingPath)
    }

    /// Whether directory root `root` contains the canonical directory `canonical` (or is it).
    private static func covers(_ root: Root, _ canonical: String) -> Bool {
        guard root.isRecursive else { return false }
        let base = root.canonicalDirectory
        return canonical == base || canonical.hasPrefix(base == "/" ? "/" : base + "/")
    }

    /// The directory holding `path`: "." for a bare name.
    private static func parent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// `path` without trailing slashes, except for "/" itself.
    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
