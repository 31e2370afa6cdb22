import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewTestSupport
import Testing

/// The calls an app can get wrong: the names `follow(_:)` takes (every class name an app can
/// have, module-qualified included; one no layout file can have is reported, never dropped in
/// silence), and a second `start`, which keeps the first handlers.
@Suite struct LiveReloadFollowNameTests {
    @Test func aSecondStartKeepsTheFirstHandlers() async throws {
        let server = try LiveReloadFaultTests.server(layouts: [Scripted.response(body: LiveReloadFaultTests.card)])
        defer { server.stop() }
        let (client, probe) = LiveReloadProbe.start(server.url, following: "Card")
        defer { client.stop() }
        let second = Recorded<String>()
        client.start(onLayout: { viewClass, _ in second.append(viewClass) }, onProblems: { viewClass, _ in second.append(viewClass) })
        #expect(await probe.layouts.wait { !$0.isEmpty })
        server.push(Scripted.updated("Card", hash: "again"))
        #expect(await probe.layouts.wait { $0.count >= 2 })
        // Only the first handlers were called (a busy machine may reconnect meanwhile; that is no matter).
        #expect(second.all.isEmpty)
    }

    @Test func aModuleQualifiedNameFollowsTheClassItsFileNames() async throws {
        let server = try LiveReloadFaultTests.server(layouts: [Scripted.response(body: LiveReloadFaultTests.card)])
        defer { server.stop() }
        let (client, probe) = LiveReloadProbe.start(server.url, following: "MyApp.Card")
        defer { client.stop() }
        #expect(await probe.layouts.wait { !$0.isEmpty }, "requests: \(server.received.map(\.path))")
        #expect(probe.layouts.all.first?.viewClass == "Card")
        #expect(probe.problems.all.isEmpty)
    }

    @Test func aNameNoLayoutFileCanHaveIsReported() async throws {
        let server = try LiveReloadFaultTests.server(layouts: [Scripted.response(body: LiveReloadFaultTests.card)])
        defer { server.stop() }
        let (client, probe) = LiveReloadProbe.start(server.url, following: "Card-2")
        defer { client.stop() }
        #expect(await probe.problems.wait { !$0.isEmpty })
        let report = try #require(probe.problems.all.first)
        #expect(report.viewClass == "Card-2" && report.problems.map(\.id) == ["live-reload"])
        #expect(report.problems.first?.message.hasPrefix("'Card-2' is not a view class live reload can follow") == true)
        #expect(server.count(LiveReloadFaultTests.compiledPath) == 0)
    }

    @Test(arguments: [("MyApp.Card", "Card"), ("MyApp.Outer.Inner", "Inner"), ("Card", "Card"), ("UILabel", "UILabel")])
    func theNameALayoutFileGivesAClass(_ name: String, _ unqualified: String) {
        #expect(ViewClassName.unqualified(name) == unqualified)
    }
}
