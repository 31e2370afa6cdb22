import Foundation
import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// The server answers while Swift's global concurrency pool is starved: its accept loop, its
/// connections and its timers run on threads it owns. On a busy machine the suite's CPU-bound
/// tests held every pool thread for a minute and a half, and every in-process server went silent.
@Suite("Preview server with a starved pool")
struct PreviewServerStarvedPoolTests {
    /// Keeps every thread of the global pool busy, as CPU-bound tests do on a loaded machine,
    /// while `body` runs on a thread of its own once the pool is full (at most `limit`); its result.
    static func withStarvedPool<Value: Sendable>(
        limit: Duration, _ body: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        let done = Flag()
        let started = Counter()
        let threads = ProcessInfo.processInfo.activeProcessorCount
        for _ in 0..<threads * 4 {
            Task.detached {
                started.increment()
                let end = ContinuousClock.now + limit
                while !done.isRaised, ContinuousClock.now < end {}
            }
        }
        // All of it off the pool: the test's own task cannot run again until the pool is free.
        return try await offThePool { () throws -> Value in
            defer { done.raise() }
            while started.value < threads { usleep(1_000) }
            return try body()
        }
    }

    /// Sends `request` and reads until the server closes or `timeout` passes, blocking the
    /// calling thread (never on the pool): the answer as text.
    static func exchange(_ request: String, port: UInt16, timeout: Duration) throws -> String {
        let connection = try RawConnection(port: port)
        try connection.sendText(request)
        let deadline = ContinuousClock.now + timeout
        while !connection.isClosed, ContinuousClock.now < deadline {
            if connection.drain() == 0 { connection.waitBlocking(milliseconds: 50) }
        }
        return connection.text
    }

    @Test("the page is served and a late head gets its 408 while the pool is busy")
    func answersWithStarvedPool() async throws {
        // A head timeout of a third of a second: the pool is held no longer than the test needs.
        var limits = RequestLimits.standard
        limits.headTimeout = .milliseconds(300)
        let server = try PreviewServer(state: try await PreviewFixtures.state(), port: 0, limits: limits)
        let port = try await server.start()
        let (page, late) = try await Self.withStarvedPool(limit: .seconds(60)) { () throws -> (String, String) in
            let page = try Self.exchange(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", port: port, timeout: .seconds(30))
            // Half a head: the head timeout is the server's own timer.
            let late = try Self.exchange("GET / HTTP/1.1\r\nHost: 127.0", port: port, timeout: .seconds(30))
            return (page, late)
        }
        await server.stop()
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(page.prefix(200))")
        #expect(page.contains("</html>"))
        #expect(late.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"), "\(late)")
    }
}
