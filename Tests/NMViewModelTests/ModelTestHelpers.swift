import Foundation
import NMViewDiagnostics
import NMViewModel
import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML

/// Reads marked YAML into a source tree; the input must be well-formed.
func tree(_ marked: MarkedSource) throws -> SourceTree {
    let result = YAMLReader().read(SourceFile(path: "t.nmview.yaml", bytes: Array(marked.text.utf8)))
    guard let tree = result.tree else { throw ModelTestFailure(message: "\(result.diagnostics)") }
    return tree
}

/// Decodes a document from YAML text.
func document(_ text: String) throws -> LayoutDocument {
    try SourceTreeDecoder().decode(LayoutDocument.self, from: try tree(MarkedSource(text)).root)
}

struct ModelTestFailure: Error {
    var message: String
}

/// The package root, for Examples/ and fixtures.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
