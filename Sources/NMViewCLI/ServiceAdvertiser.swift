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
    private var process: Process?
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
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
            try process.run()
        } catch {
            return "not advertised on the network: cannot run \(executable): \(error.localizedDescription)"
        }
        lock.withLock { self.process = process }
        return "advertised as '\(name)' (\(Self.serviceType), port \(port)) with \((executable as NSString).lastPathComponent)"
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Withdraws the advertisement.
    func stop() {
        let running = lock.withLock {
            stopped = true
            return process
        }
        if let running, running.isRunning { running.terminate() }
    }
}
