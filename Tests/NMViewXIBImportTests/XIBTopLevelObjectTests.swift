import Foundation
import NMViewDiagnostics
import NMViewModel
import NMViewXIBImport
import Testing

/// Top-level objects other than plain views: a window is imported as a view in both formats, an
/// iPad document is an iOS xib, and the archive's objects that are not views are reported as the
/// document format's are.
@Suite struct XIBTopLevelObjectTests {
    private func imported(_ name: String, text: (String) -> String = { $0 }) throws -> XIBImport {
        let original = try String(contentsOf: fixture(name), encoding: .utf8)
        return try XIBImporter(path: name).importXIB(Array(text(original).utf8), baseName: "Home")
    }

    @Test(arguments: [("Window.xib", "Home"), ("WindowArchive.xib", "MainWindow")])
    func aWindowIsImportedAsAViewWithoutItsOwnKeys(_ name: String, viewClass: String) throws {
        let imported = try imported(name)
        let layout = try #require(imported.layouts.first)
        #expect(imported.layouts.count == 1)
        // Named from its label or the file, never UIWindow or a subclass of it.
        #expect(layout.name == viewClass)
        #expect(layout.document.size == Size(width: 320, height: 480))
        #expect(layout.document.root.subviews.first?.properties["text"] == .string("Welcome"))
        let messages = imported.diagnostics.map(\.message)
        for windowOnly in ["visibleAtLaunch", "VisibleAtLaunch", "resizesToFullScreen", "ResizesToFullScreen", "'window'"] {
            #expect(!messages.contains { $0.contains(windowOnly) }, "\(windowOnly): \(messages)")
        }
        let written = try writtenAndLinted(layout)
        #expect(!written.text.contains("UIWindow"))
        #expect(written.findings.allSatisfy { auditRuleIDs.contains($0.id) }, "\(written.findings)")
        // The app delegate holding the window is reported, in both formats alike.
        #expect(messages.contains { $0.contains("the top-level object 'customObject' ('AppDelegate') is not carried over") }, "\(messages)")
    }

    /// `IBUICustomObject` and `IBUIViewController` among the root objects are not views.
    @Test func archiveObjectsThatAreNotViewsAreReportedNotImported() throws {
        let imported = try imported("WindowArchive.xib")
        #expect(imported.layouts.map(\.name) == ["MainWindow"])
        let reported = imported.documentDiagnostics.map(\.message)
        #expect(reported.contains("the top-level object 'viewController' ('HomeViewController') is not carried over"), "\(reported)")
        #expect(!imported.diagnostics.contains { $0.id == XIBDiagnosticID.noSize })
    }

    /// Xcode writes the iPad type for a xib made for the iPad alone, in both formats.
    @Test func anIPadDocumentIsAnIOSXIB() throws {
        let imported = try imported("Panel~ipad.xib")
        let layout = try #require(imported.layouts.first)
        #expect(layout.name == "Panel")
        #expect(layout.document.size == Size(width: 540, height: 620))
        #expect(layout.document.outlets == ["heading"])
    }

    /// `--merge X~ipad.xib` with the iPad xib saved as an iPad document.
    @Test func anIPadDocumentMergesAsTheDeviceVariant() throws {
        let phone = try #require(try imported("ProfileCard.xib").layouts.first)
        let pad = try #require(
            try imported("ProfileCard~ipad.xib") {
                $0.replacingOccurrences(of: "CocoaTouch.XIB\"", with: "CocoaTouch.iPad.XIB\"")
                    .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"iOS.CocoaTouch.iPad\"")
            }.layouts.first)
        let (document, findings) = DeviceVariantMerger(primary: phone, other: pad).merged(named: "ipad")
        #expect(document.layouts.map(\.name).contains("ipad"))
        #expect(document.layouts.last?.size == pad.document.size)
        #expect(!findings.contains { $0.severity == .error })
    }

    /// A Mac xib is still refused, with a note naming both iOS types.
    @Test func aMacXIBIsStillRefused() throws {
        let text = xib("").replacingOccurrences(of: "CocoaTouch.XIB", with: "Cocoa.XIB")
        #expect {
            try importXIB(text)
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.id == XIBDiagnosticID.notCocoaTouch
                && diagnostic.notes.first?.message.contains("com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB") == true
        }
    }
}
