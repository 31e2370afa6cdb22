import Dispatch
import Foundation

/// Watches directories for saved files and hands each batch of real changes to a handler.
///
/// Used by `nmview watch` (every save re-validated in milliseconds) and by the runtime host
/// watching a compiled layout. Events come from inotify on Linux, FSEvents on Darwin, or polling
/// (on request, where neither exists, or when inotify's watch limit is reached). Whatever the
/// source, every candidate file is read and hashed before it is reported, so:
/// - only files whose content differs from what was last seen are reported as changed;
/// - editors' atomic saves (vim's rename and new inode, JetBrains' `___jb_tmp___` dance,
///   VS Code's truncate-then-write) come out as one change with the final content, never as a
///   removal, an empty file, or a temporary file;
/// - a burst of saves is folded into at most one more batch while the handler runs, and a lone
///   save is reported at once, with no debounce delay.
///
/// A root deleted or moved away (a branch switch, a regenerated folder) has its files reported
/// removed, with a warning from inotify, and is watched again as soon as it is back.
///
/// Hidden directories and files (`.git`, `.build`, `.#lock`) are skipped under a directory root,
/// as `nmview lint` skips them; editors' temporary and swap files are skipped everywhere.
public final class DirectoryWatcher: @unchecked Sendable {
    /// Where events come from.
    public enum Mode: Sendable {
        /// inotify on Linux, FSEvents on Darwin; polling every 0.5 s where neither is available.
        case automatic
        /// Looking at every file's `stat` each interval (at least 10 ms): for file systems that
        /// deliver no events, such as network shares and some container mounts.
        case polling(interval: Duration)
    }

    /// Why `start` refused.
    public enum StartError: Error, Sendable, Hashable, CustomStringConvertible {
        /// `start` was called before, or after `stop`; a watcher runs once.
        case alreadyStarted
        /// A root names nothing, and its parent directory does not exist either.
        case notFound(String)

        /// A sentence for the user.
        public var description: String {
            switch self {
            case .alreadyStarted: "the watcher was already started"
            case .notFound(let path): "no such file or directory '\(path)'"
            }
        }
    }

    /// The polling interval used when an event API is unavailable or gives up.
    static let fallbackInterval: DispatchTimeInterval = .milliseconds(500)

    /// The private serial queue where events are read and files checked. Internal so tests can
    /// hold it up to overflow the kernel's event queue.
    let queue = DispatchQueue(label: "nmview.watch")
    /// For tests: make inotify behave as if its watch limit were this many directories.
    /// Set before `start`.
    var simulatedWatchLimit: Int?

    /// The roots as given.
    private let rootPaths: [String]
    /// The requested mode.
    private let mode: Mode
    /// The caller's filter on file paths.
    private let include: @Sendable (String) -> Bool

    /// Guards the state below, which callers read from any thread.
    private let lock = NSLock()
    /// Whether the watcher is idle, running or stopped.
    private var lifecycle = Lifecycle.idle
    /// `onWarning`'s storage.
    private var warningHandler: (@Sendable (String) -> Void)?
    /// `activeMode`'s storage.
    private var currentModeName: String
    /// The files seen at start, for `initialFiles()`.
    private var startingFiles: [String] = []

    // Confined to `queue`.
    /// What is covered, once started.
    private var scope: WatchScope?
    /// What was last seen of each file.
    private var index = FileIndex()
    /// The paths gathered for the next batch.
    private var coalescer = ChangeCoalescer()
    /// The source of events.
    private var backend: (any WatchBackend)?
    /// The caller's handler, until stopped.
    private var handler: (@Sendable ([WatchedChange]) async -> Void)?
    /// Whether a timer is set to look again at files found missing.
    private var removalCheckScheduled = false
    /// The time (uptime nanoseconds) up to which expired removal deadlines were added to the
    /// pending work.
    private var removalsSweptUpTo: UInt64 = 0
    /// How many times everything was checked because events were lost (read by tests).
    private(set) var rescanCount = 0

    /// The watcher's stages.
    private enum Lifecycle {
        /// Made, not started.
        case idle
        /// Started.
        case running
        /// Stopped; it does not start again.
        case stopped
    }

    /// A watcher over `roots`: directories, watched recursively, or files, watched through their
    /// directories (a file that does not exist yet is reported when it appears). `include`
    /// decides which file paths under a directory root matter, for instance those with a layout
    /// suffix; a file root is taken as named. No roots: nothing is watched.
    public init(roots: [String], mode: Mode = .automatic, include: @escaping @Sendable (String) -> Bool) {
        self.rootPaths = roots
        self.mode = mode
        self.include = include
        switch mode {
        case .polling:
            currentModeName = "polling"
        case .automatic:
            #if os(Linux) || os(Android)
            currentModeName = "inotify"
            #elseif canImport(CoreServices)
            currentModeName = "fsevents"
            #else
            currentModeName = "polling"
            #endif
        }
    }

