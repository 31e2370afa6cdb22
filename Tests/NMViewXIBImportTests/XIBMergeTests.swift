import Foundation
import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import NMViewXIBImport
import Testing

/// `--merge`: another device's xib of the same screen becomes an alternative whose views are
/// matched by IB's object id or by label, never by order, and at its size gives that xib's frames.
@Suite struct XIBMergeTests {
    private func imported(_ name: String) throws -> XIBImport.Layout {
        let bytes = [UInt8](try Data(contentsOf: fixture(name)))
        return try #require(try XIBImporter(path: name).importXIB(bytes, baseName: "T").layouts.first)
    }

    @Test func theMergedAlternativeGivesTheOtherXIBsFramesAtItsSize() throws {
        let phone = try imported("ProfileCard.xib")
        let pad = try imported("ProfileCard~ipad.xib")
        let name = DeviceVariantMerger.alternativeName(primaryFile: "ProfileCard.xib", otherFile: "ProfileCard~ipad.xib", taken: ["landscape"])
        #expect(name == "ipad")
        let (document, findings) = DeviceVariantMerger(primary: phone, other: pad).merged(named: name)
        var merged = phone
        merged.document = document
        let linted = try writtenAndLinted(merged)
        // The xib's fixed white background under system text colours is white on white in dark, and
        // its controls have IB's sizes: the accessibility audit's findings, no other.
        #expect(linted.findings.allSatisfy { auditRuleIDs.contains($0.id) }, "\(linted.findings)")
        let compiled = CompiledLayout(try #require(linted.resolved))
        let variant = try #require(compiled.variantIndex(named: "ipad"))
        let frames = compiled.frames(variant: variant, bounds: pad.document.size)

        // The iPad xib lists its subviews in another order and gave 'role' a new object id:
        // frames are compared view by view through the id each tree wrote.
        var padFrames: [String: Rect] = [:]
        var pending = pad.document.root.subviews
        while let view = pending.popLast() {
            if let id = view.id, let frame = view.frame { padFrames[id] = frame }
            pending += view.subviews
        }
        for (index, id) in compiled.ids.enumerated() {
            guard let id, !["view", "count"].contains(id) else { continue }
            #expect(frames[index] == padFrames[id], "\(id)")
        }
        #expect(pad.views["role"]?.xibID != phone.views["role"]?.xibID, "the fixture must match 'role' by its label")
        // Below the omitted view nothing is taken, so the count keeps the phone's frame.
        let count = try #require(compiled.indexByID["count"])
        #expect(frames[count] == Rect(x: 0, y: 0, width: 40, height: 40))

        #expect(findings.map(\.id) == [XIBDiagnosticID.unmatchedView])
        #expect(findings.first?.message.contains("'headerImage'") == true)
        #expect(findings.first?.location.file == "ProfileCard~ipad.xib")
    }

    @Test func aViewWithoutCounterpartKeepsItsFrameAndIsReported() throws {
        let phone = try imported("ProfileCard.xib")
        var pad = try imported("ProfileCard~ipad.xib")
        pad.views["follow"]?.xibID = "Xxx-00-xxx"
        pad.views["follow"]?.isNamed = false
        let (document, findings) = DeviceVariantMerger(primary: phone, other: pad).merged(named: "ipad")
        #expect(document.layouts.last?.subviews.contains { $0.id == "follow" } == false)
        #expect(findings.contains { $0.message.hasPrefix("'follow' has no view of the same id or label") && $0.location.file == "ProfileCard.xib" })
    }
}
