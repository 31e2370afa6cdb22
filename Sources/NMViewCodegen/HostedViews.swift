import NMViewModel

/// The views of a resolved layout that its host builds and can hand out by id, and those it
/// never holds.
///
/// A view whose class has a layout of its own (a nested NMView) builds its subviews itself at run
/// time, so the copies `compile` composed into the parent's layout from that file (the first
/// ``ViewNode/composedSubviews`` subviews) are never made by the parent: asking the parent for
/// one finds nothing. Everything else, template copies included, is built by the host.
public struct HostedViews: Sendable {
    /// What the host holds under one id.
    public struct Entry: Sendable, Hashable {
        /// How many views have the id; the host hands out the first.
        public var count: Int
        /// The class of the first.
        public var viewClass: String
    }

    /// A view whose class has a layout of its own, which builds its subviews itself.
    public struct NestedView: Sendable, Hashable {
        /// Its id, if it has one.
        public var id: String?
        /// Its class.
        public var viewClass: String
    }

    /// The views the host builds, by id.
    public private(set) var byID: [String: Entry] = [:]
    /// The ids of views that a nested view builds itself, each with that nested view.
    public private(set) var nested: [String: NestedView] = [:]

    /// The views of `resolved`'s primary tree.
    public init(_ resolved: LayoutDocument) {
        for child in resolved.root.subviews { visit(child) }
    }

    private mutating func visit(_ node: ViewNode) {
        if let id = node.id {
            if byID[id] != nil {
                byID[id]?.count += 1
            } else {
                byID[id] = Entry(count: 1, viewClass: node.resolvedClass)
            }
        }
        let owner = NestedView(id: node.id, viewClass: node.resolvedClass)
        for (index, child) in node.subviews.enumerated() {
            if index < node.composedSubviews {
                markNested(child, by: owner)
            } else {
                visit(child)
            }
        }
    }

    private mutating func markNested(_ node: ViewNode, by owner: NestedView) {
        if let id = node.id, nested[id] == nil { nested[id] = owner }
        for child in node.subviews { markNested(child, by: owner) }
    }
}
