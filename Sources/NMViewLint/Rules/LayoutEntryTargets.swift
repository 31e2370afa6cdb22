import NMViewEngine

/// Which entry of each alternative layout sets the frame of each resolved view, matched as the
/// engine matches them (``CompiledLayout``): by id, else by position among the children of the
/// view the enclosing entry matched. A finding about a view's size in one layout points there.
struct LayoutEntryTargets {
    /// For each alternative layout, the entry (in ``RuleContext/layoutEntries``) that sets each
    /// view's frame, the last where several do, as the engine takes them.
    private let frameEntries: [[Int: Int]]

    init(_ context: RuleContext, compiled: CompiledLayout) {
        var frameEntries = [[Int: Int]](repeating: [:], count: context.document.layouts.count)
        var targets = [Int?](repeating: nil, count: context.layoutEntries.count)
        for (index, entry) in context.layoutEntries.enumerated() {
            let target: Int?
            if let id = entry.node.id {
                target = compiled.indexByID[id]
            } else if entry.parent < 0 {
                target = compiled.children(of: -1).dropFirst(entry.position).first
            } else {
                target = targets[entry.parent].flatMap { compiled.children(of: $0).dropFirst(entry.position).first }
            }
            targets[index] = target
            if let target, entry.node.frame != nil { frameEntries[entry.layout][target] = index }
        }
        self.frameEntries = frameEntries
    }

    /// The entry of alternative layout `layout` that sets view `index`'s frame, if one does.
    func frameEntry(of index: Int, inLayout layout: Int) -> Int? { frameEntries[layout][index] }
}
