import NMViewModel

/// Where each view of a resolved document is written: the view of the primary tree as written
/// that it is, or, for a view copied from a template or composed from another layout, the written
/// view that brought it in, which is where a finding about it can point.
struct WrittenViews {
    /// For each resolved view in ``NMViewEngine/CompiledLayout``'s depth-first order, an index
    /// into ``RuleContext/views``; -1 for a view only the root brings in.
    let view: [Int]
    /// Whether each resolved view is itself written, not copied.
    let isWritten: [Bool]

    /// The written views of the `count` views below `resolved`, written as `written`.
    ///
    /// Resolving keeps a view's own subviews one for one, after those composed from its class's
    /// layout; a template instance's come from the template. Written views are numbered in the
    /// same depth-first order as ``RuleContext/views``, skipped subtrees included. Nodes are
    /// reached by pointer, as ``PrimaryView`` reaches them, so that no view is copied.
    init(resolved: ViewNode, written: ViewNode, count: Int) {
        var view = [Int](repeating: -1, count: count)
        var isWritten = [Bool](repeating: false, count: count)
        var nextResolved = 0, nextWritten = 0
        func size(_ node: UnsafePointer<ViewNode>) -> Int {
            node.pointee.subviews.withUnsafeBufferPointer { subviews in
                guard let first = subviews.baseAddress else { return 1 }
                return subviews.indices.reduce(1) { $0 + size(first + $1) }
            }
        }
        func walk(_ resolved: UnsafePointer<ViewNode>, _ written: UnsafePointer<ViewNode>?, owner: Int) {
            let composed = resolved.pointee.composedSubviews
            let matched = written.map {
                $0.pointee.template == nil && resolved.pointee.subviews.count - composed == $0.pointee.subviews.count
            } ?? false
            resolved.pointee.subviews.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for position in children.indices {
                    let index = nextResolved
                    nextResolved += 1
                    if matched, let written, position >= composed {
                        view[index] = nextWritten
                        isWritten[index] = true
                        nextWritten += 1
                        written.pointee.subviews.withUnsafeBufferPointer { writtenChildren in
                            guard let writtenFirst = writtenChildren.baseAddress else { return }
                            walk(first + position, writtenFirst + (position - composed), owner: view[index])
                        }
                    } else {
                        view[index] = owner
                        walk(first + position, nil, owner: owner)
                    }
                }
            }
            if let written, !matched { nextWritten += size(written) - 1 }
        }
        withUnsafePointer(to: resolved) { resolvedRoot in
            withUnsafePointer(to: written) { writtenRoot in walk(resolvedRoot, writtenRoot, owner: -1) }
        }
        self.view = view
        self.isWritten = isWritten
    }
}
