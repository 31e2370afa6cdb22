import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// For `Scripts/fuzz`'s seed check: with `NMVIEW_FUZZ_CPU_TIME` set, each input's CPU time on the
/// fuzzing thread is written to standard error once it has run, as `nmview-fuzz: cpu 12.345 ms`
/// (whichever target runs),
/// between libFuzzer's `Running:` and `Executed` lines for it. Unlike the wall time libFuzzer
/// prints, CPU time does not grow when other work shares the machine, so a seed found slow is
/// slow code, not a busy machine.
public enum InputTiming {
    /// Whether to report.
    public static let isEnabled = ProcessInfo.processInfo.environment["NMVIEW_FUZZ_CPU_TIME"] != nil

    /// Runs `body`, reporting its CPU time when enabled.
    public static func measure<Result>(_ body: () -> Result) -> Result {
        guard isEnabled else { return body() }
        let start = threadCPUTime()
        let result = body()
        let milliseconds = (threadCPUTime() - start) * 1_000
        FileHandle.standardError.write(Data("nmview-fuzz: cpu \(String(format: "%.3f", milliseconds)) ms\n".utf8))
        return result
    }

    /// CPU time this thread has used, in seconds.
    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
