import Foundation
import NMViewDiagnostics
import NMViewXIBImport
import Testing

/// Warnings worth reading: one summary per layout for what Auto Layout placed, nothing for IB's
/// bookkeeping or its stock values, and every value that is not a default still reported.
@Suite struct XIBWarningNoiseTests {
    private func messages(_ name: String) throws -> [String] {
        let bytes = [UInt8](try Data(contentsOf: fixture(name)))
        return try XIBImporter(path: name).importXIB(bytes, baseName: "T").diagnostics.map { "\($0.message) [\($0.id)]" }
    }

    @Test func constraintsAreSummedUpOncePerLayout() throws {
        let messages = try messages("Noisy.xib")
        let positioned = messages.filter { $0.hasSuffix("[xib.positioned-by-constraints]") }
        #expect(positioned == [
            "4 views were positioned by constraints ('label2', 'label4', 'label6', 'leadingButton'): they keep the frames IB stored, without autoresizing [xib.positioned-by-constraints]"
        ])
        #expect(messages.filter { $0.hasSuffix("[xib.constraints]") }.count == 1)
    }

    @Test(arguments: ["Noisy.xib", "NoisyArchive.xib", "Unsupported.xib"])
    func noNoisyKindIsLeft(_ name: String) throws {
        let messages = try messages(name)
        let noise = [
            "NSNextKeyView", "NSReuseIdentifierKey", "IBSegment", "IBNumberOfSegments", "\n", "\t", "AlwaysBounceVertical",
            "style=plain", "dataMode=", "titleShadowColor", "'normal' state", "'gestureRecognizers'", "size-class variation",
            "estimatedRowHeight", "sectionHeaderHeight",
        ]
        for text in noise { #expect(!messages.contains { $0.contains(text) }, "\(name): '\(text)' in \(messages)") }
        #expect(messages.filter { $0.contains("gesture recognizer") }.count <= 1)
    }

    /// What the ignore list once dropped in silence is reported at a value that is not a default.
    @Test func nonDefaultValuesOnceIgnoredAreReported() throws {
        let messages = try messages("Noisy.xib")
        #expect(messages.contains { $0.contains("'contentHorizontalAlignment=leading'") })
        #expect(messages.contains { $0.contains("'indicatorStyle=white', 'keyboardDismissMode=onDrag'") })
    }
}