    /// Stops the backend of a watcher dropped without `stop()`.
    deinit {
        // Reached only without stop(): the backend's callbacks hold the watcher weakly.
        if let backend {
            queue.async { backend.stop() }
        }
    }

    /// Called, on the watcher's queue, with something the user should know that does not stop
    /// the watcher: "inotify watch limit reached (fs.inotify.max_user_watches=…); raise it with
    /// `sudo sysctl fs.inotify.max_user_watches=524288`; falling back to polling every 0.5 s".
    /// Set it before `start` to hear about problems found while starting.
    public var onWarning: (@Sendable (String) -> Void)? {
        get { locked { warningHandler } }
        set { locked { warningHandler = newValue } }
    }

    /// "inotify", "fsevents" or "polling": where events come from now (it changes to "polling"
    /// if inotify gives up), for the CLI to print.
    public var activeMode: String {
        locked { currentModeName }
    }

    /// Starts watching; `handler` gets each batch of changes, never two batches at once: changes
    /// that arrive while it runs are folded into the next batch. The first call reports nothing;
    /// call `initialFiles()` for the starting set.
    ///
    /// Watches are in place when this returns: any save after it is reported. The calling thread
    /// waits while every file under the roots is read; from async code, use the async overload.
    public func start(handler: @escaping @Sendable ([WatchedChange]) async -> Void) throws {
        try queue.sync { try setUp(handler: handler) }
    }

