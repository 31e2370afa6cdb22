/// Gathers the paths to check between deliveries and lets one batch through at a time.
///
/// There is no debounce timer: the first event after a quiet spell is checked and delivered at
/// once, so a single save is never delayed. What arrives while a batch is being handled
/// accumulates here and goes out as one more batch when the handler returns, so a burst of
/// saves costs at most one extra reload however long it is.
struct ChangeCoalescer {
    /// One batch's worth of work.
    struct Work: Sendable, Hashable {
        /// The paths that may have changed.
        var paths: Set<String>
        /// Whether everything must be checked (events were lost, or too many paths piled up).
        var rescan: Bool
    }

    /// Past this many distinct pending paths, they are dropped for one rescan: the set stays
    /// bounded even if something creates files faster than batches are handled.
    let limit: Int
    /// The paths gathered since the last batch was taken.
    private(set) var pending: Set<String> = []
    /// Whether the next batch checks everything.
    private(set) var rescanRequested = false
    /// Whether a batch is being checked or handled.
    private(set) var isDelivering = false

    /// A coalescer holding at most `limit` pending paths.
    init(limit: Int = 50_000) {
        self.limit = max(limit, 1)
    }

    /// Notes that `path` may have changed.
    mutating func add(_ path: String) {
        // A rescan looks at every file anyway.
        guard !rescanRequested else { return }
        pending.insert(path)
        if pending.count > limit { requestRescan() }
    }

    /// Notes that everything must be checked.
    mutating func requestRescan() {
        rescanRequested = true
        pending.removeAll()
    }

    /// Takes the gathered work and marks a delivery as running; nil when one is already running
    /// or there is nothing to do.
    mutating func beginDelivery() -> Work? {
        guard !isDelivering, rescanRequested || !pending.isEmpty else { return nil }
        let work = Work(paths: pending, rescan: rescanRequested)
        pending.removeAll()
        rescanRequested = false
        isDelivering = true
        return work
    }

    /// Marks the running delivery finished (handled, or found to hold no changes).
    mutating func endDelivery() {
        isDelivering = false
    }
}
