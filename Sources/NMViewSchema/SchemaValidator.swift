import Foundation
import NMViewDiagnostics
import NMViewSourceTree

/// A JSON Schema draft-07 validator over positioned source trees.
///
/// It loads a schema document once, compiles it, and refuses at load any keyword it does not
/// implement. Findings point at the offending node: for a missing property the mapping that lacks
/// it, for an unknown property its key, with "did you mean" suggestions.
public final class SchemaValidator: Sendable {
    private let root: Schema

    /// Compiles a schema from the bytes of a JSON document.
    public init(data: Data) throws(SchemaLoadError) {
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw SchemaLoadError(pointer: "", message: "the schema is not valid JSON")
        }
        var compiler = SchemaCompiler(document: document)
        root = try compiler.compileRoot()
    }

    /// Compiles the schema file at `path`.
    public convenience init(contentsOf path: String) throws(SchemaLoadError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SchemaLoadError(pointer: "", message: "cannot read the schema file '\(path)'")
        }
        try self.init(data: data)
    }

    /// Every finding for the document, in source order.
    public func validate(_ tree: SourceTree) -> [Diagnostic] {
        var evaluation = Evaluation()
        _ = evaluation.validate(tree.root, root, report: true)
        return evaluation.findings()
    }

    /// Whether the document is valid, stopping at the first problem.
    public func isValid(_ tree: SourceTree) -> Bool {
        var evaluation = Evaluation()
        return evaluation.validate(tree.root, root, report: false)
    }
}
