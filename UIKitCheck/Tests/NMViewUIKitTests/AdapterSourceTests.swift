import Foundation
import Testing

/// The adapter may use the SDK's API only: nothing this package adds for tests. It is checked on
/// the source text, so it holds even while the adapter target is switched off.
@Suite struct AdapterSourceTests {
    /// Names that exist only in this package's UIKit, never in Apple's.
    static let stubOnlyNames = ["_interfaceCheck", "InterfaceRecorder", "InterfaceLog", "InterfaceCheckCoder"]

    /// The adapter's sources, through Sources/NMViewUIKit (a link to the root package's).
    static func adapterSources() throws -> [(name: String, text: String)] {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NMViewUIKit")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        return try names.sorted().map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func theAdapterIsThere() throws {
        #expect(try !Self.adapterSources().isEmpty)
    }

    @Test(arguments: stubOnlyNames)
    func theAdapterUsesNoStubOnlyAPI(_ name: String) throws {
        for source in try Self.adapterSources() {
            #expect(!source.text.contains(name), "\(source.name) uses '\(name)', which Apple's UIKit does not have")
        }
    }
}
