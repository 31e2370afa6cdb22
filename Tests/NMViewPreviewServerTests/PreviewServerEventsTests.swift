import Foundation
import NMViewDiagnostics
import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// Server-Sent Events: every save reaches every client, and a client that stops reading is
/// dropped without holding up the others.
@Suite("Preview server events")
struct PreviewServerEventsTests {
    /// Opens `/events` and waits until the stream is open (so the client is subscribed).
    static func subscribe(port: UInt16, receiveBuffer: Int32? = nil) async throws -> RawConnection {
        let client = try RawConnection(port: port, receiveBuffer: receiveBuffer)
        try client.sendText("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        guard await client.read(untilContains: ": connected") else {
            throw RawConnection.Failure(description: "no event stream: '\(client.text)'")
        }
        return client
    }

    @Test("a client receives 'updated' and then 'invalid' with the findings")
    func updatedAndInvalid() async throws {
        let state = try await PreviewFixtures.state()
        try await PreviewFixtures.withServer(state: state) { _, port in
            let client = try await Self.subscribe(port: port)
            #expect(client.text.lowercased().contains("content-type: text/event-stream"))
            #expect(client.text.contains("retry: 1000"))

            await state.update(
                file: PreviewFixtures.profileCard, name: "ProfileCard",
                layout: try PreviewFixtures.layout("ProfileCard"), diagnostics: [])
            #expect(await client.read(untilContains: #""type":"updated","version":3,"viewClass":"ProfileCard"}"#))
            // The event names the hash an app compares with its own copy before fetching.
            let compiled = try await RawResponse.get("/api/compiled/ProfileCard.layout.json", port: port)
            let etag = try #require(compiled.headers["etag"])
            #expect(client.text.contains(#"data: {"file":"Examples/ProfileCard.nmview.yaml","hash":\#(etag),"#))

            await state.update(
                file: PreviewFixtures.profileCard, name: nil, layout: nil,
                diagnostics: [PreviewFixtures.syntaxError(in: PreviewFixtures.profileCard)])
            #expect(await client.read(untilContains: #""type":"invalid","version":4"#))
            #expect(client.text.contains(#""line":20"#) && client.text.contains(#""id":"yaml.unclosed-flow-sequence""#))

            // The last good layout is still what renders.
            let render = try await RawResponse.get("/api/render?file=Examples%2FProfileCard.nmview.yaml", port: port)
            #expect(render.status == 200 && render.text.contains("Jane Appleseed"))
        }
    }

    @Test("100 simultaneous clients all receive an update")
    func hundredClients() async throws {
        let state = try await PreviewFixtures.state()
        try await PreviewFixtures.withServer(state: state) { _, port in
            var clients: [RawConnection] = []
            for _ in 0..<100 { clients.append(try await Self.subscribe(port: port)) }
            #expect(state.hub.clientCount == 100)
            await state.remove(file: "Examples/Keypad.nmview.yaml")
            for (index, client) in clients.enumerated() {
                #expect(await client.read(untilContains: #""type":"removed","version":3"#), "client \(index)")
            }
        }
    }

    @Test("a client that never reads is dropped and the others keep receiving")
    func stalledClient() async throws {
        let hub = EventHub(capacity: 8)
        let state = try await PreviewFixtures.state(hub: hub)
        try await PreviewFixtures.withServer(state: state) { _, port in
            let stalled = try await Self.subscribe(port: port, receiveBuffer: 4096)
            let reader = try await Self.subscribe(port: port)
            #expect(hub.clientCount == 2)
            // Keep the healthy client reading while events pile up for the stalled one.
            let reading = Task {
                while !Task.isCancelled {
                    if reader.drain() == 0 { try? await Task.sleep(for: .milliseconds(1)) }
                }
            }
            // Large events (a file with many findings) fill the stalled client's socket buffers,
            // then its mailbox; stop as soon as it is dropped, at most about 40 MB in.
            let findings = (0..<200).map { line in
                PreviewFixtures.syntaxError(
                    in: PreviewFixtures.profileCard, message: String(repeating: "x", count: 1000) + " \(line)")
            }
            var published = 0
            let deadline = ContinuousClock.now + .seconds(60)
            while hub.clientCount == 2, published < 200, ContinuousClock.now < deadline {
                await state.update(file: PreviewFixtures.profileCard, name: nil, layout: nil, diagnostics: findings)
                published += 1
                try await Task.sleep(for: .milliseconds(1))
            }
            #expect(hub.clientCount == 1, "the stalled client was not dropped after \(published) events")
            await state.update(
                file: PreviewFixtures.profileCard, name: nil, layout: try PreviewFixtures.layout("ProfileCard"),
                diagnostics: [])
            let last = await state.version
            let marker = Data(#""type":"updated","version":\#(last),"#.utf8)
            let waitUntil = ContinuousClock.now + .seconds(30)
            while reader.received.suffix(4096).range(of: marker) == nil, ContinuousClock.now < waitUntil {
                try await Task.sleep(for: .milliseconds(5))
            }
            reading.cancel()
            _ = await reading.value
            #expect(reader.received.suffix(4096).range(of: marker) != nil, "the reading client missed the last event")
            withExtendedLifetime(stalled) {}
        }
    }

    @Test("a heartbeat comment is sent while nothing changes")
    func heartbeat() async throws {
        try await PreviewFixtures.withServer(heartbeat: .milliseconds(100)) { _, port in
            let client = try await Self.subscribe(port: port)
            #expect(await client.read(untilContains: ": heartbeat"))
        }
    }

    @Test("stopping the server ends open event streams")
    func stopEndsStreams() async throws {
        let server = try PreviewServer(state: try await PreviewFixtures.state(), port: 0)
        let port = try await server.start()
        let client = try await Self.subscribe(port: port)
        await server.stop()
        await client.readToEnd()
        #expect(client.isClosed)
    }
}
