#if canImport(CoreServices)
import CoreServices
import Dispatch
import Foundation

/// Watches with macOS's FSEvents: one stream over every root's directory, with per-file events,
/// delivered on the watcher's queue.
///
/// FSEvents watches recursively by itself, so new subdirectories need no extra work; it reports
/// canonical absolute paths, which the scope maps back to the caller's spelling. It has no
/// close-after-write event: a file may be read while still being written, which the content hash
/// and the empty-file retry absorb (at worst one extra batch with the final content). Any event
/// for a file has it read, so a file linked into place (`link(2)`, as `nmview init` does) is read
/// at its creation; an event flagged as concerning a hard link has its whole folder looked at.
final class FSEventsBackend: WatchBackend, @unchecked Sendable {
    /// "fsevents".
    let modeName = "fsevents"
    /// The stream's latency. With `NoDefer` the first event of a quiet spell is delivered at
    /// once and only what follows within this window is grouped, so a single save is not delayed.
    static let latency: CFTimeInterval = 0.01

    /// What is covered.
    private let scope: WatchScope
    /// The watcher's queue, where the stream delivers.
    private let queue: DispatchQueue
    /// Where events go.
    private let emit: ([BackendEvent]) -> Void
    /// The stream, while running.
    private var stream: FSEventStreamRef?

    /// A backend for `scope`, reporting through `emit` on `queue`.
    init(scope: WatchScope, queue: DispatchQueue, emit: @escaping ([BackendEvent]) -> Void) {
        self.scope = scope
        self.queue = queue
        self.emit = emit
    }

    /// Releases the stream if `stop()` was not called.
    deinit {
        release()
    }

    /// Creates and starts the stream.
    func start() throws(BackendUnavailable) {
        // The stream does not retain its info pointer; the watcher keeps this backend alive until
        // stop(), which invalidates the stream before the backend can go.
        var context = FSEventStreamContext(
            version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil, copyDescription: nil)
        let paths = scope.roots.map(\.absoluteDirectory) as CFArray
        let flags = FSEventStreamCreateFlags(kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer)
        let created = FSEventStreamCreate(
            kCFAllocatorDefault,
            { _, info, count, paths, flags, _ in
                guard let info else { return }
                let backend = Unmanaged<FSEventsBackend>.fromOpaque(info).takeUnretainedValue()
                // Without kFSEventStreamCreateFlagUseCFTypes, `paths` is a C array of C strings.
                let cPaths = paths.assumingMemoryBound(to: UnsafePointer<CChar>.self)
                var received: [(path: String, flags: FSEventStreamEventFlags)] = []
                received.reserveCapacity(count)
                for index in 0..<count {
                    received.append((String(cString: cPaths[index]), flags[index]))
                }
                backend.handle(received)
            },
            &context, paths, FSEventStreamEventId(kFSEventStreamEventIdSinceNow), Self.latency, flags)
        guard let created else {
            throw BackendUnavailable(message: "FSEvents could not watch these directories; falling back to polling every 0.5 s")
        }
        FSEventStreamSetDispatchQueue(created, queue)
        guard FSEventStreamStart(created) else {
            FSEventStreamInvalidate(created)
            FSEventStreamRelease(created)
            throw BackendUnavailable(message: "FSEvents could not start; falling back to polling every 0.5 s")
        }
        stream = created
    }

    /// Stops and releases the stream.
    func stop() {
        release()
    }

    /// Stops, invalidates and releases the stream, if any.
    private func release() {
        guard let stream else { return }
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        FSEventStreamRelease(stream)
        self.stream = nil
    }

    /// Turns the stream's events into backend events.
    private func handle(_ received: [(path: String, flags: FSEventStreamEventFlags)]) {
        guard stream != nil else { return }
        let dropped = FSEventStreamEventFlags(
            kFSEventStreamEventFlagUserDropped | kFSEventStreamEventFlagKernelDropped | kFSEventStreamEventFlagRootChanged)
        let mustScan = FSEventStreamEventFlags(kFSEventStreamEventFlagMustScanSubDirs)
        let isDirectory = FSEventStreamEventFlags(kFSEventStreamEventFlagItemIsDir)
        let hardLink = FSEventStreamEventFlags(
            kFSEventStreamEventFlagItemIsHardlink | kFSEventStreamEventFlagItemIsLastHardlink)
        var events: [BackendEvent] = []
        for (path, flags) in received {
            if flags & dropped != 0 {
                events.append(.rescan)
                continue
            }
            guard let located = scope.locate(absolutePath: path) else {
                // The root itself: coalesced events under it mean everything must be looked at.
                if flags & mustScan != 0 { events.append(.rescan) }
                continue
            }
            let (root, directory, name) = (located.root, located.directory, located.name)
            if flags & (mustScan | isDirectory) != 0 {
                // A directory created, removed or renamed, or one whose events were coalesced:
                // look at what is in it now and at what was known under it.
                guard scope.descends(intoDirectoryNamed: name, root: root) else { continue }
                let reported = WatchScope.join(directory, name)
                events.append(.directoryVanished(reported))
                events.append(.directoryAppeared(reported, root: root))
                continue
            }
            if let reported = scope.reportedPath(forFileNamed: name, in: directory, root: root) {
                events.append(.file(reported))
            }
            if flags & hardLink != 0 {
                // A file with several names may be reported under one of them only, a temporary
                // one even (`nmview init` writes a hidden file and links it into place): look at
                // the folder it is in, whose other files the content hash keeps from being news.
                events.append(.directoryAppeared(directory, root: root))
            }
        }
        if !events.isEmpty { emit(events) }
    }
}
#endif
