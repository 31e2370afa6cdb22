import Foundation

/// Each node's parent, derived from the children arrays the first time anyone asks (a pointer for
/// a diagnostic, say) and kept for the tree's lifetime. Reading a file never pays for it.
final class ParentTable: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var parents: [Int32]?

    /// The parent of `index` in `tree`, -1 for the root.
    func parent(of index: Int32, in tree: SourceTree) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if parents == nil { parents = Self.build(tree) }
        return parents?[Int(index)] ?? -1
    }

    private static func build(_ tree: SourceTree) -> [Int32] {
        var parents = [Int32](repeating: -1, count: tree.records.count)
        for (index, record) in tree.records.enumerated() where record.kind == .sequence || record.kind == .mapping {
            let start = Int(record.start)
            for child in tree.children[start..<start + record.count] {
                // An alias's target keeps the parent it was written under.
                if parents[Int(child)] == -1 { parents[Int(child)] = Int32(index) }
            }
        }
        return parents
    }
}
