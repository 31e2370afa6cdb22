/// What one save produced, timed from just before the save's `close` (or `rename`): the data is
/// written, and nothing can have seen the save yet.
struct SaveSample: Sendable {
    /// 1 for the first save, warm-up saves included.
    let number: Int
    /// Whether it was a warm-up save, shown but not counted.
    let isWarmup: Bool
    /// Until the watch's status line for it was read, or `nil` if it never came.
    let line: Duration?
    /// Until its preview event was read, or `nil` if it never came.
    let event: Duration?
    /// Until the live-reload client's headless host had re-applied it, or `nil` if it never did.
    let reload: Duration?
    /// How long `LayoutHost.reload` itself took, the last part of `reload`.
    let hostReload: Duration?
    /// The lint time the status line printed, in whole milliseconds.
    let reportedLintMilliseconds: Int?
    /// How long that `close` (or `rename`) took to return; long ones are the bench's thread
    /// preempted by the watch it just woke.
    let commitCall: Duration
    /// The watch's CPU time and run-queue wait from just before the save until its line and
    /// event had both arrived (Linux only).
    let watchAccount: SchedulerAccount?
}
