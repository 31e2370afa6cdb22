/// Everything one benchmark run measured and noticed, for the report.
struct RunOutcome: Sendable {
    /// Every save, warm-up saves first.
    var samples: [SaveSample] = []
    /// Views in the layout.
    var views = 0
    /// Copies of the layout beside it, never saved.
    var extraFiles = 0
    /// The layout's size in bytes.
    var fileBytes = 0
    /// How saves were made: "in place (open, truncate, write, close)" or "atomic (…)".
    var saveMethod = ""
    /// Where the watch got its events from, as it said: "inotify", "fsevents" or "polling".
    var watchMode = ""
    /// How the benchmark reaches the preview, when not over loopback (`--lan`).
    var link: String?
    /// The pause after each save's line and event.
    var gapMilliseconds = 0
    /// The upper bound of the random extra pause.
    var jitterMilliseconds = 0
    /// How many bytes the watch wrote to standard error after the first lint (its findings on every save).
    var standardErrorBytesPerSave = 0
    /// The watch's summary of the first lint, e.g. "✓ …/Bench.nmview.yaml (578 warnings)".
    var initialStatus = ""
    /// The checkout `nmview` was built from, when known.
    var checkout: String?
    /// Things that went differently from one line and one event per save, in order.
    var anomalies: [String] = []
    /// The load averages before the first save.
    var loadBefore: String?
    /// The load averages after the last save.
    var loadAfter: String?
    /// How the child ended: "stopped by SIGINT" or "killed …".
    var childEnding = ""

    /// The counted (non-warm-up) samples.
    var timed: [SaveSample] { samples.filter { !$0.isWarmup } }
}
