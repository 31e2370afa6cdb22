import Foundation

/// Advertises a network preview as a DNS-SD service of type `_nmview._tcp`, so an app on a
/// device can find the Mac without typing its address, through the platform's own tool: `dns-sd`
/// on macOS, Avahi's `avahi-publish` on Linux. Where neither is installed, or its daemon does
/// not run, it says so and the preview goes on unadvertised.
///
/// The advertisement names the port and nothing secret: the token is never in the service's
/// TXT record, which anyone on the network can read.
final class ServiceAdvertiser: @unchecked Sendable {
    /// The DNS-SD service type.
    static let serviceType = "_nmview._tcp"
    /// The TXT record: its version, and that every request needs the token.
    static let textRecord = ["txtvers=1", "auth=token"]

    private let lock = NSLock()
    /// The shell running the tool, kept for its termination handler.
    private var process: Process?
    /// The write end of the tool's lifeline: closing it stops the tool.
    private var lifeline: FileHandle?
    private var stopped = false

    /// The command line that advertises `name` on `port`, for the first tool found on `path`
    /// (a `PATH` value), or `nil` if none is.
    static func command(name: String, port: UInt16, path: String?) -> (executable: String, arguments: [String])? {
        let folders = (path ?? "").split(separator: ":").map(String.init)
        func find(_ tool: String) -> String? {
            folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        if let dnsSD = find("dns-sd") {
            return (dnsSD, ["-R", name, serviceType, "local", String(port)] + textRecord)
        }
        if let avahi = find("avahi-publish") {
            return (avahi, ["-s", name, serviceType, String(port)] + textRecord)
        }
        return nil
    }

    /// The service's instance name: `nmview on <this machine's name>`.
    static func instanceName(hostName: String) -> String {
        let short = hostName.split(separator: ".").first.map(String.init) ?? hostName
        return "nmview on \(short.isEmpty ? "this Mac" : short)"
    }

    /// Starts advertising `name` on `port`. Returns a line to print: what was advertised, or why not.
    /// `onEnded` gets the tool's complaint if it stops by itself (no daemon, a name conflict).
    func start(name: String, port: UInt16, environment: [String: String], onEnded: @escaping @Sendable (String) -> Void) -> String {
        guard let (executable, arguments) = Self.command(name: name, port: port, path: environment["PATH"]) else {
            return "not advertised on the network: neither dns-sd nor avahi-publish (Debian: avahi-utils) is installed"
        }
        // The tool is started by a shell that ties it to this process: a pipe nmview holds open
        // and never writes to ends when nmview does, however it ends (a SIGKILL too), and the
        // shell then stops the tool. Started directly, the tool outlived a killed preview and
        // kept advertising a dead port to every device on the network.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", Self.lifelineScript, "nmview-advertise", executable] + arguments
        let lifeline = Pipe()
        process.standardInput = lifeline
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        process.terminationHandler = { [weak self] ended in
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            guard let self, !isStopped else { return }
            let reason = text.split(separator: "\n").last.map(String.init) ?? "exit \(ended.terminationStatus)"
            onEnded("\((executable as NSString).lastPathComponent) stopped advertising: \(reason)")
        }
        do {
            try Self.withNoSignalsBlocked { try process.run() }
        } catch {
            return "not advertised on the network: cannot run \(executable): \(error.localizedDescription)"
        }
        lock.withLock {
            self.process = process
            self.lifeline = lifeline.fileHandleForWriting
        }
        return "advertised as '\(name)' (\(Self.serviceType), port \(port)) with \((executable as NSString).lastPathComponent)"
    }

    /// Runs `body` with no signal blocked on this thread. A child starts with the mask of the
    /// thread that spawns it, and nmview's threads block most signals: the shell then waited
    /// for its tool's SIGCHLD forever, and nothing it was sent (SIGTERM) arrived.
    static func withNoSignalsBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        var none = sigset_t()
        sigemptyset(&none)
        var previous = sigset_t()
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Runs `"$@"` (the tool) until its standard input, the lifeline, ends or the tool does; the
    /// tool's exit status is the shell's. Interrupts are ignored: Ctrl-C reaches the whole
    /// process group, and nmview withdraws the advertisement itself (``stop()``). A background
    /// job's input is /dev/null unless redirected, hence the lifeline's copy as descriptor 3.
    static let lifelineScript = """
        trap '' INT
        exec 3<&0 </dev/null
        "$@" 3<&- &
        tool=$!
        (read -r _ <&3; kill -TERM "$tool" 2>/dev/null) &
        watcher=$!
        exec 3<&-
        wait "$tool"
        status=$?
        kill "$watcher" 2>/dev/null
        exit "$status"
        """

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Withdraws the advertisement: the lifeline closed, the shell stops the tool.
    func stop() {
        let lifeline = lock.withLock {
            stopped = true
            defer { self.lifeline = nil }
            return self.lifeline
        }
        try? lifeline?.close()
    }
}
