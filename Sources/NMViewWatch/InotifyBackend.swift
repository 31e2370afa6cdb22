#if os(Linux) || os(Android)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
import Dispatch
import Foundation

/// Watches with Linux's inotify: one descriptor, one watch per directory, read through a
/// `DispatchSourceRead` on the watcher's queue.
///
/// Directories are watched rather than files, so atomic saves (a new inode renamed over the
/// old) are seen as a `IN_MOVED_TO` in the directory. Files react to `IN_CLOSE_WRITE` and
/// `IN_MOVED_TO`, a completed write, not to every `write(2)` in between, and to `IN_ATTRIB`: a
/// `chmod` can make a file readable or unreadable without writing it.
final class InotifyBackend: WatchBackend, @unchecked Sendable {
    /// "inotify".
    let modeName = "inotify"
    /// The events asked for on each directory.
    static let mask: UInt32 = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF
            | IN_ATTRIB | IN_ONLYDIR)
    /// The size of the read buffer: room for hundreds of events per read(2).
    static let bufferSize = 64 * 1024
    /// Reads per readiness callback; Dispatch calls again if more is waiting, so one directory
    /// that never stops changing cannot hold the queue.
    static let readsPerCallback = 64
    /// The polling interval suggested in the watch-limit warning (the watcher's fallback).
    static let fallbackDescription = "0.5 s"
    /// How often a root that was deleted or moved away is looked for. inotify cannot watch for a
    /// path to reappear when its parents may be gone too, so this one `stat` per interval does.
    static let returnCheckInterval: DispatchTimeInterval = .milliseconds(250)

    /// One watched directory.
    private struct Watched {
        /// Its path, spelled from the root's spelling.
        var path: String
        /// The index of its root in the scope.
        var root: Int
    }

    /// What is covered.
    private let scope: WatchScope
    /// Lists directories when adding watches.
    private let scanner: DirectoryScanner
    /// The watcher's queue.
    private let queue: DispatchQueue
    /// Where events go.
    private let emit: ([BackendEvent]) -> Void
    /// For tests: behave as if the kernel's watch limit were this many watches.
    private let simulatedWatchLimit: Int?
    /// The inotify descriptor, or -1.
    private var descriptor: Int32 = -1
    /// The read source on `descriptor`.
    private var source: DispatchSourceRead?
    /// The watched directories by watch descriptor.
    private var watched: [Int32: Watched] = [:]
    /// The watch descriptors by directory path, to drop a moved directory's subtree.
    private var descriptors: [String: Int32] = [:]
    /// Set once the backend has given up (watch limit); later events are ignored.
    private var hasFailed = false
    /// The roots (by index) deleted or moved away, waited for to come back.
    private var missingRoots = Set<Int>()
    /// The timer looking for `missingRoots`, while there are any.
    private var returnTimer: DispatchSourceTimer?
    /// Files created and not yet closed, read once left alone (see ``CreatedFiles``).
    private var created = CreatedFiles()
    /// Whether a look at `created` is scheduled.
    private var createdCheckScheduled = false
    /// The read buffer, allocated once.
    private let buffer = UnsafeMutableRawPointer.allocate(byteCount: InotifyBackend.bufferSize, alignment: 8)

    /// A backend for `scope`, reporting through `emit` on `queue`.
    init(scope: WatchScope, queue: DispatchQueue, simulatedWatchLimit: Int? = nil, emit: @escaping ([BackendEvent]) -> Void) {
        self.scope = scope
        self.scanner = DirectoryScanner(scope: scope)
        self.queue = queue
        self.simulatedWatchLimit = simulatedWatchLimit
        self.emit = emit
    }

    /// Closes the descriptor if `stop()` was not called, and frees the buffer.
    deinit {
        release()
        buffer.deallocate()
    }

    /// Opens the descriptor and watches every directory of every root.
    func start() throws(BackendUnavailable) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            let code = errno
            if code == EMFILE {
                throw BackendUnavailable(
                    message: "inotify instance limit reached (fs.inotify.max_user_instances=\(Self.limit("max_user_instances"))); "
                        + "raise it with `sudo sysctl fs.inotify.max_user_instances=1024`; "
                        + "falling back to polling every \(Self.fallbackDescription)")
            }
            throw BackendUnavailable(
                message: "inotify is unavailable (\(FileStatus.describe(code))); falling back to polling every \(Self.fallbackDescription)")
        }
        self.descriptor = descriptor
        for (index, root) in scope.roots.enumerated() {
            if !watchTree(root.directory, root: index) {
                throw BackendUnavailable(message: Self.watchLimitMessage())
            }
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler { [weak self] in self?.drain() }
        source.setCancelHandler { close(descriptor) }
        source.resume()
        self.source = source
    }

    /// Stops reading and closes the descriptor, which drops every watch with it.
    func stop() {
        hasFailed = true
        release()
        watched.removeAll()
        descriptors.removeAll()
    }

    /// Cancels the source, whose cancel handler closes the descriptor, or closes the descriptor
    /// directly when start() failed before the source existed.
    private func release() {
        returnTimer?.cancel()
        returnTimer = nil
        if let source {
            source.cancel()
        } else if descriptor >= 0 {
            close(descriptor)
        }
        source = nil
        descriptor = -1
    }

    /// The warning for `ENOSPC`: the limit, how to raise it, and what happens meanwhile.
    static func watchLimitMessage() -> String {
        "inotify watch limit reached (fs.inotify.max_user_watches=\(limit("max_user_watches"))); "
            + "raise it with `sudo sysctl fs.inotify.max_user_watches=524288`; "
            + "falling back to polling every \(fallbackDescription)"
    }

    /// The current value of `/proc/sys/fs/inotify/<name>`, or "?".
    private static func limit(_ name: String) -> String {
        let text = try? String(contentsOfFile: "/proc/sys/fs/inotify/" + name, encoding: .utf8)
        return text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
    }

    /// Watches `directory` and every directory below it that the scope descends into; false when
    /// the watch limit was reached. Each directory is watched before it is listed, so a file or
    /// directory created inside it meanwhile is either listed or reported by the new watch.
    private func watchTree(_ directory: String, root: Int) -> Bool {
        var visited = Set<DirectoryScanner.DirectoryKey>()
        var stack = [directory]
        while let next = stack.popLast() {
            switch addWatch(next, root: root) {
            case .limitReached:
                return false
            case .skipped:
                continue
            case .added:
                break
            }
            for subdirectory in scanner.list(next, root: root).subdirectories
            where visited.insert(subdirectory.key).inserted {
                if scope.descends(intoDirectoryNamed: (subdirectory.path as NSString).lastPathComponent, root: root) {
                    stack.append(subdirectory.path)
                }
            }
        }
        return true
    }

    /// What adding one watch did.
    private enum AddOutcome {
        /// Watched (or already watched under this path).
        case added
        /// Not watched: gone, not a directory, not permitted, or already watched elsewhere.
        case skipped
        /// The kernel's (or the test's) watch limit was reached.
        case limitReached
    }

    /// Adds the watch for one directory.
    private func addWatch(_ path: String, root: Int) -> AddOutcome {
        if let limit = simulatedWatchLimit, watched.count >= limit, descriptors[path] == nil { return .limitReached }
        let descriptor = inotify_add_watch(self.descriptor, path, Self.mask)
        guard descriptor >= 0 else {
            // ENOSPC is the watch limit; ENOMEM is the kernel out of memory for watches, which
            // calls for the same remedy. Anything else (gone, not permitted) skips this one.
            return errno == ENOSPC || errno == ENOMEM ? .limitReached : .skipped
        }
        if let existing = watched[descriptor], existing.path != path {
            // The same directory reached through a symbolic link: keep the first spelling.
            return .skipped
        }
        watched[descriptor] = Watched(path: path, root: root)
        descriptors[path] = descriptor
        return .added
    }

    /// Drops the watches on `path` and every directory below it.
    private func unwatchTree(_ path: String) {
        let prefix = path + "/"
        for (directory, descriptor) in descriptors where directory == path || directory.hasPrefix(prefix) {
            inotify_rm_watch(self.descriptor, descriptor)
            watched[descriptor] = nil
            descriptors[directory] = nil
        }
    }

    /// Reads what is waiting and hands it to the watcher as one list.
    private func drain() {
        guard !hasFailed, descriptor >= 0 else { return }
        var events: [BackendEvent] = []
        for _ in 0..<Self.readsPerCallback {
            let count = read(descriptor, buffer, Self.bufferSize)
            if count < 0 {
                if errno == EINTR { continue }
                break  // EAGAIN: nothing more for now.
            }
            if count == 0 { break }
            parse(UnsafeRawBufferPointer(start: buffer, count: count), into: &events)
            if hasFailed { break }
        }
        if !events.isEmpty { emit(events) }
    }

    /// Turns the raw `inotify_event` records in `bytes` into backend events.
    private func parse(_ bytes: UnsafeRawBufferPointer, into events: inout [BackendEvent]) {
        let headerSize = MemoryLayout<inotify_event>.size
        var offset = 0
        while offset + headerSize <= bytes.count {
            let header = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameStart = offset + headerSize
            let nameEnd = min(nameStart + Int(header.len), bytes.count)
            // The name is NUL-padded to an alignment boundary.
            let nameBytes = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset = nameEnd
            handle(descriptor: header.wd, mask: header.mask, name: name, into: &events)
            if hasFailed { return }
        }
    }

    /// Interprets one event.
    private func handle(descriptor: Int32, mask: UInt32, name: String, into events: inout [BackendEvent]) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were dropped, possibly the creation of directories: watch what is there
            // now, then have every file checked.
            for (index, root) in scope.roots.enumerated() where !watchTree(root.directory, root: index) {
                return giveUp(into: &events)
            }
            events.append(.rescan)
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            // The kernel dropped this watch (directory deleted, or inotify_rm_watch).
            if let gone = watched.removeValue(forKey: descriptor), descriptors[gone.path] == descriptor {
                descriptors[gone.path] = nil
            }
            return
        }
        guard let directory = watched[descriptor] else { return }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            // A subdirectory's removal is handled through its parent's IN_DELETE/IN_MOVED_FROM;
            // only a root going away needs saying, and waiting for: a branch switch or a
            // regenerated folder puts it back, and the user expects the watch to go on.
            if scope.roots.indices.contains(directory.root), scope.roots[directory.root].directory == directory.path {
                unwatchTree(directory.path)
                events.append(.directoryVanished(directory.path))
                events.append(.warning("'\(directory.path)' was removed or moved away; watching for it to come back"))
                awaitReturn(ofRoot: directory.root)
            }
            return
        }
        guard !name.isEmpty else { return }
        let path = WatchScope.join(directory.path, name)
        if mask & UInt32(IN_ISDIR) != 0 {
            guard scope.descends(intoDirectoryNamed: name, root: directory.root) else { return }
            if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                // A moved directory keeps its watches, which would go on reporting under the old
                // path; drop them, and let IN_MOVED_TO watch it afresh under the new one.
                unwatchTree(path)
                events.append(.directoryVanished(path))
            }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                guard watchTree(path, root: directory.root) else { return giveUp(into: &events) }
                events.append(.directoryAppeared(path, root: directory.root))
            }
            return
        }
        guard let reported = scope.reportedPath(forFileNamed: name, in: directory.path, root: directory.root) else { return }
        if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE) != 0 {
            created.settled(path)
        }
        if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB) != 0 {
            // IN_ATTRIB also comes with `touch`; the content hash keeps that from being a change.
            events.append(.file(reported))
        } else if mask & UInt32(IN_CREATE) != 0 {
            // A created regular file is reported at IN_CLOSE_WRITE, once written: reading it at
            // creation would see it empty. A symbolic link is never written, so it counts now; a
            // linked file is never closed here, so it counts once left alone (CreatedFiles).
            guard let info = FileStatus.notFollowing(path) else { return }
            switch FileStatus.type(of: info) {
            case .symbolicLink:
                events.append(.file(reported))
            case .regular:
                if created.created(path, reported: reported, at: DispatchTime.now().uptimeNanoseconds) {
                    events.append(.file(reported))
                } else {
                    scheduleCreatedCheck()
                }
            case .directory, .other:
                break
            }
        }
    }

    /// Looks at the created files a moment from now, and again while any is left.
    private func scheduleCreatedCheck() {
        guard !createdCheckScheduled else { return }
        createdCheckScheduled = true
        queue.asyncAfter(deadline: .now() + .milliseconds(50)) { [weak self] in
            guard let self, !self.hasFailed else { return }
            self.createdCheckScheduled = false
            let due = self.created.due(at: DispatchTime.now().uptimeNanoseconds)
            if !self.created.isEmpty { self.scheduleCreatedCheck() }
            if !due.isEmpty { self.emit(due.map { .file($0) }) }
        }
    }

    /// Looks for root `root` every `returnCheckInterval` until it is a directory again.
    private func awaitReturn(ofRoot root: Int) {
        missingRoots.insert(root)
        guard returnTimer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(
            deadline: .now() + Self.returnCheckInterval, repeating: Self.returnCheckInterval, leeway: .milliseconds(25))
        timer.setEventHandler { [weak self] in self?.checkReturnedRoots() }
        timer.resume()
        returnTimer = timer
    }

    /// Watches again each missing root that is back, and has what is in it checked: it is watched
    /// before it is listed, so a file written into it meanwhile is listed or reported, or both.
    private func checkReturnedRoots() {
        guard !hasFailed else { return }
        var events: [BackendEvent] = []
        for index in missingRoots.sorted() {
            let directory = scope.roots[index].directory
            guard let info = FileStatus.following(directory), FileStatus.type(of: info) == .directory else { continue }
            missingRoots.remove(index)
            guard watchTree(directory, root: index) else {
                giveUp(into: &events)
                break
            }
            events.append(.directoryAppeared(directory, root: index))
        }
        if missingRoots.isEmpty || hasFailed {
            returnTimer?.cancel()
            returnTimer = nil
        }
        if !events.isEmpty { emit(events) }
    }

    /// Stops handling events and tells the watcher to fall back to polling.
    private func giveUp(into events: inout [BackendEvent]) {
        hasFailed = true
        events.append(.unavailable(Self.watchLimitMessage()))
    }
}
#endif
