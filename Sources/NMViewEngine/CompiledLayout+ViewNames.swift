extension CompiledLayout {
    /// What the root is called in ``viewNames()``.
    public static let rootName = "root"

    /// Each view's name for people and tools, in view order: its id, or else its position under
    /// its superview's name, as `root/subviews[2]` or `keys/subviews[0]`. Alternative layouts
    /// match views the same way (by id, else by position under the enclosing match), so a name
    /// stays put when views elsewhere in the file come and go.
    public func viewNames() -> [String] {
        var names: [String] = []
        names.reserveCapacity(nodes.count)
        var nextPosition: [Int32: Int] = [:]
        for index in nodes.indices {
            let parent = parents[index]
            // Depth-first order lists each view's children in order, after the view itself.
            let position = nextPosition[parent, default: 0]
            nextPosition[parent] = position + 1
            if let id = ids[index] {
                names.append(id)
            } else {
                let container = parent < 0 ? Self.rootName : names[Int(parent)]
                names.append("\(container)/subviews[\(position)]")
            }
        }
        return names
    }
}
