import Foundation

/// One run of an external program, timed from start to exit as a user would wait for it.
struct TimedProcess {
    /// How the run ended.
    var status: Int32
    /// Wall-clock time from starting the process to reaping it.
    var duration: Duration
    /// What it wrote to standard output and standard error, for messages when it fails.
    var output: String

    /// The first few lines of `output`, for an error message.
    var outputExcerpt: String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true)
        let shown = lines.prefix(5).joined(separator: "\n")
        return lines.count > 5 ? shown + "\n…" : shown
    }

    /// Runs `executable` with `arguments` to the end and times it. Both output streams go to one
    /// pipe that is drained before waiting, so a program with a lot to say cannot block on a full
    /// pipe and stretch its own time.
    static func run(_ executable: String, _ arguments: [String]) throws(BenchmarkError) -> TimedProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot start \(executable): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        awaitExit(of: process.processIdentifier)
        let duration = clock.now - start
        process.waitUntilExit()
        return TimedProcess(
            status: process.terminationStatus, duration: duration, output: String(decoding: data, as: UTF8.self))
    }

    /// Blocks until the child `pid` has exited, without reaping it (`Process` reaps it and keeps
    /// its status). The clock must stop here, not after `waitUntilExit()`: on Linux that notices an
    /// exit only on its next run-loop turn, every 50 ms, which added up to 50 ms to every run (a
    /// 50 ms `nmview lint` measured 100 ms, `/bin/true` 51 ms). If `Process` has already reaped
    /// the child, `waitid` fails at once, and the child has exited then too.
    private static func awaitExit(of pid: Int32) {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
    }
}