    /// ``start(handler:)`` for async code: the watches are set up and every file under the roots
    /// read on the watcher's queue while the calling task waits without holding a thread of
    /// Swift's concurrency pool, which has one per core and which other tasks need meanwhile.
    public func start(handler: @escaping @Sendable ([WatchedChange]) async -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            queue.async { [self] in
                continuation.resume(with: Result { try setUp(handler: handler) })
            }
        }
    }

    /// The files that matter under the roots, sorted: as found by `start`, or found now if the
    /// watcher has not been started.
    public func initialFiles() -> [String] {
        let (hasStarted, files) = locked { (lifecycle != .idle, startingFiles) }
        if hasStarted { return files }
        let existing = rootPaths.filter { (try? WatchScope(paths: [$0], include: include)) != nil }
        guard let scope = try? WatchScope(paths: existing, include: include) else { return [] }
        return DirectoryScanner(scope: scope).allFiles().keys.sorted()
    }

    /// Stops watching. No batch is handed over after this returns, except one whose hand-over
    /// had already begun; a batch being handled is not interrupted.
    public func stop() {
        let wasRunning = locked {
            defer { lifecycle = .stopped }
            return lifecycle == .running
        }
        guard wasRunning else { return }
        queue.async { [self] in
            backend?.stop()
            backend = nil
            handler = nil
        }
    }

    // MARK: - On the queue

    /// What `start` does: claims the watcher, starts the backend and takes the baseline.
    private func setUp(handler: @escaping @Sendable ([WatchedChange]) async -> Void) throws {
        let scope = try WatchScope(paths: rootPaths, include: include)
        let mayStart = locked {
            guard lifecycle == .idle else { return false }
            lifecycle = .running
            return true
        }
        guard mayStart else { throw StartError.alreadyStarted }
        self.scope = scope
        self.handler = handler
        // Watch first, then take the baseline: a save in between is then both in the
        // baseline or after it and in the events, never in neither.
        startBackend(scope)
        index.baseline(DirectoryScanner(scope: scope).allFiles().keys)
        let starting = index.records.keys.sorted()
        locked { startingFiles = starting }
    }

    /// Whether `stop` was called.
    private var isStopped: Bool {
        locked { lifecycle == .stopped }
    }

    /// Starts the backend the mode asks for, falling back to polling with a warning.
    private func startBackend(_ scope: WatchScope) {
        switch mode {
        case .polling(let interval):
            startPolling(scope, interval: Self.dispatchInterval(interval))
        case .automatic:
            #if os(Linux) || os(Android)
            let native = InotifyBackend(
                scope: scope, queue: queue, simulatedWatchLimit: simulatedWatchLimit, emit: emitter())
            #elseif canImport(CoreServices)
            let native = FSEventsBackend(scope: scope, queue: queue, emit: emitter())
            #else
            startPolling(scope, interval: Self.fallbackInterval)
            return
            #endif
            #if os(Linux) || os(Android) || canImport(CoreServices)
            do {
                try native.start()
                install(native)
            } catch {
                native.stop()
                warn(error.message)
                startPolling(scope, interval: Self.fallbackInterval)
            }
            #endif
        }
    }

    /// Starts polling `scope` every `interval`.
    private func startPolling(_ scope: WatchScope, interval: DispatchTimeInterval) {
        let polling = PollingBackend(scope: scope, interval: interval, queue: queue, emit: emitter())
        // Polling has no way to fail to start.
        try? polling.start()
        install(polling)
    }

    /// Makes `backend` the source of events.
    private func install(_ backend: any WatchBackend) {
        self.backend = backend
        locked { currentModeName = backend.modeName }
    }

    /// The callback backends report through; it holds the watcher weakly so that a watcher
    /// dropped without `stop()` still goes away.
    private func emitter() -> ([BackendEvent]) -> Void {
        { [weak self] events in self?.receive(events) }
    }

    /// Folds a backend's events into the pending work, then delivers if it can.
    private func receive(_ events: [BackendEvent]) {
        guard !isStopped, let scope else { return }
        for event in events {
            switch event {
            case .file(let path):
                coalescer.add(path)
            case .directoryAppeared(let path, let root):
                for file in DirectoryScanner(scope: scope).files(under: path, root: root).keys {
                    coalescer.add(file)
                }
                addKnownFiles(under: path)
            case .directoryVanished(let path):
                addKnownFiles(under: path)
            case .rescan:
                rescanCount += 1
                coalescer.requestRescan()
            case .snapshot(let files):
                for (path, identity) in files where index.mayHaveChanged(path, identity: identity) {
                    coalescer.add(path)
                }
                for path in index.records.keys where files[path] == nil {
                    coalescer.add(path)
                }
            case .unavailable(let message):
                fallBackToPolling(scope, message: message)
            case .warning(let message):
                warn(message)
            }
        }
        kick()
    }

    /// Replaces the failed backend with polling and checks everything, since events may have
    /// been lost meanwhile.
    private func fallBackToPolling(_ scope: WatchScope, message: String) {
        backend?.stop()
        backend = nil
        warn(message)
        startPolling(scope, interval: Self.fallbackInterval)
        rescanCount += 1
        coalescer.requestRescan()
    }

    /// Adds every known file under `directory` to the pending work.
    private func addKnownFiles(under directory: String) {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for path in index.records.keys where path.hasPrefix(prefix) {
            coalescer.add(path)
        }
    }

    /// Checks the pending paths and hands the changes to the handler, unless a batch is already
    /// being handled; then what is pending waits for it to finish.
    private func kick() {
        guard !isStopped, let handler, let scope else { return }
        guard let work = coalescer.beginDelivery() else { return }
        var paths = work.paths
        if work.rescan {
            paths.formUnion(DirectoryScanner(scope: scope).allFiles().keys)
            paths.formUnion(index.records.keys)
        }
        let changes = index.check(paths)
        scheduleRemovalCheck()
        guard !changes.isEmpty else {
            coalescer.endDelivery()
            return
        }
        Task { [self] in
            if !isStopped { await handler(changes) }
            queue.async { [self] in
                coalescer.endDelivery()
                kick()
            }
        }
    }

    /// Sets a timer for when the next file found missing may be reported removed.
    private func scheduleRemovalCheck() {
        guard !removalCheckScheduled else { return }
        // Deadlines up to `removalsSweptUpTo` are pending already and will be checked after the
        // running batch; a timer for them would only spin while a handler runs.
        guard let deadline = index.removalDeadlines.values.filter({ $0 > removalsSweptUpTo }).min() else { return }
        removalCheckScheduled = true
        queue.asyncAfter(deadline: DispatchTime(uptimeNanoseconds: deadline)) { [weak self] in
            guard let self else { return }
            removalCheckScheduled = false
            // One reading of the clock for both the sweep and the next timer: with two, a
            // deadline between them would be neither swept nor waited for. A timer firing early
            // sweeps nothing and is set again.
            let now = DispatchTime.now().uptimeNanoseconds
            for path in index.expiredRemovals(at: now) {
                coalescer.add(path)
            }
            removalsSweptUpTo = max(removalsSweptUpTo, now)
            kick()
            scheduleRemovalCheck()
        }
    }

    /// Passes a warning to `onWarning`.
    private func warn(_ message: String) {
        onWarning?(message)
    }

    /// Runs `body` holding the lock.
    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// A `Duration` as a dispatch interval, clamped to between 0 and an hour.
    static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return .nanoseconds(0) }
        guard seconds < 3600 else { return .seconds(3600) }
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
