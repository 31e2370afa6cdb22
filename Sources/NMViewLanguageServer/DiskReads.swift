#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NMViewDiagnostics
import NMViewSourceTree
import NMViewYAML

/// The workspace's files on disk, read again only when `stat` says they may have changed.
///
/// Every lint sees every layout under the editor's folders, so reading them all on each keystroke
/// cost a project of 200 layouts about 5 ms. A file keeps its last read while its size, times,
/// inode and device stay the same, unless it was modified in the last two seconds: a second save
/// within the file system's timestamp granularity could keep all of them (git's "racy clean"
/// case), so a recent file is always read.
struct DiskReads {
    private struct Stamp: Equatable {
        var size: Int64
        var modified: timespec
        var changed: timespec
        var inode: UInt64
        var device: UInt64

        static func == (lhs: Stamp, rhs: Stamp) -> Bool {
            lhs.size == rhs.size && lhs.inode == rhs.inode && lhs.device == rhs.device
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
        }
    }

    private var cache: [String: (stamp: Stamp, read: Result<SourceFile, Diagnostic>)] = [:]
    /// Reads from disk so far, cached ones not counted.
    private(set) var loads = 0

    /// How recent a modification must be, in seconds, for the file to be read whatever its stamp says.
    var racyWindowSeconds = 2

    /// The file at `path`, from the last read when it has not changed since.
    mutating func read(_ path: String, limits: ReaderLimits) -> Result<SourceFile, Diagnostic> {
        guard let stamp = Self.stamp(path) else {
            cache[path] = nil
            loads += 1
            return SourceFile.load(path, limits: limits)
        }
        let now = time(nil)
        if let cached = cache[path], cached.stamp == stamp, now - stamp.modified.tv_sec > racyWindowSeconds,
            now - stamp.changed.tv_sec > racyWindowSeconds
        {
            return cached.read
        }
        let read = SourceFile.load(path, limits: limits)
        loads += 1
        cache[path] = (stamp, read)
        return read
    }

    /// Forgets files no longer in `paths`.
    mutating func keep(only paths: Set<String>) {
        cache = cache.filter { paths.contains($0.key) }
    }

    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        return Stamp(
            size: Int64(status.st_size), modified: status.st_mtimespec, changed: status.st_ctimespec,
            inode: UInt64(status.st_ino), device: UInt64(status.st_dev))
        #else
        return Stamp(
            size: Int64(status.st_size), modified: status.st_mtim, changed: status.st_ctim,
            inode: UInt64(status.st_ino), device: UInt64(status.st_dev))
        #endif
    }
}
