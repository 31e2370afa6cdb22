#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The `nmview watch --serve --port 0 FOLDER` under test, with its standard output read line by
/// line on one thread (every line and every status line of the benchmark's file are logged with
/// the instant they were read) and its standard error drained on another.
final class WatchChild: @unchecked Sendable {
    /// Every line of standard output.
    let lines = ArrivalLog<String>()
    /// The status lines (`✓ …/Bench.nmview.yaml 31 ms`) of the watched file, in order.
    let statuses = ArrivalLog<StatusLine>()
    /// The end of standard error, for messages.
    let errors = OutputTail()
    private let process: Process

    /// Starts `nmview` with `arguments`, colour off; `fileName` is the file whose status lines
    /// count. With a `prefix` (`ip netns exec NAME`), that command runs `nmview` and its arguments.
    init(nmview: String, arguments: [String], fileName: String, prefix: [String] = []) throws(WatchBenchError) {
        process = Process()
        if let launcher = prefix.first {
            process.executableURL = URL(fileURLWithPath: launcher)
            process.arguments = Array(prefix.dropFirst()) + [nmview] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: nmview)
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw WatchBenchError("cannot start \(nmview): \(error.localizedDescription)")
        }
        Cleanup.shared.register(child: process.processIdentifier)
        let lines = self.lines
        let statuses = self.statuses
        let splitter = SplitterBox()
        let outputHandle = output.fileHandleForReading
        DescriptorReader.start(
            outputHandle.fileDescriptor, name: "nmview stdout",
            onData: { chunk, instant in
                for line in splitter.splitter.feed(chunk) {
                    lines.append(line, at: instant)
                    if let status = StatusLine(line, fileName: fileName) { statuses.append(status, at: instant) }
                }
            },
            onEnd: {
                lines.end()
                statuses.end()
                try? outputHandle.close()
            })
        let errors = self.errors
        let errorHandle = error.fileHandleForReading
        DescriptorReader.start(
            errorHandle.fileDescriptor, name: "nmview stderr",
            onData: { chunk, _ in errors.append(chunk) },
            onEnd: { try? errorHandle.close() })
    }

    /// The child's process id.
    var pid: Int32 { process.processIdentifier }

    /// The first line at or after `start` with `prefix`, waiting until `deadline`; explains what
    /// the child said instead when it exits or the time runs out.
    func waitForLine(prefix: String, from start: Int = 0, until deadline: ContinuousClock.Instant) throws(WatchBenchError) -> String {
        if let found = lines.first(from: start, until: deadline, where: { $0.hasPrefix(prefix) }) {
            return found.entry.value
        }
        let why = lines.hasEnded ? "nmview watch exited" : "timed out"
        throw WatchBenchError("""
            \(why) before printing '\(prefix)…'; its standard output:
            \(lines.all.suffix(10).map(\.value).joined(separator: "\n"))
            its standard error ends:
            \(errors.lastLines(10))
            """)
    }

    /// Stops the child: SIGINT as Ctrl-C sends, then SIGKILL if it has not exited within `grace`.
    /// Returns how it ended.
    @discardableResult
    func stop(grace: Duration = .seconds(3)) -> String {
        let pid = process.processIdentifier
        guard ChildStatus.isRunning(pid) else {
            Cleanup.shared.forgetChild()
            return "had exited"
        }
        kill(pid, SIGINT)
        let deadline = ContinuousClock.now + grace
        while ContinuousClock.now < deadline {
            if !ChildStatus.isRunning(pid) {
                Cleanup.shared.forgetChild()
                return "stopped by SIGINT"
            }
            usleep(5_000)
        }
        kill(pid, SIGKILL)
        let killDeadline = ContinuousClock.now + .seconds(2)
        while ChildStatus.isRunning(pid), ContinuousClock.now < killDeadline { usleep(5_000) }
        Cleanup.shared.forgetChild()
        return "killed (SIGINT ignored for \(grace))"
    }
}

/// The line splitter of the standard-output thread, boxed so its closure can mutate it; only that
/// thread touches it.
private final class SplitterBox: @unchecked Sendable {
    var splitter = LineSplitter()
}
