import NMViewEngine
import NMViewLiveReload
import Testing

/// The server and the app's client read the live protocol's numbers and routes from one place.
@Suite struct LiveProtocolTests {
    @Test func theClientAsksWhereTheServerListensAndWaitsThreeHeartbeats() {
        #expect(LiveReloadClient.simulatorServer.absoluteString == "http://127.0.0.1:5757")
        #expect(LiveReloadClient.simulatorServer.port == Int(LiveProtocol.defaultPort))
        #expect(LiveReloadClient.stallTimeoutDefault == Double(3 * LiveProtocol.heartbeatSeconds))
    }

    @Test func aCompiledLayoutsPathNamesItsClassAndNothingElse() {
        #expect(LiveProtocol.compiledPath(of: "ProfileCard") == "/api/compiled/ProfileCard.layout.json")
        #expect(LiveProtocol.viewClass(inCompiledPath: LiveProtocol.compiledPath(of: "Profile_Card2")) == "Profile_Card2")
        for path in ["/api/compiled/.layout.json", "/api/compiled/../x.layout.json", "/api/compiled/a/b.layout.json", "/api/render"] {
            #expect(LiveProtocol.viewClass(inCompiledPath: path) == nil, "\(path)")
        }
    }
}
