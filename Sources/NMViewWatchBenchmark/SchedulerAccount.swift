import Foundation

/// How much CPU time a process's threads have had and how long they have waited for a CPU,
/// summed over `/proc/PID/task/*/schedstat` (Linux, nanoseconds): read before a save and after
/// its line and event arrived, the difference splits that save's latency into work, waiting for
/// a CPU taken by other processes, and the rest (sleeping until the file system event came).
struct SchedulerAccount: Sendable {
    /// Time on a CPU.
    var running: Duration
    /// Time runnable but waiting on a run queue.
    var waiting: Duration

    /// The totals for `pid` now, or `nil` where `/proc` has no scheduler statistics.
    static func read(pid: Int32) -> SchedulerAccount? {
        let folder = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var running: Int64 = 0
        var waiting: Int64 = 0
        var found = false
        for thread in threads {
            // A thread may end between the listing and the read; it is skipped.
            guard let text = try? String(contentsOfFile: "\(folder)/\(thread)/schedstat", encoding: .utf8) else { continue }
            let fields = text.split(separator: " ")
            guard fields.count >= 2, let cpu = Int64(fields[0]), let delay = Int64(fields[1].trimmingCharacters(in: .whitespacesAndNewlines))
            else { continue }
            running += cpu
            waiting += delay
            found = true
        }
        return found ? SchedulerAccount(running: .nanoseconds(running), waiting: .nanoseconds(waiting)) : nil
    }

    /// What accrued from `earlier` to `later`.
    static func - (later: SchedulerAccount, earlier: SchedulerAccount) -> SchedulerAccount {
        SchedulerAccount(running: later.running - earlier.running, waiting: later.waiting - earlier.waiting)
    }
}
