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
    private let program: SchemaProgram

    /// Compiles a schema from the bytes of a JSON document.
    public init(data: Data) throws(SchemaLoadError) {
        guard let document = JSONParser.load(data) else {
            throw SchemaLoadError(pointer: "", message: "the schema is not valid JSON")
        }
        var compiler = SchemaCompiler(document: document)
        root = try compiler.compileRoot()
        program = SchemaProgram(schemas: compiler.schemas)
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
        validate(tree, fast: true)
    }

    /// Whether the document is valid, stopping at the first problem.
    public func isValid(_ tree: SourceTree) -> Bool {
        isValid(tree, fast: true)
    }

    /// ``validate(_:)``, deciding validity with ``FastEvaluation`` or, without `fast`, with the
    /// reference evaluator alone (for tests that compare the two).
    func validate(_ tree: SourceTree, fast: Bool) -> [Diagnostic] {
        withExtendedLifetime(program) {
            tree.withRaw { raw in
                var evaluation = Evaluation(fast: fast ? FastEvaluation(tree: raw, program: program.view) : nil)
                _ = evaluation.validate(tree.root, root, report: true)
                return evaluation.findings()
            }
        }
    }

    /// ``isValid(_:)`` with or without ``FastEvaluation``.
    func isValid(_ tree: SourceTree, fast: Bool) -> Bool {
        guard fast else {
            var evaluation = Evaluation(fast: nil)
            return evaluation.validate(tree.root, root, report: false)
        }
        return withExtendedLifetime(program) {
            tree.withRaw { FastEvaluation(tree: $0, program: program.view).validate($0.root, root.index) }
        }
    }
}
