#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Regular files inotify saw created whose writer has not closed them yet: reported once they
/// have been left alone a moment, for a file that appears without being written under its name.
///
/// A file created with `open` is reported at its `IN_CLOSE_WRITE`, once written. But `link(2)`
/// (`ln`, `cp -l`, and `nmview init`, which writes a temporary file and links it into place so
/// that it never replaces a file made meanwhile) creates a name for a file written before: the
/// directory gets `IN_CREATE` and nothing more, and that file went unseen until another event
/// made the watcher look. Reading at `IN_CREATE` would catch a plain `open` half-written, so a
/// created file is read when its writer closes it, or else once it has not been written for
/// ``quietTime`` (at most ``longestWait`` after its creation): a linked file has long been quiet.
struct CreatedFiles {
    /// How long a created file must go unwritten before it is read without its close.
    static let quietTime: Int64 = 100_000_000
    /// The longest a created file waits for its close, however much it is being written.
    static let longestWait: UInt64 = 2_000_000_000

    /// The reported path and the creation time (uptime nanoseconds) of each file waited for, by path.
    private var waiting: [String: (reported: String, createdAt: UInt64)] = [:]

    /// Whether no file is waited for.
    var isEmpty: Bool { waiting.isEmpty }

    /// Notes that `path` (reported as `reported`) was created at `now`; whether it can be read at
    /// once instead: it has another name too (a hard link to a file written before).
    mutating func created(_ path: String, reported: String, at now: UInt64) -> Bool {
        if let info = FileStatus.notFollowing(path), FileStatus.type(of: info) == .regular, info.st_nlink > 1 {
            return true
        }
        waiting[path] = (reported, now)
        return false
    }

    /// Forgets `path`: it was closed after writing, moved or deleted, and reported for that.
    mutating func settled(_ path: String) {
        waiting[path] = nil
    }

    /// The reported paths of the files due to be read at `now` (uptime nanoseconds), forgotten
    /// here; files gone or no longer regular are forgotten without a report (their own events
    /// say what happened to them).
    mutating func due(at now: UInt64) -> [String] {
        let wallClock = FileStatus.wallClock()
        var due: [String] = []
        for (path, file) in waiting {
            guard let info = FileStatus.notFollowing(path), FileStatus.type(of: info) == .regular else {
                waiting[path] = nil
                continue
            }
            let written = FileIdentity(info).modified
            let waitedLongEnough = now &- file.createdAt >= Self.longestWait
            // An empty file is being created, not linked: its close will come.
            let quiet = info.st_size > 0 && wallClock &- written >= Self.quietTime
            guard quiet || waitedLongEnough else { continue }
            waiting[path] = nil
            due.append(file.reported)
        }
        return due.sorted()
    }
}
