#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread has used: what a run costs, without the time other
/// processes held the cores while it waited. On a shared machine whose load average is many
/// times its cores, wall-clock rounds of the same work differ by a factor of two; a comparison
/// within 10% needs the time the work itself took.
enum ThreadCPUTime {
    /// The thread's processor time now, in seconds.
    static func now() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// The processor time `body` takes on this thread, as a `Duration`.
    static func measure(_ body: () -> Void) -> Duration {
        let start = now()
        body()
        return .nanoseconds(Int64(((now() - start) * 1e9).rounded()))
    }
}
