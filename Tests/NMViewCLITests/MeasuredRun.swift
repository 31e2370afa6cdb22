#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NMViewTestSupport

/// Runs the built `nmview` as a child process and measures what it cost: its wall time and the
/// peak resident memory of the child alone.
///
/// On Linux `wait4`'s `ru_maxrss` cannot be used: `execve` keeps the larger of the old and new
/// address spaces' peaks, and the child's old address space was this test process's (spawning
/// shares it until `execve`), so every child would seem to use as much as the test runner.
/// `VmHWM` in `/proc/<pid>/status` is the peak of the child's own address space, but it is gone
/// once the child has exited. So the child is held just before its end: its standard error is a
/// pipe filled to capacity beforehand, and `nmview` writes its findings only after all the work,
/// so its first write blocks. While it is blocked, `VmHWM` holds the peak of everything before
/// the output; then the pipe is drained and sampling goes on until the child exits.
///
/// Elsewhere (macOS, which has no `/proc`) `ru_maxrss` is used: there it is the child's own.
struct MeasuredRun {
    /// The exit status, or 128 + the signal that ended the child.
    var status: Int32
    var stdout: String
    var stderr: String
    /// The child's peak resident set, in bytes.
    var peakMemory: Int
    /// From spawn to exit.
    var elapsed: Duration
    /// Whether the child was killed at the deadline.
    var timedOut: Bool

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `nmview arguments…`, killing it after `timeout`.
    static func run(_ arguments: [String], timeout: Duration = .seconds(120)) async throws -> MeasuredRun {
        try await offThePool { try runBlocking(arguments, timeout: timeout) }
    }

    /// ``run(_:timeout:)`` on the calling thread, which it blocks: only ever called off the
    /// concurrency pool.
    private static func runBlocking(_ arguments: [String], timeout: Duration) throws -> MeasuredRun {
        let executable = CommandRunner.executable.path
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.url) }
        let outPath = scratch.url.appendingPathComponent("stdout").path

        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure(description: "pipe: \(errno)") }
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        let filler = fill(writing)

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, writing, 2)
        posix_spawn_file_actions_addclose(&actions, reading)
        posix_spawn_file_actions_addclose(&actions, writing)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }

        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(writing)
        guard spawned == 0 else { throw Failure(description: "posix_spawn: \(spawned)") }
        // The parent reads without blocking; the child's end stays blocking (another open file).
        _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)

        var stderr = Data()
        var gateOpen = filler == 0
        var peak = 0
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            if let sample = highWaterMark(of: pid) { peak = max(peak, sample) }
            if !gateOpen, isBlockedWritingStandardError(pid) {
                // Everything before the output is done; one more sample, then let it finish.
                if let sample = highWaterMark(of: pid) { peak = max(peak, sample) }
                gateOpen = true
            }
            if gateOpen { readAvailable(reading, into: &stderr) }
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw Failure(description: "wait4: \(errno)") }
            if clock.now - started > timeout, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(1_000)
        }
        let elapsed = clock.now - started
        readAvailable(reading, into: &stderr)
        #if canImport(Darwin)
        peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
        let signal = status & 0x7F
        return MeasuredRun(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: String(decoding: stderr.dropFirst(filler), as: UTF8.self),
            peakMemory: peak, elapsed: elapsed, timedOut: timedOut)
    }

    /// Shrinks the pipe to one page and fills it, so the child's first write blocks; the number
    /// of filler bytes (0 where the pipe cannot be resized, and the child is not held).
    private static func fill(_ descriptor: Int32) -> Int {
        #if os(Linux)
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ, which the Glibc module does not export
        let capacity = Int(fcntl(descriptor, setPipeSize, 4096))
        guard capacity > 0 else { return 0 }
        // A blocking write of exactly the capacity into an empty pipe completes at once.
        let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: capacity)
        return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, capacity) } == capacity ? capacity : 0
        #else
        return 0
        #endif
    }

    /// Whether `pid` is blocked in `write(2)` to its standard error (the full pipe).
    private static func isBlockedWritingStandardError(_ pid: pid_t) -> Bool {
        // "1 0x2 …": the system call number and its arguments, while the process is blocked in one.
        if let call = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) {
            #if arch(x86_64)
            let writeCall = "1"
            #else
            let writeCall = "64"  // arm64's generic system call table
            #endif
            let fields = call.split(separator: " ")
            if fields.count >= 2, fields[0] == writeCall, fields[1] == "0x2" { return true }
        }
        // Where the system call is hidden, the kernel function the process sleeps in.
        let channel = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
        return channel.contains("pipe_write")
    }

    /// `VmHWM` of `pid`, in bytes; nil when it cannot be read (not Linux, or the child is gone).
    private static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard fields.count >= 2, let kibibytes = Int(fields[1]) else { return nil }
            return kibibytes * 1024
        }
        return nil
    }

    /// Appends whatever can be read now from `descriptor`.
    private static func readAvailable(_ descriptor: Int32, into data: inout Data) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
