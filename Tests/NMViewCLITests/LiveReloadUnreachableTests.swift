import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewTestSupport
import Testing

/// The app against a real `nmview watch --serve` that is not there yet: unreachable with the
/// reason and its fix shown over the followed class, then connected, the box cleared and the
/// layout installed once the server starts on that port.
@Suite struct LiveReloadUnreachableTests {
    @Test func aPortNobodyListensOnIsUnreachableThenFollowedWhenTheServerStarts() async throws {
        let scratch = try Scratch()
        try scratch.write(LiveReloadLoopbackTests.file, LiveReloadLoopbackTests.card(width: 100))
        // A port the server had a moment ago, and gave up.
        let (first, port) = try await RunningCommand.serving(scratch)
        #expect(await first.interrupt() == 0)

        let app = await HeadlessApp(port: port)
        defer { app.client.stop() }
        #expect(await eventually {
            if case .unreachable(let failure) = app.client.state { failure.reason == .refused } else { false }
        }, "\(app.client.state)")
        #expect(await app.problems.wait { !$0.isEmpty }, "\(app.summary)")
        let shown = try #require(app.problems.all.first)
        #expect(shown.viewClass == "Card")
        let message = try #require(shown.problems.first?.message)
        #expect(message.contains("'http://127.0.0.1:\(port)/events' (connection refused)"), "\(message)")
        #expect(message.contains("start 'nmview watch --serve'"), "\(message)")

        let (second, _) = try await RunningCommand.serving(scratch, port: port)
        #expect(await app.waitForTitle(width: 100), "\(app.summary)")
        #expect(app.client.state == .connected)
        #expect(await app.problems.wait { $0.last?.problems == [] }, "the box is cleared on connect")
        #expect(await second.interrupt() == 0)
    }
}
