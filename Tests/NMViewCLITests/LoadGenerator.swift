#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NMViewTestSupport

/// Sends a bounded number of GET requests to a server on 127.0.0.1: with threads of plain
/// blocking sockets (never on the concurrency pool), or, under `Scripts/stress`, with Debian's
/// `wrk` (Scripts/bootstrap installs it). wrk has no request count, only a duration: a Lua hook
/// stops its threads after the count, but it waits out the duration before it reports, so the
/// suite uses the threads, which end with the last answer.
enum LoadGenerator {
    /// How many times the stress tests multiply their clients, requests and saves:
    /// `NMVIEW_STRESS_SCALE` (Scripts/stress sets it), 1 by default.
    static let scale = max(1, Int(ProcessInfo.processInfo.environment["NMVIEW_STRESS_SCALE"] ?? "") ?? 1)

    /// Whether to load with wrk: `NMVIEW_STRESS_WRK=1` (Scripts/stress sets it) and wrk installed.
    static var usesWrk: Bool { ProcessInfo.processInfo.environment["NMVIEW_STRESS_WRK"] == "1" && wrk != nil }

    /// What a run did.
    struct Result: CustomStringConvertible {
        var tool: String
        var requests: Int
        var failures: Int
        var elapsed: Duration

        var description: String { "\(tool): \(requests) requests, \(failures) failed, in \(elapsed)" }
    }

    /// `wrk` on the PATH, if installed.
    static let wrk: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/wrk" }.first { access($0, X_OK) == 0 }
    }()

    /// Sends `count` requests for `path` over `connections` kept-alive connections.
    static func run(count: Int, path: String, port: UInt16, connections: Int = 20, scratch: Scratch) async throws -> Result {
        if usesWrk, let wrk {
            return try await runWrk(wrk, count: count, path: path, port: port, connections: connections, scratch: scratch)
        }
        return await runThreads(count: count, path: path, port: port, connections: connections)
    }

    /// wrk for 30 s, each of its two threads stopping after half the responses (a Lua
    /// hook), so the count is bounded however fast the server is.
    private static func runWrk(
        _ wrk: String, count: Int, path: String, port: UInt16, connections: Int, scratch: Scratch
    ) async throws -> Result {
        let script = try scratch.write(
            "count.lua",
            """
            local seen = 0
            function response(status, headers, body)
              seen = seen + 1
              if seen >= \(count / 2) then wrk.thread:stop() end
            end
            """)
        let started = ContinuousClock.now
        let output = try await CommandRunner.run(
            ["-t2", "-c\(connections)", "-d30s", "-s", script, "http://127.0.0.1:\(port)\(path)"],
            executable: URL(fileURLWithPath: wrk))
        let elapsed = ContinuousClock.now - started
        // "1000 requests in 1.23s, …", and "Non-2xx or 3xx responses: N" / "Socket errors: …".
        let requests = Int(output.stdout.split(separator: "\n").first { $0.contains(" requests in ") }?
            .split(separator: " ").first ?? "") ?? 0
        var failures = 0
        if let line = output.stdout.split(separator: "\n").first(where: { $0.contains("Non-2xx or 3xx responses:") }) {
            failures += Int(line.split(separator: " ").last ?? "") ?? 0
        }
        if let line = output.stdout.split(separator: "\n").first(where: { $0.contains("Socket errors:") }) {
            failures += line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.reduce(0, +)
        }
        if output.status != 0 { failures += 1 }
        return Result(tool: "wrk", requests: requests, failures: failures, elapsed: elapsed)
    }

    /// `connections` threads, each sending its share on one kept-alive connection.
    private static func runThreads(count: Int, path: String, port: UInt16, connections: Int) async -> Result {
        let started = ContinuousClock.now
        let shares = (0..<connections).map { count / connections + ($0 < count % connections ? 1 : 0) }
        let outcomes = await withTaskGroup(of: (Int, Int).self) { group in
            for share in shares {
                group.addTask { await offThePool { blockingRequests(share, path: path, port: port) } }
            }
            var total = (0, 0)
            for await outcome in group { total = (total.0 + outcome.0, total.1 + outcome.1) }
            return total
        }
        return Result(tool: "threads", requests: outcomes.0, failures: outcomes.1, elapsed: ContinuousClock.now - started)
    }

    /// Sends `count` requests one after the other on one connection (a new one if it closes);
    /// how many were answered 200 and how many were not.
    private static func blockingRequests(_ count: Int, path: String, port: UInt16) -> (Int, Int) {
        var answered = 0
        var failed = 0
        var connection: RawConnection?
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        for _ in 0..<count {
            guard let open = connection ?? (try? RawConnection(port: port)), (try? open.sendText(request)) != nil else {
                failed += 1
                connection = nil
                continue
            }
            connection = open
            let before = open.received.count
            let deadline = ContinuousClock.now + .seconds(30)
            while !open.isClosed, ContinuousClock.now < deadline, status(of: open.received.dropFirst(before)) == nil {
                if open.drain() == 0 { open.waitBlocking(milliseconds: 100) }
            }
            if status(of: open.received.dropFirst(before)) == 200 { answered += 1 } else { failed += 1 }
            if open.isClosed { connection = nil }
        }
        return (answered, failed)
    }

    /// The status of the response `data` starts with, once all of it (head and `Content-Length`
    /// bytes of body) has come.
    private static func status(of data: Data) -> Int? {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).lowercased()
        let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        guard data.distance(from: split.upperBound, to: data.endIndex) >= length else { return nil }
        return Int(head.split(separator: " ").dropFirst().first ?? "")
    }
}
