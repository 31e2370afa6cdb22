import Foundation
import NMViewModel
import NMViewTestSupport
import Testing

/// Compiled layouts reach an app over the network in live reload: whatever arrives is refused
/// with an error, by the direct reader and by `JSONDecoder` behind it, never a crash. (None of
/// the well-formed inputs is a layout either.)
@Suite struct CompiledJSONHostileInputTests {
    @Test(arguments: HostileJSON.inputs.map(\.name))
    func hostileBytesAreRefused(_ name: String) throws {
        let input = try #require(HostileJSON.input(named: name))
        #expect(throws: (any Error).self) { try LayoutDocument(compiledJSON: Data(input.bytes)) }
    }
}
