import Foundation
import NMViewModel
import NMViewXIBImport
import Testing

/// The original NMView's view templates: a File's Owner outlet to a second top-level view.
@Suite struct XIBTemplateTests {
    private func imported(_ name: String, text: (String) -> String = { $0 }) throws -> XIBImport {
        let original = try String(contentsOf: fixture(name), encoding: .utf8)
        return try XIBImporter(path: name).importXIB(Array(text(original).utf8), baseName: "T")
    }

    @Test(arguments: ["Templates.xib", "TemplatesArchive.xib"])
    func aViewTheNMViewOwnerHoldsIsATemplateNamedAfterTheOutlet(_ name: String) throws {
        let imported = try imported(name)
        #expect(imported.layouts.map(\.name) == ["Shelf"])
        let layout = try #require(imported.layouts.first)
        let template = try #require(layout.document.templates["itemTemplate"])
        #expect(template.id == nil)
        #expect(template.frame == Rect(x: 0, y: 0, width: 80, height: 100))
        #expect(template.subviews.first?.properties["text"] == .string("Item"))
        #expect(!layout.document.outlets.contains("itemTemplate"))
        #expect(!imported.diagnostics.contains { $0.message.contains("itemTemplate") }, "\(imported.diagnostics)")
        let linted = try writtenAndLinted(layout)
        #expect(linted.text.contains("templates:\n  itemTemplate:\n    frame: [0, 0, 80, 100]\n"), "\(linted.text)")
        // The original's code copied the template at run time, as makeView(fromTemplate:) does,
        // which lint cannot see: that one finding, no other.
        #expect(linted.findings.allSatisfy { auditRuleIDs.contains($0.id) || $0.id == "rule.unused-template" }, "\(linted.findings)")
    }

    /// Another owner (a controller) gets a layout named after the outlet, and a warning.
    @Test func aViewAnotherOwnerHoldsIsALayoutNamedAfterTheOutlet() throws {
        let imported = try imported("Templates.xib") {
            $0.replacingOccurrences(of: "userLabel=\"File's Owner\" customClass=\"Shelf\"", with: "userLabel=\"File's Owner\" customClass=\"ShelfController\"")
        }
        #expect(imported.layouts.map(\.name) == ["Shelf", "ItemTemplate"])
        #expect(imported.diagnostics.contains { $0.message.contains("outlet 'itemTemplate' holds this top-level view") })
    }
}
