import NMViewModel

/// A resolved layout flattened for run time: the tree as arrays in depth-first order (parent,
/// id, class, mask per view) and one frame table per layout, so switching layouts is a walk
/// over arrays with no lookups.
public struct CompiledLayout: Sendable {
    /// The view class the layout describes.
    public let viewClass: String
    /// The root's own properties and the layout's outlets, as resolved.
    public let document: LayoutDocument
    /// The views in depth-first order (the root itself is not among them).
    public let nodes: [ViewNode]
    /// Each view's parent index; -1 for the root's direct subviews.
    public let parents: [Int32]
    /// Each view's id.
    public let ids: [String?]
    /// Each view's autoresizing mask.
    public let masks: [AutoresizingMask]
    /// Whether an `omitFromLayouts` view is strictly above each view.
    public let omitted: [Bool]
    /// Whether each view keeps its content left to right in a right-to-left language: it or a
    /// view above it says `mirrors: false`.
    public let keepsLeftToRight: [Bool]
    /// The primary layout first, then each alternative in declaration order.
    public let variants: [LayoutVariant]
    /// View index by id.
    public let indexByID: [String: Int]
    /// Each view's children, and the root's (under key -1), in order.
    let children: [Int32: [Int32]]
    /// The views a grid places (the subviews of every view with a grid, the root's included):
    /// whether they are hidden is read from the live views on every layout pass.
    public let gridChildren: [Int]
    /// Whether each view is a stack view, which places its subviews itself: worked out once, so
    /// that a layout pass compares no class names.
    let isStackView: [Bool]
    /// Each view's UIKit class (``NMViewModel/ViewNode/kitClass``), worked out once for the
    /// engine and the rules that read every view by its class.
    public let kitClasses: [String]

    /// Flattens a resolved document (see ``Resolver``) and matches every alternative layout to it.
    public init(_ document: LayoutDocument) {
        var nodes: [ViewNode] = []
        var parents: [Int32] = []
        var omitted: [Bool] = []
        var keepsLeftToRight: [Bool] = []
        var children: [Int32: [Int32]] = [-1: []]
        func walk(_ node: ViewNode, parent: Int32, underOmitted: Bool, underLeftToRight: Bool) {
            for child in node.subviews {
                let index = Int32(nodes.count)
                nodes.append(child)
                parents.append(parent)
                omitted.append(underOmitted)
                keepsLeftToRight.append(underLeftToRight || !child.mirrors)
                children[parent, default: []].append(index)
                children[index] = []
                walk(
                    child, parent: index, underOmitted: underOmitted || child.omitFromLayouts,
                    underLeftToRight: underLeftToRight || !child.mirrors)
            }
        }
        walk(document.root, parent: -1, underOmitted: false, underLeftToRight: false)
        self.viewClass = document.viewClass ?? "UIView"
        self.document = document
        self.nodes = nodes
        self.parents = parents
        self.ids = nodes.map(\.id)
        self.masks = nodes.map { $0.autoresizing ?? [] }
        self.omitted = omitted
        self.keepsLeftToRight = keepsLeftToRight
        self.children = children
        var indexByID: [String: Int] = [:]
        for (index, id) in ids.enumerated() {
            if let id, indexByID[id] == nil { indexByID[id] = index }
        }
        self.indexByID = indexByID
        let primaryFrames = nodes.map { $0.frame ?? Rect(x: 0, y: 0, width: 0, height: 0) }
        var variants = [
            LayoutVariant(name: LayoutVariant.primaryName, size: document.size, safeArea: document.safeArea, frames: primaryFrames)
        ]
        for layout in document.layouts {
            var frames = primaryFrames
            var setByLayout = [Bool](repeating: false, count: nodes.count)
            Self.forEachEntry(
                of: layout.subviews, under: -1, nodes: nodes, children: children, omitted: omitted, indexByID: indexByID
            ) { entry, target in
                guard let target, let frame = entry.frame else { return }
                frames[target] = frame
                setByLayout[target] = true
            }
            Self.adaptUnmentioned(&frames, setByLayout: setByLayout, primary: primaryFrames, parents: parents, masks: masks)
            variants.append(LayoutVariant(name: layout.name, size: layout.size, safeArea: layout.safeArea, frames: frames))
        }
        self.variants = variants
        var gridChildren: [Int] = []
        if document.root.grid != nil { gridChildren += (children[-1] ?? []).map(Int.init) }
        for (index, node) in nodes.enumerated() where node.grid != nil {
            gridChildren += (children[Int32(index)] ?? []).map(Int.init)
        }
        self.gridChildren = gridChildren
        self.kitClasses = nodes.map(\.kitClass)
        self.isStackView = kitClasses.map { $0 == Self.stackViewClass }
    }

    /// Views the alternative does not set, inside a view it resized (below an `omitFromLayouts`
    /// view, or in a container it does not descend into), follow their autoresizing masks from
    /// the primary frames, as UIKit resized them in the original when it set the container's
    /// frame. Parents come before their children, so the change carries down the tree.
    private static func adaptUnmentioned(
        _ frames: inout [Rect], setByLayout: [Bool], primary: [Rect], parents: [Int32], masks: [AutoresizingMask]
    ) {
        for index in frames.indices where !setByLayout[index] {
            let parent = Int(parents[index])
            guard parent >= 0, frames[parent].size != primary[parent].size else { continue }
            frames[index] = Autoresizing.adapt(
                primary[index], mask: masks[index], from: primary[parent].size, to: frames[parent].size)
        }
    }

    /// Calls `body` with each entry of an alternative, depth first, and the view it stands for: by
    /// id, or by position among the children of the view the enclosing entry matched; none for an
    /// entry below one that matched nothing, or at or below an `omitFromLayouts` view's subviews.
    static func forEachEntry(
        of entries: [LayoutNode], under parent: Int32?, nodes: [ViewNode], children: [Int32: [Int32]], omitted: [Bool],
        indexByID: [String: Int], _ body: (LayoutNode, Int?) -> Void
    ) {
        let siblings = parent.flatMap { children[$0] } ?? []
        for (position, entry) in entries.enumerated() {
            var target: Int?
            if parent != nil {
                if let id = entry.id {
                    target = indexByID[id]
                } else {
                    target = position < siblings.count ? Int(siblings[position]) : nil
                }
            }
            if let matched = target, omitted[matched] { target = nil }
            body(entry, target)
            let descends = target.map { !nodes[$0].omitFromLayouts } ?? false
            forEachEntry(
                of: entry.subviews, under: descends ? target.map(Int32.init) : nil, nodes: nodes, children: children,
                omitted: omitted, indexByID: indexByID, body)
        }
    }

    /// The views directly under `parent` (-1 for the root).
    public func children(of parent: Int) -> [Int] { (children[Int32(parent)] ?? []).map(Int.init) }

    /// The index of the layout the engine picks for a view of `bounds`.
    public func variantIndex(for bounds: Size) -> Int {
        LayoutSelector.closest(to: bounds, among: variants.map(\.size)) ?? 0
    }

    /// Why the engine picks the layout ``variantIndex(for:)`` returns for `bounds`: every
    /// layout's distance and the ties it broke.
    public func variantSelection(for bounds: Size) -> LayoutSelection {
        // There is always the primary layout, so the selector always has one to choose.
        LayoutSelector.selection(for: bounds, among: variants.map(\.size))
            ?? LayoutSelection(chosen: 0, distances: [], tiedWith: [])
    }

    /// The index of the layout called `name` (`primary` for the primary one), if there is one.
    public func variantIndex(named name: String) -> Int? {
        variants.firstIndex { $0.name == name }
    }
}
