import NMViewTestSupport
import Testing

@testable import NMViewLiveReload

/// The events a running app reads from the preview server's stream come over the network:
/// anything that is not an event is ignored, never a crash.
@Suite struct LayoutEventHostileInputTests {
    @Test(arguments: HostileJSON.inputs.map(\.name))
    func hostileEventsAreIgnored(_ name: String) throws {
        let input = try #require(HostileJSON.input(named: name))
        #expect(LayoutEvent.decode(String(decoding: input.bytes, as: UTF8.self)) == nil)
    }

    @Test func aWellFormedEventIsRead() {
        let event = LayoutEvent.decode(#"{"type":"updated","file":"Card.nmview.yaml","viewClass":"Card","hash":"h1"}"#)
        #expect(event?.viewClass == "Card")
        #expect(event?.hash == "h1")
    }
}
