import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewTestSupport
import Testing

/// How the client reaches a network preview: the URL and token from the app's environment, the
/// token on every request, and a refusal shown over the views instead of a silent retry loop.
@Suite struct LiveReloadAccessTests {
    static let token = "00112233445566778899aabbccddeeff"

    /// A server that wants `Authorization: Bearer <token>` while `requireToken` says so.
    static func guarded(requireToken: LockedFlag) throws -> ScriptedServer {
        try ScriptedServer { request in
            if requireToken.value, request.headers["authorization"] != "Bearer \(token)" {
                return .close(Scripted.response("401 Unauthorized", type: "text/plain", body: "token"))
            }
            switch request.path {
            case "/events": return .hold(Scripted.eventStream)
            case LiveReloadFaultTests.compiledPath: return .close(Scripted.response(headers: ["ETag": "\"one\""], body: LiveReloadFaultTests.card))
            default: return .close(Scripted.response("404 Not Found", body: "{}"))
            }
        }
    }

    @Test func theEnvironmentNamesTheServerAndTheToken() {
        let plain = LiveReloadClient(environment: [:])
        #expect(plain.server == LiveReloadClient.simulatorServer && plain.token == nil)
        let device = LiveReloadClient(environment: [
            "NMVIEW_SERVER": " http://192.168.1.20:5757/s/\(Self.token)/ ", "NMVIEW_TOKEN": "",
        ])
        #expect(device.server.absoluteString == "http://192.168.1.20:5757/s/\(Self.token)/")
        #expect(device.token == nil)
        let header = LiveReloadClient(environment: ["NMVIEW_SERVER": "http://mac.local:5757", "NMVIEW_TOKEN": Self.token])
        #expect(header.server.host == "mac.local" && header.token == Self.token)
    }

    @Test func aServerVariableThatIsNotAURLIsShownAndNothingConnects() async throws {
        let client = LiveReloadClient(environment: ["NMVIEW_SERVER": "mac.local:5757"])
        let probe = LiveReloadProbe()
        client.follow("Card")
        client.start(onLayout: { probe.layouts.append(($0, $1)) }, onProblems: { probe.problems.append(($0, $1)) })
        defer { client.stop() }
        #expect(await probe.problems.wait { !$0.isEmpty })
        let shown = try #require(probe.problems.all.first)
        #expect(shown.viewClass == "Card")
        #expect(shown.problems.map(\.message) == ["NMVIEW_SERVER is not an http URL: 'mac.local:5757'"])
        client.follow("Badge")  // a class followed later is told too
        #expect(await probe.problems.wait { $0.contains { $0.viewClass == "Badge" } })
        #expect(!client.isConnected)
    }

    @Test func theTokenGoesWithEveryRequest() async throws {
        let server = try Self.guarded(requireToken: LockedFlag(true))
        defer { server.stop() }
        let client = LiveReloadClient(server: server.url, token: Self.token, backoff: Backoff(initial: 0.05, maximum: 0.5))
        let probe = LiveReloadProbe()
        client.follow("Card")
        client.start(onLayout: { probe.layouts.append(($0, $1)) }, onProblems: { probe.problems.append(($0, $1)) })
        defer { client.stop() }
        #expect(await probe.layouts.wait { !$0.isEmpty })
        #expect(server.received.allSatisfy { $0.headers["authorization"] == "Bearer \(Self.token)" })
        #expect(probe.problems.all.isEmpty)
    }

    @Test func aRefusalIsShownUntilTheServerLetsTheAppIn() async throws {
        let requireToken = LockedFlag(true)
        let server = try Self.guarded(requireToken: requireToken)
        defer { server.stop() }
        let (client, probe) = LiveReloadProbe.start(server.url, following: "Card")
        defer { client.stop() }
        #expect(await probe.problems.wait { !$0.isEmpty })
        let refusal = try #require(probe.problems.all.first)
        #expect(refusal.viewClass == "Card")
        #expect(refusal.problems.first?.message.contains("refused this app (401)") == true)
        #expect(refusal.problems.first?.message.contains("NMVIEW_SERVER") == true)
        #expect(probe.layouts.all.isEmpty)
        // Refused again and again while it retries: shown once, not once per attempt.
        #expect(await eventually { server.count("/events") >= 3 })
        #expect(probe.problems.all.count == 1)
        requireToken.value = false
        #expect(await probe.layouts.wait { !$0.isEmpty })
        #expect(await probe.problems.wait { $0.last?.problems.isEmpty == true })
    }
}

/// A flag a test flips while a server's handler reads it.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool

    init(_ value: Bool) { stored = value }

    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
