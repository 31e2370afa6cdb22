#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A network namespace joined to this one by a veth pair, for `--lan`: the watch runs inside it
/// with `--lan --lan-address 198.18.254.1`, and the benchmark reaches it across the link from
/// 198.18.254.2, as a device on the Wi-Fi reaches the Mac. Addresses come from 198.18.0.0/15,
/// the range set aside for benchmarking links (RFC 2544), and exist only on this machine.
/// Needs root and iproute2 (Linux).
struct NamespaceLink {
    /// The namespace's name.
    let namespace: String
    /// The watch's address, inside the namespace.
    let serverAddress = "198.18.254.1"
    private let hostEnd: String

    /// Where `ip` is.
    static let ipCommand: String? = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Makes the namespace and the link; throws with `ip`'s complaint if it cannot.
    static func make() throws(WatchBenchError) -> NamespaceLink {
        guard getuid() == 0, ipCommand != nil else {
            throw WatchBenchError("--lan needs root and iproute2 (ip netns) to make the network namespace")
        }
        let tag = String(getpid() % 100_000)
        let link = NamespaceLink(namespace: "nmv-bench-\(tag)", hostEnd: "nmvbh\(tag)")
        let serverEnd = "nmvbs\(tag)"
        Cleanup.shared.register(namespace: link.namespace)
        try run(["netns", "add", link.namespace])
        try run(["link", "add", link.hostEnd, "type", "veth", "peer", "name", serverEnd])
        try run(["link", "set", serverEnd, "netns", link.namespace])
        try run(["addr", "add", "198.18.254.2/30", "dev", link.hostEnd])
        try run(["link", "set", link.hostEnd, "up"])
        try run(["-n", link.namespace, "addr", "add", "\(link.serverAddress)/30", "dev", serverEnd])
        try run(["-n", link.namespace, "link", "set", serverEnd, "up"])
        try run(["-n", link.namespace, "link", "set", "lo", "up"])
        return link
    }

    /// The command prefix that runs a program inside the namespace (`ip netns exec` replaces
    /// itself with the program, so the child's pid is the watch's own).
    var commandPrefix: [String] { [Self.ipCommand ?? "ip", "netns", "exec", namespace] }

    /// Deletes the namespace, and the veth pair with it.
    static func remove(_ namespace: String) {
        try? run(["netns", "del", namespace])
    }

    /// Runs `ip arguments…` and waits (the benchmark's own thread, not a concurrency pool's).
    private static func run(_ arguments: [String]) throws(WatchBenchError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ipCommand ?? "ip")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WatchBenchError("cannot run ip: \(error.localizedDescription)")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw WatchBenchError("ip \(arguments.joined(separator: " ")): \(message)")
        }
    }
}
