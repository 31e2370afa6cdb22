import Foundation
import NMViewTestSupport
import Testing

@testable import NMViewLanguageServer

/// An editor's message body goes to `JSONDecoder` and to the tree reader: whatever it holds is
/// an answer the server can give, an error for what is not JSON, never a crash.
@Suite struct HostileMessageTests {
    @Test(arguments: HostileJSON.inputs.map(\.name))
    func hostileBodiesAreAnswered(_ name: String) throws {
        let input = try #require(HostileJSON.input(named: name))
        let message = try? JSONRPCMessage.decode(Data(input.bytes))
        let value = LSPAny.parse(Data(input.bytes))
        if input.mustBeRefused {
            #expect(message == nil)
            #expect(value == nil)
        }
    }
}
