import Foundation
import NMViewModel
import NMViewXIBImport
import Testing

/// Where Interface Builder's leaving a value out means something other than the format's default:
/// a spinner that does not hide when stopped, a label or image view that takes touches. The two
/// formats leave out opposite spinners, and the same views import the same.
@Suite struct XIBDefaultsTests {
    @Test(arguments: ["Defaults.xib", "DefaultsArchive.xib"])
    func whatIBLeavesOutIsWrittenWhereTheFormatsDefaultDiffers(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: fixture(name)))
        let imported = try XIBImporter(path: name).importXIB(bytes, baseName: "T")
        let layout = try #require(imported.layouts.first)
        let views = Dictionary(uniqueKeysWithValues: layout.document.root.subviews.compactMap { view in view.id.map { ($0, view) } })
        #expect(views["shownSpinner"]?.properties["hidesWhenStopped"] == .bool(false))
        #expect(views["hidingSpinner"]?.properties["hidesWhenStopped"] == nil)
        #expect(views["hidingSpinner"]?.properties["animating"] == .bool(true))
        #expect(views["tappableLabel"]?.properties["userInteractionEnabled"] == .bool(true))
        #expect(views["plainLabel"]?.properties["userInteractionEnabled"] == nil)
        #expect(views["tappableImage"]?.properties["userInteractionEnabled"] == .bool(true))
        let messages = imported.diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("hidesWhenStopped") || $0.contains("HidesWhenStopped") || $0.contains("serInteraction") }, "\(messages)")
        #expect(try writtenAndLinted(layout).findings.allSatisfy { auditRuleIDs.contains($0.id) })
    }
}
