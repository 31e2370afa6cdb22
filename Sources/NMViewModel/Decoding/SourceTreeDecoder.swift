import NMViewDiagnostics
import NMViewSourceTree

/// Decodes model values straight from a ``SourceTree`` through `Decodable`, so a decode problem
/// is reported at the line and column of the node it concerns.
public struct SourceTreeDecoder: Sendable {
    /// A decoder.
    public init() {}

    /// Decodes `type` from `node`, or a diagnostic at the offending node.
    ///
    /// A ``LayoutDocument`` is read directly from the tree's storage (``DirectDocumentReader``),
    /// which gives the same value several times faster; any document that reader gives up on is
    /// decoded through `Decodable`, which reports the problem.
    public func decode<T: Decodable>(_ type: T.Type, from node: SourceNode) throws(Diagnostic) -> T {
        if T.self == LayoutDocument.self,
            let document = node.tree.withRaw({ raw in try? DirectDocumentReader(raw: raw).document(at: node.index) }),
            let result = document as? T
        {
            return result
        }
        return try decodeThroughDecodable(type, from: node)
    }

    /// `decode(_:from:)` through `Decodable` alone: the reference the direct reader is tested against.
    func decodeThroughDecodable<T: Decodable>(_ type: T.Type, from node: SourceNode) throws(Diagnostic) -> T {
        do {
            return try T(from: NodeDecoder(node: node, codingPath: []))
        } catch let error as Diagnostic {
            throw error
        } catch let error as DecodingError {
            throw Self.diagnostic(for: error, root: node)
        } catch {
            throw Diagnostic.error("decode.failed", "\(error)", at: node.location)
        }
    }

    /// A `DecodingError` (thrown by a model type's own checks) located by walking its coding path.
    static func diagnostic(for error: DecodingError, root: SourceNode) -> Diagnostic {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let value), .valueNotFound(_, let value), .keyNotFound(_, let value),
            .dataCorrupted(let value):
            context = value
        @unknown default:
            return .error("decode.failed", "\(error)", at: root.location)
        }
        var node = root
        for key in context.codingPath {
            if let index = key.intValue, index < node.count, node.kind == .sequence {
                node = node.elements[index]
            } else if let child = node[key.stringValue] {
                node = child
            } else {
                break
            }
        }
        return .error("decode.invalid", context.debugDescription, at: node.location)
    }
}
