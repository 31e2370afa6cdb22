import Foundation

/// Lists what a scope covers on disk: the directories to watch and the files that matter.
struct DirectoryScanner {
    /// What is covered.
    let scope: WatchScope

    /// A directory's device and inode, to walk each directory once despite symbolic-link cycles.
    struct DirectoryKey: Hashable {
        /// The device.
        var device: UInt64
        /// The inode.
        var inode: UInt64
    }

    /// One directory's entries that matter.
    struct Listing {
        /// The files that matter, by reported path, with their identities.
        var files: [String: FileIdentity] = [:]
        /// The subdirectories to descend into, with their keys.
        var subdirectories: [(path: String, key: DirectoryKey)] = []
    }

    /// The files that matter directly in `directory` (under root `root`) and its subdirectories
    /// to descend into. For a file root, only its named files are looked at.
    func list(_ directory: String, root: Int) -> Listing {
        var listing = Listing()
        guard scope.roots.indices.contains(root) else { return listing }
        if let files = scope.roots[root].files {
            for (name, path) in files {
                if let identity = regularFile(WatchScope.join(directory, name)) { listing.files[path] = identity }
            }
            return listing
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return listing }
        for name in names where !WatchScope.isHidden(name) {
            let path = WatchScope.join(directory, name)
            // Following links, as `nmview lint` does; a dangling link is nothing.
            guard let info = FileStatus.following(path) else { continue }
            switch FileStatus.type(of: info) {
            case .directory:
                let key = DirectoryKey(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
                listing.subdirectories.append((path, key))
            case .regular:
                if let reported = scope.reportedPath(forFileNamed: name, in: directory, root: root) {
                    listing.files[reported] = FileIdentity(info)
                }
            case .symbolicLink, .other:
                continue
            }
        }
        return listing
    }

    /// Every file that matters under `directory` (under root `root`), recursively for a
    /// directory root, each directory visited once.
    func files(under directory: String, root: Int) -> [String: FileIdentity] {
        var files: [String: FileIdentity] = [:]
        var visited = Set<DirectoryKey>()
        if let info = FileStatus.following(directory) {
            visited.insert(DirectoryKey(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)))
        }
        // An explicit stack, not recursion: a deep tree must not overflow the thread's stack.
        var stack = [directory]
        while let next = stack.popLast() {
            let listing = list(next, root: root)
            files.merge(listing.files) { first, _ in first }
            for subdirectory in listing.subdirectories where visited.insert(subdirectory.key).inserted {
                stack.append(subdirectory.path)
            }
        }
        return files
    }

    /// Every file that matters under every root.
    func allFiles() -> [String: FileIdentity] {
        var files: [String: FileIdentity] = [:]
        for (index, root) in scope.roots.enumerated() {
            files.merge(self.files(under: root.directory, root: index)) { first, _ in first }
        }
        return files
    }

    /// The identity of the regular file at `path` (following links), or nil.
    private func regularFile(_ path: String) -> FileIdentity? {
        guard let info = FileStatus.following(path), FileStatus.type(of: info) == .regular else { return nil }
        return FileIdentity(info)
    }
}
