#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NMViewTestSupport

/// A small network made for one test with `ip netns` and veth pairs, so a `--lan` preview is
/// reached across a real link rather than loopback: the server runs in namespace *server*, the
/// test process (the device with the token) reaches it from this namespace over one link, and a
/// second namespace, *other*, over another link without the token.
///
/// ```
/// test process ── 198.18.N.2 ═ 198.18.N.1 ── [server]  ── 198.18.N.5 ═ 198.18.N.6 ── [other]
/// ```
///
/// Addresses come from 198.18.0.0/15, the range set aside for benchmarking links (RFC 2544), and
/// exist only inside this machine; the namespaces (and with them the veth pairs) are deleted at
/// the end. Needs root and iproute2 (CI has both).
final class NetworkNamespaceLab: @unchecked Sendable {
    /// Whether namespaces can be made here.
    static var isAvailable: Bool { getuid() == 0 && ipCommand != nil }

    /// Where `ip` is.
    static let ipCommand: String? = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Labs made by this process so far, for unique names and subnets.
    private static let counter = LockedCounter()

    let serverNamespace: String
    let otherNamespace: String
    /// The server's address on the test process's link: what `--lan-address` binds.
    let serverAddress: String
    /// The server's address on the other namespace's link: not bound, so nothing answers there.
    let serverOtherAddress: String
    private var removed = false

    /// Makes the namespaces and links; throws with `ip`'s complaint if it cannot.
    static func make() async throws -> NetworkNamespaceLab {
        let number = counter.next()
        let tag = "\(getpid() % 100_000)x\(number)"
        // A third octet from the process and the lab, so parallel runs (the load check) differ.
        let octet = Int(getpid() % 50) * 5 + number % 5
        let lab = NetworkNamespaceLab(tag: tag, octet: octet)
        do {
            try await lab.build(octet: octet, tag: tag)
        } catch {
            await lab.remove()
            throw error
        }
        return lab
    }

    private init(tag: String, octet: Int) {
        serverNamespace = "nmv-srv-\(tag)"
        otherNamespace = "nmv-oth-\(tag)"
        serverAddress = "198.18.\(octet).1"
        serverOtherAddress = "198.18.\(octet).5"
    }

    deinit {
        // A test that failed before its own cleanup: delete without waiting (never on the pool).
        guard !removed, let ip = Self.ipCommand else { return }
        for name in [serverNamespace, otherNamespace] {
            Thread.detachNewThread {
                guard
                    let child = try? SpawnedChild(
                        executable: ip, arguments: ["netns", "del", name], directory: "/",
                        environment: ProcessInfo.processInfo.environment, errors: .discarded)
                else { return }
                _ = child.finish()
            }
        }
    }

    private func build(octet: Int, tag: String) async throws {
        let (server, other) = (serverNamespace, otherNamespace)
        let hostEnd = "nmvh\(tag)", serverEnd = "nmvs\(tag)", serverSide = "nmvt\(tag)", otherEnd = "nmvo\(tag)"
        let net = "198.18.\(octet)"
        try await Self.ip(["netns", "add", server])
        try await Self.ip(["netns", "add", other])
        // The test process's link.
        try await Self.ip(["link", "add", hostEnd, "type", "veth", "peer", "name", serverEnd])
        try await Self.ip(["link", "set", serverEnd, "netns", server])
        try await Self.ip(["addr", "add", "\(net).2/30", "dev", hostEnd])
        try await Self.ip(["link", "set", hostEnd, "up"])
        try await Self.ip(["-n", server, "addr", "add", "\(net).1/30", "dev", serverEnd])
        try await Self.ip(["-n", server, "link", "set", serverEnd, "up"])
        try await Self.ip(["-n", server, "link", "set", "lo", "up"])
        // The other namespace's link, with its way to the server's first address.
        try await Self.ip(["-n", server, "link", "add", serverSide, "type", "veth", "peer", "name", otherEnd])
        try await Self.ip(["-n", server, "link", "set", otherEnd, "netns", other])
        try await Self.ip(["-n", server, "addr", "add", "\(net).5/30", "dev", serverSide])
        try await Self.ip(["-n", server, "link", "set", serverSide, "up"])
        try await Self.ip(["-n", other, "addr", "add", "\(net).6/30", "dev", otherEnd])
        try await Self.ip(["-n", other, "link", "set", otherEnd, "up"])
        try await Self.ip(["-n", other, "link", "set", "lo", "up"])
        try await Self.ip(["-n", other, "route", "add", "\(net).0/30", "via", "\(net).5"])
    }

    /// Deletes both namespaces, which deletes the veth pairs with them.
    func remove() async {
        guard !removed else { return }
        removed = true
        for name in [serverNamespace, otherNamespace] { try? await Self.ip(["netns", "del", name]) }
    }

    /// The prefix that runs a command inside `namespace`.
    func inside(_ namespace: String) -> [String] {
        [Self.ipCommand ?? "ip", "netns", "exec", namespace]
    }

    /// Sends `GET target` with `Host: host` to the server from the other namespace, through
    /// bash's `/dev/tcp`; the response head and body, or the connection's failure.
    func getFromOther(_ target: String, address: String, port: UInt16, host: String? = nil) async throws -> CommandRunner.Output {
        let script = """
            exec 3<>/dev/tcp/$1/$2 || exit 7
            printf 'GET %s HTTP/1.1\\r\\nHost: %s\\r\\nConnection: close\\r\\n\\r\\n' "$3" "$4" >&3
            timeout 10 cat <&3
            """
        return try await CommandRunner.run(
            ["netns", "exec", otherNamespace, "bash", "-c", script, "get", address, String(port), target, host ?? "\(address):\(port)"],
            executable: URL(fileURLWithPath: Self.ipCommand ?? "ip"))
    }

    /// Runs `ip arguments…`, throwing with its standard error when it fails.
    static func ip(_ arguments: [String]) async throws {
        let output = try await CommandRunner.run(arguments, executable: URL(fileURLWithPath: ipCommand ?? "ip"))
        guard output.status == 0 else {
            throw RawConnection.Failure(description: "ip \(arguments.joined(separator: " ")): \(output.stderr)")
        }
    }
}

/// A counter shared by the tests of one process.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The next number, from 0.
    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}
