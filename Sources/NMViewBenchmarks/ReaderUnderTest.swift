import NMViewSourceTree
import NMViewYAML

/// The contender: `YAMLReader` with its default limits, reading the same in-memory bytes as the
/// floor, from the `SourceFile` it is handed to the tree it returns.
enum ReaderUnderTest {
    /// The name the benchmark files are read under; it only appears in diagnostics.
    static let path = "bench.nmview.yaml"

    /// Reads `bytes` and returns the tree's node count. Traps unless the read succeeded with a
    /// tree, so a regression that fails fast can never pass as a speed-up.
    static func read(_ bytes: [UInt8]) -> Int {
        tree(of: bytes).nodeCount
    }

    /// Reads `bytes` and returns the tree; traps unless the read succeeded with one. The
    /// validator benchmark reads its input with this once, before any timing.
    static func tree(of bytes: [UInt8]) -> SourceTree {
        let result = YAMLReader().read(SourceFile(path: path, bytes: bytes))
        guard result.succeeded, let tree = result.tree else {
            let first = result.diagnostics.first.map { "\($0.location): \($0.message)" } ?? "no tree"
            preconditionFailure("the reader failed on generated input: \(first)")
        }
        return tree
    }
}
