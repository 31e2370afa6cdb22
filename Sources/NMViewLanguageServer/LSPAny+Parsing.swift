import Foundation
import NMViewSourceTree

extension LSPAny {
    /// The JSON value `data` holds, or `nil` when it is not JSON.
    ///
    /// Plain JSON is read by ``JSONTreeReader`` in one pass. `JSONDecoder` can only tell a value's
    /// type by trying each in turn and catching the error, four throws for every object, which
    /// made a 350 KB schema or a large response cost more than the work around it (and far more
    /// in a test process, where every throw records a backtrace). What the tree reader leaves
    /// alone (exponents, escapes it cannot vouch for) still goes to the decoder, so both read
    /// every document alike.
    public static func parse(_ data: Data) -> LSPAny? {
        let tree = data.withUnsafeBytes { raw in
            JSONTreeReader.read(raw.bindMemory(to: UInt8.self), file: "message", limits: limits)
        }
        if let tree { return LSPAny(jsonNode: tree.root) }
        return try? JSONDecoder().decode(LSPAny.self, from: data)
    }

    /// The schema nests deeper than a layout; the rest are the reader's defaults.
    private static let limits: ReaderLimits = {
        var limits = ReaderLimits.default
        limits.maxDepth = 500
        return limits
    }()
}

extension LSPAny: JSONValueRepresentable {}
