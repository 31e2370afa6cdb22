import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewTestSupport
import Testing

/// The names `follow(_:)` takes: every class name an app can have, module-qualified included;
/// one no layout file can have is reported, never dropped in silence.
@Suite struct LiveReloadFollowNameTests {
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
