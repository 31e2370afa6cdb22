/// Allocation-free access for hot paths such as schema validation: iterate children and compare
/// scalar text against bytes without building arrays or strings.
extension SourceNode {
    /// Calls `body` with a scalar's UTF-8 text (empty for containers).
    public func withScalarBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let target = resolved.record
        guard target.kind == .scalar else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try tree.text.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[Int(target.start)..<Int(target.start) + target.count]))
        }
    }

    /// Whether this is a scalar whose text is exactly `utf8`.
    public func scalarEquals(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let target = resolved.record
        guard target.kind == .scalar, target.count == utf8.count else { return false }
        return tree.text.withUnsafeBufferPointer { buffer in
            let start = Int(target.start)
            for offset in 0..<utf8.count where buffer[start + offset] != utf8[offset] { return false }
            return true
        }
    }

    /// Whether this is a scalar whose text is exactly `string`.
    public func scalarEquals(_ string: String) -> Bool {
        var copy = string
        return copy.withUTF8 { scalarEquals($0) }
    }

    /// Calls `body` with each element of a sequence, or each key and value of a mapping (for a
    /// sequence `key` is `nil`), in source order.
    public func forEachChild(_ body: (_ key: SourceNode?, _ value: SourceNode) throws -> Void) rethrows {
        let target = resolved.record
        let start = Int(target.start)
        switch target.kind {
        case .sequence:
            for offset in 0..<target.count {
                try body(nil, SourceNode(tree: tree, index: tree.children[start + offset]))
            }
        case .mapping:
            for offset in stride(from: 0, to: target.count, by: 2) {
                try body(
                    SourceNode(tree: tree, index: tree.children[start + offset]),
                    SourceNode(tree: tree, index: tree.children[start + offset + 1]))
            }
        case .scalar, .alias:
            break
        }
    }

    /// The value under the key whose text is `utf8`, without building strings.
    public func value(forKey utf8: UnsafeBufferPointer<UInt8>) -> SourceNode? {
        let target = resolved.record
        guard target.kind == .mapping else { return nil }
        let start = Int(target.start)
        for offset in stride(from: 0, to: target.count, by: 2) {
            let key = SourceNode(tree: tree, index: tree.children[start + offset])
            if key.scalarEquals(utf8) {
                return SourceNode(tree: tree, index: tree.children[start + offset + 1])
            }
        }
        return nil
    }
}

extension SourceNode {
    /// A sequence's element at `index`, without building the element array.
    public func element(at index: Int) -> SourceNode? {
        let target = resolved.record
        guard target.kind == .sequence, index >= 0, index < target.count else { return nil }
        return SourceNode(tree: tree, index: tree.children[Int(target.start) + index])
    }

    /// A mapping's key node for `key` and its value, without building strings or arrays.
    public func entry(forKey key: String) -> (key: SourceNode, value: SourceNode)? {
        let target = resolved.record
        guard target.kind == .mapping else { return nil }
        var copy = key
        return copy.withUTF8 { utf8 in
            let start = Int(target.start)
            for offset in stride(from: 0, to: target.count, by: 2) {
                let keyNode = SourceNode(tree: tree, index: tree.children[start + offset])
                if keyNode.scalarEquals(utf8) {
                    return (keyNode, SourceNode(tree: tree, index: tree.children[start + offset + 1]))
                }
            }
            return nil
        }
    }
}
