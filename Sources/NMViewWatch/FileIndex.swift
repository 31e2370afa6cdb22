#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// What the watcher last saw of each file, and the check that turns candidate paths into changes.
///
/// Every candidate is read and hashed, so a save that writes the same bytes, a `touch`, or a
/// burst whose last write restores the content reports nothing. Two editor habits get special
/// care:
/// - An empty or unreadable file is read again after a few milliseconds (bounded), because
///   VS Code truncates before writing and a reader can land in between.
/// - A missing file is reported removed only once it has stayed missing for a short grace,
///   because vim and JetBrains rename the old file away before the new one is in place.
struct FileIndex {
    /// What was last seen of one file.
    struct Record: Sendable, Hashable {
        /// Its identity when last read.
        var identity: FileIdentity
        /// Its content when last read.
        var content: Content
        /// When it was last read, by the wall clock, to tell whether its identity can be trusted.
        var checkedAt: Int64
    }

    /// A file's content as last read.
    enum Content: Sendable, Hashable {
        /// The digest of what was read.
        case digest(ContentDigest)
        /// The file could not be read.
        case unreadable
    }

    /// How long a file must stay missing before it is reported removed.
    var removalGrace: DispatchTimeInterval = .milliseconds(50)
    /// The pauses before reading an empty or unreadable file again: 14 ms in all, at most.
    var retryPauses: [useconds_t] = [2_000, 4_000, 8_000]
    /// A file read within this long of its modification time may have been written again within
    /// the same timestamp tick (a jiffy on Linux, a second on some file systems), so polling
    /// reads it again even when `stat` says nothing changed (git calls these "racily clean").
    var racyWindow: Int64 = 2_000_000_000

    /// The last seen state of each file that matters, by path.
    private(set) var records: [String: Record] = [:]
    /// When each file found missing may be reported removed (uptime nanoseconds).
    private(set) var removalDeadlines: [String: UInt64] = [:]

    /// Records the files' current state without reporting anything: the starting point.
    mutating func baseline(_ paths: some Sequence<String>) {
        let now = FileStatus.wallClock()
        for path in paths {
            switch ContentHasher.digest(of: path) {
            case .read(let identity, let digest):
                records[path] = Record(identity: identity, content: .digest(digest), checkedAt: now)
            case .unreadable(let identity):
                records[path] = Record(identity: identity, content: .unreadable, checkedAt: now)
            case .missing, .notAFile:
                continue
            }
        }
    }

    /// The changes among `paths`, sorted by path, the records updated to match.
    mutating func check(_ paths: Set<String>) -> [WatchedChange] {
        var changes: [WatchedChange] = []
        var again: [String] = []
        for path in paths.sorted() {
            let reading = ContentHasher.digest(of: path)
            if deservesSecondLook(path, reading) {
                again.append(path)
            } else {
                apply(reading, to: path, into: &changes)
            }
        }
        // Bounded: at most `retryPauses.count` more rounds, whatever the files do meanwhile.
        for (round, pause) in retryPauses.enumerated() where !again.isEmpty {
            usleep(pause)
            let isLast = round == retryPauses.count - 1
            var still: [String] = []
            for path in again {
                let reading = ContentHasher.digest(of: path)
                if !isLast, deservesSecondLook(path, reading) {
                    still.append(path)
                } else {
                    apply(reading, to: path, into: &changes)
                }
            }
            again = still
        }
        changes.sort { $0.path < $1.path }
        return changes
    }

    /// The earliest time (uptime nanoseconds) a missing file may be reported removed, if any.
    var nextRemovalDeadline: UInt64? { removalDeadlines.values.min() }

    /// The missing files whose grace is over by `now` (uptime nanoseconds).
    func expiredRemovals(at now: UInt64) -> [String] {
        removalDeadlines.compactMap { $0.value <= now ? $0.key : nil }
    }

    /// Whether polling should read `path` again: it is new, its identity moved, or it was last
    /// read too soon after it was written to trust that identity.
    func mayHaveChanged(_ path: String, identity: FileIdentity) -> Bool {
        guard let record = records[path] else { return true }
        return record.identity != identity || record.checkedAt &- record.identity.modified < racyWindow
    }

    /// Whether a reading may be a save caught halfway (empty or unreadable) and worth retrying.
    private func deservesSecondLook(_ path: String, _ reading: FileReading) -> Bool {
        switch reading {
        case .unreadable:
            return true
        case .read(_, let digest):
            // Empty now and empty before reports nothing anyway; no need to wait.
            return digest.size == 0 && records[path]?.content != .digest(digest)
        case .missing, .notAFile:
            return false
        }
    }

    /// Folds one reading of `path` into the records, adding the change it makes, if any.
    private mutating func apply(_ reading: FileReading, to path: String, into changes: inout [WatchedChange]) {
        let content: Content
        let identity: FileIdentity
        switch reading {
        case .missing, .notAFile:
            guard records[path] != nil else {
                removalDeadlines[path] = nil
                return
            }
            let now = DispatchTime.now().uptimeNanoseconds
            if let deadline = removalDeadlines[path] {
                guard now >= deadline else { return }
                records[path] = nil
                removalDeadlines[path] = nil
                changes.append(WatchedChange(path: path, kind: .removed))
            } else {
                removalDeadlines[path] = now + Self.nanoseconds(removalGrace)
            }
            return
        case .unreadable(let found):
            (identity, content) = (found, .unreadable)
        case .read(let found, let digest):
            (identity, content) = (found, .digest(digest))
        }
        removalDeadlines[path] = nil
        let isChange = records[path]?.content != content
        records[path] = Record(identity: identity, content: content, checkedAt: FileStatus.wallClock())
        if isChange { changes.append(WatchedChange(path: path, kind: .changed)) }
    }

    /// A dispatch interval in nanoseconds.
    static func nanoseconds(_ interval: DispatchTimeInterval) -> UInt64 {
        switch interval {
        case .seconds(let value): UInt64(max(value, 0)) * 1_000_000_000
        case .milliseconds(let value): UInt64(max(value, 0)) * 1_000_000
        case .microseconds(let value): UInt64(max(value, 0)) * 1_000
        case .nanoseconds(let value): UInt64(max(value, 0))
        case .never: UInt64.max / 2
        @unknown default: 0
        }
    }
}
