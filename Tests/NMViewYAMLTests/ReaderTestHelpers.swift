import NMViewDiagnostics
import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML

/// Reads marked test input as a file named `file`.
func read(_ marked: MarkedSource, file: String = "test.nmview.yaml", limits: ReaderLimits = .default) -> ReadResult {
    YAMLReader(limits: limits).read(SourceFile(path: file, bytes: Array(marked.text.utf8)))
}

/// Reads raw bytes as a file named `file`.
func read(bytes: [UInt8], file: String = "test.nmview.yaml", limits: ReaderLimits = .default) -> ReadResult {
    YAMLReader(limits: limits).read(SourceFile(path: file, bytes: bytes))
}

/// Reads text that must be well-formed and returns its root.
func root(_ text: String, file: String = "test.nmview.yaml") throws -> SourceNode {
    let result = read(MarkedSource(text), file: file)
    guard let tree = result.tree, result.diagnostics.isEmpty else {
        throw ReaderTestFailure(diagnostics: result.diagnostics)
    }
    return tree.root
}

/// A read that was expected to succeed reported findings.
struct ReaderTestFailure: Error, CustomStringConvertible {
    var diagnostics: [Diagnostic]
    var description: String { diagnostics.map { "\($0.location): \($0.message) [\($0.id)]" }.joined(separator: "\n") }
}

/// Every node under `node`, depth first, as comparable text: position, kind, style, type and text.
func describeTree(_ node: SourceNode) -> [String] {
    var lines = ["\(node.line):\(node.column) \(node.kind) \(node.style) \(node.scalarType) \(node.scalar ?? "")"]
    node.forEachChild { key, value in
        if let key { lines += describeTree(key) }
        lines += describeTree(value)
    }
    return lines
}
