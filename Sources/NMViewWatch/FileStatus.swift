#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file: enough to notice cheaply that it may have changed.
struct FileIdentity: Sendable, Hashable {
    /// The device holding the file.
    var device: UInt64
    /// The inode; a new one means the file was replaced, as atomic saves do.
    var inode: UInt64
    /// The size in bytes.
    var size: Int64
    /// The last modification, in nanoseconds since 1970.
    var modified: Int64
    /// The last status change (a rename, a permission change), in nanoseconds since 1970.
    var statusChanged: Int64

    /// The identity in a `stat` buffer.
    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = FileStatus.nanoseconds(info.st_mtimespec)
        statusChanged = FileStatus.nanoseconds(info.st_ctimespec)
        #else
        modified = FileStatus.nanoseconds(info.st_mtim)
        statusChanged = FileStatus.nanoseconds(info.st_ctim)
        #endif
    }
}

/// The kinds of things a path can name, as far as the watcher cares.
enum FileType: Sendable, Hashable {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A symbolic link (only `lstat` sees these).
    case symbolicLink
    /// A FIFO, socket or device: never read.
    case other
}

/// Thin wrappers over `stat`, `lstat`, `realpath` and the clocks.
enum FileStatus {
    /// The status of what `path` names, following symbolic links; nil when nothing is there.
    static func following(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    /// The status of `path` itself, a symbolic link not followed; nil when nothing is there.
    static func notFollowing(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// The kind of file a status describes.
    static func type(of info: stat) -> FileType {
        switch UInt32(info.st_mode) & UInt32(S_IFMT) {
        case UInt32(S_IFREG): .regular
        case UInt32(S_IFDIR): .directory
        case UInt32(S_IFLNK): .symbolicLink
        default: .other
        }
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The wall clock in nanoseconds since 1970, comparable with file times.
    static func wallClock() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return nanoseconds(now)
    }

    /// A `timespec` in nanoseconds.
    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    /// The text of an `errno` value.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
