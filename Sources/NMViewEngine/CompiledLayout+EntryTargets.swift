import NMViewModel

extension CompiledLayout {
    /// The view each entry of alternative layout `index` (of the document's `layouts`) stands for,
    /// as the engine takes its frame, in depth-first order of the entries; nil for an entry that
    /// stands for none (an unknown id, a position past the last view, a view the layout does not
    /// reach because of `omitFromLayouts`).
    public func entryTargets(ofLayout index: Int) -> [Int?] {
        var targets: [Int?] = []
        Self.forEachEntry(
            of: document.layouts[index].subviews, under: -1, nodes: nodes, children: children, omitted: omitted,
            indexByID: indexByID
        ) { _, target in targets.append(target) }
        return targets
    }
}
