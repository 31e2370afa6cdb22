import Foundation
import NMViewDiagnostics
import NMViewSchema
import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML

/// Validates marked YAML against a schema given as JSON text.
func findings(schema: String, _ marked: MarkedSource) throws -> [Diagnostic] {
    let validator = try SchemaValidator(data: Data(schema.utf8))
    let result = YAMLReader().read(SourceFile(path: "t.yaml", bytes: Array(marked.text.utf8)))
    guard let tree = result.tree else { throw SchemaTestFailure(message: "test input does not parse: \(result.diagnostics)") }
    return validator.validate(tree)
}

struct SchemaTestFailure: Error {
    var message: String
}

extension MarkedSource {
    /// A marker's location in the test file `t.yaml`.
    func at(_ name: String) -> SourceLocation { location(name, file: "t.yaml") }
}
