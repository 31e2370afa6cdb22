import Dispatch

/// Watches by looking: every interval, `stat` every file that matters and hand the list to the
/// watcher, which reads and hashes only those whose size, times or inode moved.
///
/// The fallback where no event API exists, where inotify's watch limit is reached, and the mode
/// for file systems that deliver no events (network shares, some container mounts).
final class PollingBackend: WatchBackend, @unchecked Sendable {
    /// "polling".
    let modeName = "polling"
    /// The shortest interval accepted; anything faster would keep a core busy walking the tree.
    static let minimumInterval: DispatchTimeInterval = .milliseconds(10)

    /// What to list.
    private let scanner: DirectoryScanner
    /// The time between two looks.
    private let interval: DispatchTimeInterval
    /// The watcher's queue, where the timer fires.
    private let queue: DispatchQueue
    /// Where snapshots go.
    private let emit: ([BackendEvent]) -> Void
    /// The timer, while running.
    private var timer: DispatchSourceTimer?

    /// A backend looking at `scope` every `interval` (at least `minimumInterval`).
    init(scope: WatchScope, interval: DispatchTimeInterval, queue: DispatchQueue, emit: @escaping ([BackendEvent]) -> Void) {
        scanner = DirectoryScanner(scope: scope)
        let nanoseconds = max(FileIndex.nanoseconds(interval), FileIndex.nanoseconds(Self.minimumInterval))
        self.interval = .nanoseconds(Int(clamping: nanoseconds))
        self.queue = queue
        self.emit = emit
    }

    /// Starts the timer; polling cannot fail to start.
    func start() throws(BackendUnavailable) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        // A tenth of the interval as leeway lets the system batch wake-ups; a timer that fires
        // while the previous walk still runs is merged by Dispatch, so walks never pile up.
        let leeway = DispatchTimeInterval.nanoseconds(Int(clamping: FileIndex.nanoseconds(interval) / 10))
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: leeway)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            self.emit([.snapshot(self.scanner.allFiles())])
        }
        timer.resume()
        self.timer = timer
    }

    /// Stops the timer.
    func stop() {
        timer?.cancel()
        timer = nil
    }

    /// Cancels the timer if `stop()` was not called.
    deinit {
        timer?.cancel()
    }
}
