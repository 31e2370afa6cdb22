import Foundation
import NMViewEngine
import NMViewTestSupport
import Testing

@testable import NMViewLiveReload

/// The client's observable state and what it shows when it cannot follow its server: a port
/// nobody listens on, a dropped connection, an answer cut short on every try.
@Suite struct LiveReloadStateTests {
    /// A port that was free a moment ago: a scripted server's, stopped.
    static func freedPort() async throws -> UInt16 {
        let placeholder = try ScriptedServer { _ in .close([]) }
        let port = placeholder.port
        placeholder.stop()
        // The listener closes on the server's own thread, within its 50 ms poll.
        try await Task.sleep(for: .milliseconds(200))
        return port
    }

    /// A server of the card on `port`, tried until the port is free again.
    static func serving(on port: UInt16) async throws -> ScriptedServer {
        for _ in 0..<100 {
            if let server = try? ScriptedServer(port: port, LiveReloadStateTests.answer) { return server }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try ScriptedServer(port: port, LiveReloadStateTests.answer)
    }

    @Sendable static func answer(_ request: ScriptedServer.Request) -> ScriptedServer.Reply {
        request.path == "/events"
            ? .hold(Scripted.eventStream) : .close(Scripted.response(headers: ["ETag": "\"good\""], body: LiveReloadFaultTests.card))
    }

    static func isUnreachable(_ state: LiveReloadState, _ reason: ServerUnreachable.Reason) -> Bool {
        if case .unreachable(let failure) = state { failure.reason == reason } else { false }
    }

    @Test func aPortNobodyListensOnIsUnreachableThenConnectedWhenAServerStarts() async throws {
        let port = try await Self.freedPort()
        let states = Recorded<LiveReloadState>()
        let client = LiveReloadClient(
            server: try #require(URL(string: "http://127.0.0.1:\(port)/")), requestTimeout: 60,
            backoff: Backoff(initial: 0.05, maximum: 0.5))
        client.observeState { states.append($0) }
        let probe = LiveReloadProbe()
        client.follow("Card")
        client.start(onLayout: { probe.layouts.append(($0, $1)) }, onProblems: { probe.problems.append(($0, $1)) })
        defer { client.stop() }

        #expect(await eventually { Self.isUnreachable(client.state, .refused) }, "\(client.state)")
        #expect(await probe.problems.wait { !$0.isEmpty })
        let shown = try #require(probe.problems.all.first)
        #expect(shown.viewClass == "Card" && shown.problems.map(\.id) == ["live-reload"])
        let message = try #require(shown.problems.first?.message)
        #expect(message.contains("nothing answers at 'http://127.0.0.1:\(port)/events' (connection refused)"), "\(message)")
        #expect(message.contains("start 'nmview watch --serve'") && message.contains("NMVIEW_SERVER"), "\(message)")
        // Refused again and again while it retries: shown once, not once per attempt.
        try await Task.sleep(for: .milliseconds(600))
        #expect(probe.problems.all.count == 1, "\(probe.problems.all)")

        let server = try await Self.serving(on: port)
        defer { server.stop() }
        #expect(await eventually { client.state == .connected }, "\(client.state)")
        #expect(await probe.layouts.wait { !$0.isEmpty })
        #expect(await probe.problems.wait { $0.last?.problems == [] }, "the problem is cleared on connect")
        let seen = states.all
        #expect(seen.first == .connecting || seen.first == .stopped, "\(seen)")
        #expect(seen.contains { Self.isUnreachable($0, .refused) } && seen.last == .connected, "\(seen)")
    }

    @Test func aDroppedConnectionIsConnectingAgainThenConnectedOrUnreachable() async throws {
        let server = try ScriptedServer(Self.answer)
        defer { server.stop() }
        let states = Recorded<LiveReloadState>()
        let (client, probe) = LiveReloadProbe.start(server.url, following: "Card")
        defer { client.stop() }
        client.observeState { states.append($0) }
        #expect(await eventually { client.state == .connected })
        #expect(await probe.layouts.wait { !$0.isEmpty })

        server.dropStreams()
        #expect(await states.wait { $0.last == .connecting || $0.dropFirst().contains(.connecting) }, "\(states.all)")
        #expect(await eventually { client.state == .connected && server.count("/events") >= 2 }, "\(client.state)")
        #expect(probe.problems.all.isEmpty, "a dropped connection that comes back is no problem: \(probe.problems.all)")

        // The server goes away: after a few refused attempts, the reason is shown.
        server.stop()
        #expect(await eventually { Self.isUnreachable(client.state, .refused) }, "\(client.state)")
        #expect(await probe.problems.wait { $0.last?.problems.first?.message.contains("connection refused") == true })
    }

    @Test func anAnswerCutShortOnEveryTryIsShownAsGivenUpOn() async throws {
        let server = try LiveReloadFaultTests.server(layouts: [Scripted.truncated(LiveReloadFaultTests.card)])
        defer { server.stop() }
        let (client, probe) = LiveReloadProbe.start(server.url, following: "Card")
        defer { client.stop() }

        #expect(await probe.problems.wait { !$0.isEmpty }, "requests: \(server.received.map(\.path))")
        let report = try #require(probe.problems.last)
        let message = try #require(report.problems.first?.message)
        #expect(report.viewClass == "Card" && report.problems.map(\.id) == ["live-reload"])
        #expect(message.hasPrefix("gave up on the layout of 'Card' after 4 tries"), "\(message)")
        // The last failure as the system put it: Linux's reports the transfer closed early, Apple's
        // may deliver the short body, which the client measures against its Content-Length.
        #expect((message.contains("cut short") || message.contains("transfer closed")) && message.hasSuffix("the next save asks again"), "\(message)")
        #expect(server.count(LiveReloadFaultTests.compiledPath) >= 4)
        #expect(probe.layouts.all.isEmpty && client.state == .connected)

        // The next save asks again; a whole answer clears the problem.
        server.answer(with: Self.answer)
        server.push(Scripted.updated("Card", hash: "good"))
        #expect(await probe.layouts.wait { !$0.isEmpty })
        #expect(await probe.problems.wait { $0.last?.problems == [] })
    }

    @Test(arguments: [
        (-1004, ServerUnreachable.Reason.refused), (-1001, .timedOut), (-1022, .insecureHTTPBlocked), (-1009, .localNetworkDenied),
        (-1020, .localNetworkDenied), (-1003, .unknownHost), (-1005, .failed),
    ])
    func urlErrorCodesNameTheirReason(_ code: Int, _ reason: ServerUnreachable.Reason) {
        // As the system reports it: an error of NSURLErrorDomain with the documented code.
        let error = NSError(domain: NSURLErrorDomain, code: code)
        #expect(ServerUnreachable(error: error, url: "http://mac.local:5757/events").reason == reason)
    }

    @Test func theTokenInTheURLIsNeverShown() throws {
        let server = try #require(URL(string: "http://192.168.1.20:5757/s/0123456789abcdef0123456789abcdef/"))
        let refused = ServerUnreachable(.wrongToken, url: ServerUnreachable.shown(server), detail: "401")
        #expect(refused.url == "http://192.168.1.20:5757/s/<token>/events")
        #expect(!refused.message.contains("0123456789abcdef"))
    }
}
