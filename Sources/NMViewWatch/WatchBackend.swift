/// What a backend reports to the watcher, always on the watcher's queue.
enum BackendEvent: Sendable {
    /// The file at this reported path may have been written, created, replaced or removed.
    case file(String)
    /// A directory appeared (created, or moved in) under root `root`: its files must be looked at.
    case directoryAppeared(String, root: Int)
    /// A directory vanished (deleted, or moved away): the files known under it may be gone.
    case directoryVanished(String)
    /// Events were lost (a queue overflowed): everything must be checked.
    case rescan
    /// Polling's view of every file that matters, to compare with what was last seen.
    case snapshot([String: FileIdentity])
    /// The backend cannot go on (the inotify watch limit); the text says why and what to do.
    case unavailable(String)
    /// Something the user should know that does not stop the watcher.
    case warning(String)
}

/// Why a backend could not start: the warning to show before falling back to polling.
struct BackendUnavailable: Error, Sendable {
    /// What went wrong and what to do about it.
    var message: String
}

/// A source of file system events: inotify, FSEvents or polling. Confined to the watcher's
/// queue: created, started, driven and stopped there.
protocol WatchBackend: AnyObject, Sendable {
    /// "inotify", "fsevents" or "polling".
    var modeName: String { get }
    /// Begins watching; events go to the callback the backend was made with.
    func start() throws(BackendUnavailable)
    /// Stops watching and releases what the backend holds; no event follows.
    func stop()
}
