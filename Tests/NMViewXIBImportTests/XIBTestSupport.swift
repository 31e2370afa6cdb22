import Foundation
import NMViewDiagnostics
import NMViewEngine
import NMViewLint
import NMViewModel
import NMViewXIBImport
import NMViewYAML

/// The package root, for fixtures.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A fixture xib under Tests/Fixtures/XIB.
func fixture(_ name: String) -> URL {
    packageRoot.appendingPathComponent("Tests/Fixtures/XIB/\(name)")
}

/// Imports xib text given in the test.
func importXIB(_ text: String, path: String = "t.xib") throws(Diagnostic) -> XIBImport {
    try XIBImporter(path: path).importXIB(Array(text.utf8), baseName: "T")
}

/// The ids of the accessibility audit's rules. A xib's controls come at Interface Builder's sizes
/// (a text field 34 points tall, a slider 31) and its image-only buttons without labels, which the
/// import carries over as the xib has them and the audit rightly reports.
let auditRuleIDs = Set(LintRules.rules(of: .accessibility).map(\.id))

/// A layout's text as the importer writes it, read back and linted as `nmview lint` does: the
/// findings and the document an app would load.
func writtenAndLinted(_ layout: XIBImport.Layout) throws -> (text: String, findings: [Diagnostic], resolved: LayoutDocument?) {
    let text = LayoutYAMLWriter(schema: "../../Schemas/nmview.schema.json").text(for: layout.document)
    let path = "\(layout.name).nmview.yaml"
    let outcome = try Linter().lint(sources: [SourceFile(path: path, bytes: Array(text.utf8))])
    return (text, outcome.report.diagnostics, outcome.documents[path]?.resolved)
}

/// A small current-format xib around `objects`, as Xcode writes the frame; with `device`, the
/// simulated device it names (`<device id="retina6_12" orientation="portrait"/>`).
func xib(_ objects: String, resources: String = "", device: String? = nil) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
    \(device.map { "    <device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>\n" } ?? "")    <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    \(objects)
        </objects>
        <resources>
    \(resources)
        </resources>
    </document>
    """
}
