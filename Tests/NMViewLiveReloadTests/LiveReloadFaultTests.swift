import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewTestSupport
import Testing

/// The client against a scripted server that goes wrong in the ways the issue lists: a body cut
/// short, a body that is not a layout, a layout of another class, a stream that stalls. The client
/// never delivers anything but a whole layout of the class asked for, and never crashes.
@Suite struct LiveReloadFaultTests {
    static let card = #"{"nmview":1,"view":"Card","size":{"width":320,"height":480},"root":{"subviews":[{"class":"UILabel","id":"title","frame":[10,10,100,20],"text":"Hi"}]}}"#
    static let wider = card.replacingOccurrences(of: "100,20", with: "200,20")
    static let other = card.replacingOccurrences(of: #""view":"Card""#, with: #""view":"Other""#)
    static let compiledPath = "/api/compiled/Card.layout.json"

    /// A server streaming events on `/events` and answering the compiled layout with `replies`
    /// in turn (the last one from then on).
    static func server(layouts replies: [[UInt8]]) throws -> ScriptedServer {
        let turn = Recorded<Int>()
        return try ScriptedServer { request in
            switch request.path {
            case "/events": return .hold(Scripted.eventStream)
            case compiledPath:
                turn.append(0)
                return .close(replies[min(turn.all.count, replies.count) - 1])
            default: return .close(Scripted.response("404 Not Found", body: "{}"))
            }
        }
    }

    @Test func aLayoutCutShortIsAskedForAgainAndOnlyTheWholeOneDelivered() async throws {
        let server = try Self.server(layouts: [Scripted.truncated(Self.card), Scripted.response(headers: ["ETag": "\"good\""], body: Self.card)])
        let (client, delivered) = LiveReloadProbe.start(server.url, following: "Card")
        defer { client.stop() }

        #expect(await delivered.layouts.wait { !$0.isEmpty }, "requests: \(server.received.map(\.path))")
        let layout = try #require(delivered.layouts.all.first?.layout)
        #expect(layout.viewClass == "Card" && layout.ids == ["title"])
        #expect(server.count(Self.compiledPath) >= 2)  // more if a busy machine timed a request out
        #expect(delivered.problems.all.isEmpty)
    }

    /// Answers that are not a compiled layout.
    enum NotALayout: String, CaseIterable {
        case html, invalidJSON, jsonArray, emptyBody, otherClass, serverError

        var reply: [UInt8] {
            switch self {
            case .html: Scripted.response(type: "text/html; charset=utf-8", body: "<!doctype html><p>It works!</p>")
            case .invalidJSON: Scripted.response(body: #"{"nmview":1,"view":"Card","root":{"#)
            case .jsonArray: Scripted.response(body: "[1, 2, 3]")
            case .emptyBody: Scripted.response(body: "")
            case .otherClass: Scripted.response(body: LiveReloadFaultTests.other)
            case .serverError: Scripted.response("500 Internal Server Error", body: #"{"error":"boom"}"#)
            }
        }
    }

    @Test(arguments: NotALayout.allCases)
    func anAnswerThatIsNotALayoutOfTheClassIsReportedAndNeverDelivered(_ answer: NotALayout) async throws {
        let server = try Self.server(layouts: [answer.reply])
        let (client, delivered) = LiveReloadProbe.start(server.url, following: "Card")
        defer { client.stop() }

        #expect(await delivered.problems.wait { !$0.isEmpty })
        let report = try #require(delivered.problems.last)
        #expect(report.viewClass == "Card" && report.problems.map(\.id) == ["live-reload"], "\(report)")
        #expect(delivered.layouts.all.isEmpty)

        // The next good save is delivered, and the problem cleared.
        server.answer { request in
            request.path == "/events"
                ? .hold(Scripted.eventStream) : .close(Scripted.response(headers: ["ETag": "\"good\""], body: Self.card))
        }
        server.push(Scripted.updated("Card", hash: "good"))
        #expect(await delivered.layouts.wait { !$0.isEmpty })
        #expect(await delivered.problems.wait { $0.last?.problems == [] })
    }

    /// A stream that stops sending, after its head or before it: the client drops it within
    /// its stall timeout, connects again, and follows the next save.
    @Test(arguments: [true, false])
    func aStalledStreamIsDroppedAndConnectedAgain(headSent: Bool) async throws {
        let server = try ScriptedServer { _ in .hold(headSent ? Scripted.eventStream : []) }
        // Two seconds, twenty heartbeats: at a load average above 100 a heartbeat task waited
        // longer than half a second for a thread, and a working stream was taken for a stalled one.
        let (client, delivered) = LiveReloadProbe.start(server.url, stallTimeout: 2)
        defer { client.stop() }

        #expect(await eventually { server.count("/events") >= 2 }, "the client did not notice the stall")
        server.answer { request in
            request.path == "/events" ? .hold(Scripted.eventStream) : .close(Scripted.response(body: Self.card))
        }
        // Until the server sends no more than its preamble, a stream that works looks stalled
        // after two seconds too; heartbeats keep it open, as the real server's do.
        let beating = Task {
            while !Task.isCancelled {
                server.push(": heartbeat\n\n")
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        defer { beating.cancel() }
        #expect(await eventually { client.isConnected })
        // Sent again until it arrives: on a busy machine the client may count even this stream as
        // stalled once more, and an event sent as it reconnects is lost (a real save would be
        // fetched on the reconnection; this client follows no class).
        var arrived = false
        for _ in 0..<100 where !arrived {
            server.push(Scripted.updated("Card", hash: "h1"))
            arrived = await delivered.layouts.wait(within: .milliseconds(200)) { !$0.isEmpty }
        }
        #expect(arrived)
    }

    @Test func aStreamThatIsNotAnEventStreamIsRetriedWithoutCrashing() async throws {
        let server = try ScriptedServer { _ in .close(Scripted.response("404 Not Found", type: "text/html", body: "<p>nope</p>")) }
        let (client, delivered) = LiveReloadProbe.start(server.url)
        defer { client.stop() }

        #expect(await eventually { server.count("/events") >= 3 })
        #expect(!client.isConnected && delivered.layouts.all.isEmpty)
    }

    @Test func anInvalidSaveDeliversItsFindingsAndFetchesNothing() async throws {
        let server = try Self.server(layouts: [Scripted.response(body: Self.card)])
        let (client, delivered) = LiveReloadProbe.start(server.url)
        defer { client.stop() }
        #expect(await eventually { client.isConnected })

        server.push(
            #"data: {"type":"invalid","file":"Card.nmview.yaml","version":2,"viewClass":"Card","hash":"h0","# + "\n"
                + #"data: "diagnostics":[{"path":"layouts/Card.nmview.yaml","watchedPath":"Card.nmview.yaml","# + "\n"
                + #"data: "absolutePath":"/home/me/App/layouts/Card.nmview.yaml","line":3,"column":1,"severity":"error","# + "\n"
                + #"data: "id":"yaml.syntax","message":"bad","suggestions":["frame"],"text":"the excerpt","# + "\n"
                + #"data: "notes":[{"message":"opened here","path":"layouts/Card.nmview.yaml","watchedPath":"Card.nmview.yaml","line":2,"column":8}]}]}"#
                + "\n\n")
        server.push(#"data: {"type":"removed","file":"Card.nmview.yaml","version":3,"viewClass":"Card"}"# + "\n\n")
        #expect(await delivered.problems.wait { !$0.isEmpty })
        let report = try #require(delivered.problems.last)
        #expect(report.problems.map(\.description) == ["Card.nmview.yaml:3:1: error: bad [yaml.syntax]"])
        let finding = try #require(report.problems.first)
        #expect(finding.absolutePath == "/home/me/App/layouts/Card.nmview.yaml" && finding.excerpt == "the excerpt")
        #expect(finding.notes == [ReloadDiagnostic.Note(message: "opened here", path: "Card.nmview.yaml", line: 2, column: 8)])
        #expect(finding.suggestions == ["frame"])
        try await Task.sleep(for: .milliseconds(300))
        #expect(server.count(Self.compiledPath) == 0)
        #expect(delivered.layouts.all.isEmpty)
    }

    /// A view class in an event is only ever a name: one that could climb out of the route is not asked for.
    @Test func eventsNamingAPathAreIgnored() async throws {
        let server = try Self.server(layouts: [Scripted.response(body: Self.card)])
        let (client, delivered) = LiveReloadProbe.start(server.url)
        defer { client.stop() }
        #expect(await eventually { client.isConnected })

        for name in ["../secret", "Card/../../x", "Card%2F..", ""] {
            server.push(#"data: {"type":"updated","file":"x","version":1,"viewClass":"\#(name)","hash":"h"}"# + "\n\n")
        }
        server.push(Scripted.updated("Card", hash: "h"))
        #expect(await delivered.layouts.wait { !$0.isEmpty })
        #expect(server.received.map(\.path).allSatisfy { $0 == "/events" || $0 == Self.compiledPath }, "\(server.received.map(\.path))")
    }
}

/// Stopping: from a handler, or from another thread while events arrive.
@Suite struct LiveReloadStopTests {
    @Test func aHandlerMayStopTheClientAndNothingIsDeliveredAfter() async throws {
        let server = try LiveReloadFaultTests.server(layouts: [Scripted.response(body: LiveReloadFaultTests.card)])
        let client = LiveReloadClient(server: server.url, backoff: Backoff(initial: 0.05, maximum: 0.5))
        let layouts = Recorded<String>()
        client.follow("Card")
        client.start(
            onLayout: { viewClass, _ in
                layouts.append(viewClass)
                client.stop()
            },
            onProblems: { _, _ in })
        #expect(await layouts.wait { !$0.isEmpty })
        for version in 2...5 { server.push(Scripted.updated("Card", hash: "h\(version)")) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(layouts.all.count == 1)
        #expect(await eventually { !client.isConnected })
    }

    @Test func startAgainAfterStopConnectsAgain() async throws {
        let server = try LiveReloadFaultTests.server(layouts: [Scripted.response(body: LiveReloadFaultTests.card)])
        let (client, delivered) = LiveReloadProbe.start(server.url, following: "Card")
        #expect(await delivered.layouts.wait { !$0.isEmpty })
        client.stop()
        client.start(onLayout: { delivered.layouts.append(($0, $1)) }, onProblems: { _, _ in })
        defer { client.stop() }
        #expect(await eventually { server.count("/events") >= 2 && client.isConnected })
        server.push(Scripted.updated("Card", hash: "again"))
        #expect(await delivered.layouts.wait { $0.count >= 2 })
    }
}

/// What a client delivered, recorded for a test.
struct LiveReloadProbe: Sendable {
    let layouts = Recorded<(viewClass: String, layout: CompiledLayout)>()
    let problems = Recorded<(viewClass: String, problems: [ReloadDiagnostic])>()

    /// A started client of `server` following `viewClass`, and what it delivers.
    /// A scripted server sends no heartbeats, so the stall timeout is long unless a test wants a
    /// stall; a reconnection would fetch and deliver again. Requests may take long on a busy machine.
    static func start(_ server: URL, following viewClass: String? = nil, stallTimeout: TimeInterval = 120) -> (LiveReloadClient, LiveReloadProbe) {
        let client = LiveReloadClient(server: server, stallTimeout: stallTimeout, requestTimeout: 60, backoff: Backoff(initial: 0.05, maximum: 0.5))
        let probe = LiveReloadProbe()
        if let viewClass { client.follow(viewClass) }
        client.start(
            onLayout: { probe.layouts.append(($0, $1)) },
            onProblems: { probe.problems.append(($0, $1)) })
        return (client, probe)
    }
}
