import Foundation
import NMViewPreviewServer
import Testing

/// Starting binds and listens before it returns, with no deadline, and throws as soon as binding
/// fails, however busy the machine.
@Suite("Preview server start")
struct PreviewServerStartTests {
    @Test("a port already in use fails the start naming the port and what to do, not a timeout")
    func portInUse() async throws {
        try await PreviewFixtures.withServer { _, port in
            let second = try PreviewServer(state: try await PreviewFixtures.state(), port: port)
            do {
                try await second.start()
                Issue.record("a second server started on port \(port)")
                await second.stop()
            } catch let error as PreviewServer.StartError {
                #expect(error.description == "port \(port) is in use; try --port 0 for any free port")
                #expect(!error.description.contains("timed out"), "\(error)")
            }
            #expect(await second.port == nil)
        }
    }

    @Test("starting again returns the port bound the first time")
    func startTwice() async throws {
        try await PreviewFixtures.withServer { server, port in
            let again = try await server.start()
            #expect(again == port)
            #expect(await server.url == "http://127.0.0.1:\(port)/")
        }
    }
}
