import NMViewDiagnostics
import NMViewSourceTree

/// Scalars by their core-schema type: numbers only from int or float scalars, text only from
/// strings, so `"42"` is never a number and `42` never text.
enum ScalarDecoding {
    /// The value when `T` is a scalar type this decoder reads directly, `nil` for other types.
    static func decode<T>(_ type: T.Type, _ node: SourceNode) throws -> T? {
        switch type {
        case is String.Type: return try string(node) as? T
        case is Double.Type: return try double(node) as? T
        case is Int.Type: return try int(node) as? T
        case is Bool.Type: return try bool(node) as? T
        default: return nil
        }
    }

    static func string(_ node: SourceNode) throws -> String {
        guard node.kind == .scalar, node.scalarType == .string, let text = node.scalar else {
            throw NodeDecoder.mismatch("text", node)
        }
        return text
    }

    static func double(_ node: SourceNode) throws -> Double {
        guard node.kind == .scalar, let value = node.doubleValue else { throw NodeDecoder.mismatch("a number", node) }
        return value
    }

    static func int(_ node: SourceNode) throws -> Int {
        guard node.kind == .scalar else { throw NodeDecoder.mismatch("an integer", node) }
        if let value = node.intValue { return value }
        if let value = node.doubleValue, value.rounded() == value, let integer = Int(exactly: value) { return integer }
        throw NodeDecoder.mismatch("an integer", node)
    }

    static func integer<T: FixedWidthInteger>(_ node: SourceNode) throws -> T {
        guard let value = T(exactly: try int(node)) else { throw NodeDecoder.mismatch("an integer in range", node) }
        return value
    }

    static func bool(_ node: SourceNode) throws -> Bool {
        guard node.kind == .scalar, let value = node.boolValue else { throw NodeDecoder.mismatch("true or false", node) }
        return value
    }
}
