#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NMViewTestSupport
import Testing

/// `nmview` left running in the background (`watch`, `preview`), its output collected as it comes
/// and stopped with Ctrl-C as a user stops it. Every wait has a deadline; a child still running
/// when the value goes away is killed.
final class RunningCommand: @unchecked Sendable {
    private let child: SpawnedChild
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()
    /// How many of the two outputs the readers have read to end of file.
    private var outputsEnded = 0

    /// Starts `nmview arguments…` in `directory`; with a `prefix` (such as `setpriv … --`), that
    /// command is run with the `nmview` path and the arguments after it.
    init(_ arguments: [String], in directory: URL, prefix: [String] = [], environment extra: [String: String] = [:]) throws {
        let nmview = CommandRunner.executable.path
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        environment.merge(extra) { $1 }
        if let launcher = prefix.first {
            child = try SpawnedChild(
                executable: launcher, arguments: Array(prefix.dropFirst()) + [nmview] + arguments,
                directory: directory.path, environment: environment)
        } else {
            child = try SpawnedChild(
                executable: nmview, arguments: arguments, directory: directory.path, environment: environment)
        }
        collect(child.standardOutput, isStandardError: false)
        collect(child.standardError!, isStandardError: true)
    }

    /// The exit status once the child has ended by itself and all it wrote has been read, `nil`
    /// before: the readers are threads of their own, and a test that saw the exit and then read
    /// standard error found it still empty (once in CI, under load).
    var exitStatus: Int32? {
        guard lock.withLock({ outputsEnded == 2 }) else { return nil }
        return child.exitStatus
    }

    /// The child's process id, to look at its `/proc` entry.
    var pid: Int32 { child.pid }

    /// Everything written to standard output so far.
    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    /// Everything written to standard error so far.
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

    /// Waits until `condition` holds for the output so far, checking every 10 ms; whether it did.
    func waitFor(
        within timeout: Duration = .seconds(60), _ condition: (_ stdout: String, _ stderr: String) -> Bool
    ) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition(stdout, stderr) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition(stdout, stderr)
    }

    /// `nmview watch --serve --port PORT layouts` and `extra` arguments in `scratch` (any free port
    /// by default), once it listens and watches, with its port.
    static func serving(
        _ scratch: Scratch, port requested: UInt16 = 0, extra: [String] = [], prefix: [String] = []
    ) async throws -> (RunningCommand, UInt16) {
        let watch = try RunningCommand(
            ["watch", "--serve", "--port", String(requested), "layouts"] + extra, in: scratch.url, prefix: prefix)
        var port: UInt16?
        let ready = await watch.waitFor { stdout, _ in
            guard let found = stdout.range(of: "Preview: http://127.0.0.1:") else { return false }
            port = UInt16(stdout[found.upperBound...].prefix { $0.isASCII && $0.isNumber })
            return port != nil && stdout.contains("nmview: watching layouts")
        }
        try #require(ready, "no preview: \(watch.stdout) \(watch.stderr)")
        return (watch, try #require(port))
    }

    /// Sends `signal` to the child (SIGSTOP freezes it as a hung server would be, SIGCONT thaws it).
    func send(_ signal: Int32) {
        child.send(signal)
    }

    /// Sends SIGINT (Ctrl-C) and waits for the exit, killing the child after `timeout`; its
    /// exit status, or nil if it had to be killed. The default is long, only to end a test whose
    /// child hangs: at a load average of 40 a watch with a network preview took more than 10 s
    /// to close its servers and exit.
    func interrupt(timeout: Duration = .seconds(60)) async -> Int32? {
        child.send(SIGINT)
        let deadline = ContinuousClock.now + timeout
        while child.exitStatus == nil, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        guard let status = child.exitStatus else {
            child.send(SIGKILL)
            return nil
        }
        return status
    }

    /// A thread appending what `descriptor` delivers to standard output's buffer or standard
    /// error's, until end of file, when it closes it. It outlives this value if need be: the child
    /// is killed then, and the pipe ends.
    private func collect(_ descriptor: Int32, isStandardError: Bool) {
        Thread.detachNewThread { [weak self] in
            while let data = SpawnedChild.readSome(descriptor) {
                guard let self else { continue }
                self.lock.withLock {
                    if isStandardError { self.err.append(data) } else { self.out.append(data) }
                }
            }
            close(descriptor)
            guard let self else { return }
            self.lock.withLock { self.outputsEnded += 1 }
        }
    }
}

/// How many times `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    // Over the UTF-8 bytes: `components(separatedBy:)` offset its indices from the start again and
    // again, and a stress test's megabytes of output held a pool thread for seconds.
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, haystack.count >= pattern.count else { return 0 }
    var count = 0
    var start = 0
    while start + pattern.count <= haystack.count {
        if haystack[start] == pattern[0], haystack[start..<start + pattern.count].elementsEqual(pattern) {
            count += 1
            start += pattern.count
        } else {
            start += 1
        }
    }
    return count
}

/// How to run `nmview` as a user whom file permissions apply to: as is when not root, and as
/// 'nobody' through util-linux's `setpriv` when root, which reads any file whatever its mode.
/// Nil when running as root without `setpriv`.
enum Unprivileged {
    static let prefix: [String]? = {
        if geteuid() != 0 { return [] }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        let candidates = directories.map { "\($0)/setpriv" }
        guard let setpriv = candidates.first(where: { access($0, X_OK) == 0 }) else {
            return nil
        }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    }()

    /// Runs `nmview arguments…` to the end through ``prefix``.
    static func run(_ arguments: [String], in directory: URL) async throws -> CommandRunner.Output {
        guard let prefix, let launcher = prefix.first else { return try await CommandRunner.run(arguments, in: directory) }
        return try await CommandRunner.run(
            Array(prefix.dropFirst()) + [CommandRunner.executable.path] + arguments, in: directory,
            executable: URL(fileURLWithPath: launcher))
    }
}
