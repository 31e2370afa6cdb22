import NMViewColor
import NMViewEngine
import NMViewModel

extension SVGRenderer {
    /// What changes between `render(previous, size: old, safeArea: oldSafeArea, …, onlyInSight:
    /// true)` and `render(layout, size: new, safeArea: newSafeArea, …, onlyInSight: true)`, or
    /// nil when the views are not the views they were: a view added, removed or moved to another
    /// superview, a clip added or taken away, or the root drawn otherwise. `previous` (by default
    /// `layout` itself) is the version the drawing at `old` was made from. A table cell with an
    /// accessory is always drawn whole: its content view and accessory follow the cell's width.
    ///
    /// A preview resized within a version moves and redraws a few views instead of drawing them
    /// all again (at 2,000 views, about 80 change between one width and the next); a save of one
    /// value redraws the one view it changed. Another alternative chosen at the new size patches
    /// too: alternatives differ only in frames, so their views and drawings are the same; so does
    /// another device's safe area, which only moves the root's subviews. Views that come into
    /// sight are sent whole, with where they go; views that leave it are named.
    public func patch(
        _ layout: CompiledLayout, from old: Size, safeArea oldSafeArea: EdgeInsets? = nil, to new: Size,
        safeArea newSafeArea: EdgeInsets? = nil, variant: Int? = nil, appearance: Appearance = .light,
        direction: LayoutDirection = .leftToRight, previous: CompiledLayout? = nil
    ) -> RenderPatch? {
        let earlier = previous ?? layout
        guard earlier.cellAccessory == .none, layout.cellAccessory == .none else { return nil }
        guard earlier.parents == layout.parents, rootsDrawAlike(earlier, layout, appearance: appearance) else { return nil }
        let chosen = variant ?? layout.variantIndex(for: new)
        let before = earlier.frames(
            variant: variant ?? earlier.variantIndex(for: old), bounds: old, safeArea: oldSafeArea, direction: direction)
        let after = layout.frames(variant: chosen, bounds: new, safeArea: newSafeArea, direction: direction)
        let (drawnBefore, drawn) = (Self.drawn(earlier, frames: before, bounds: old), Self.drawn(layout, frames: after, bounds: new))
        let (tintsBefore, tints) = (previous.map { self.tints($0, appearance: appearance) }, self.tints(layout, appearance: appearance))
        var patch = RenderPatch(variant: chosen, moved: [], redrawn: [])
        var depths = [Int](repeating: 1, count: after.count)
        for index in after.indices {
            let parent = Int(layout.parents[index])
            if parent >= 0 { depths[index] = depths[parent] + 1 }
            // A view inside one that comes into sight or leaves it goes with it.
            guard parent < 0 || (drawn[parent] && drawnBefore[parent]) else { continue }
            switch (drawnBefore[index], drawn[index]) {
            case (false, false): continue
            case (true, false): patch.removed.append(index)
            case (false, true):
                let inherited = parent >= 0 ? tints[parent] : rootTint(layout, appearance: appearance)
                let svg = view(
                    index, in: layout, frames: after, sight: drawn, depth: depths[index], tint: inherited, appearance: appearance,
                    direction: direction)
                patch.inserted.append(RenderPatch.Insert(
                    index: index, parent: parent, before: Self.nextShown(after: index, in: layout, drawnBefore, drawn), svg: svg))
            case (true, true):
                let (was, now) = (before[index], after[index])
                var alike = true
                if previous != nil {
                    let (then, node) = (earlier.nodes[index], layout.nodes[index])
                    // A group's clip holds its subviews, which a redraw leaves where they are.
                    guard Self.clips(then, in: earlier, index) == Self.clips(node, in: layout, index) else { return nil }
                    alike = Self.drawsAlike(then, node) && tintsBefore?[index] == tints[index]
                }
                if !alike || was.width != now.width || was.height != now.height {
                    // The same indentation as a full render: inside a text run it is not insignificant.
                    let own = ownDrawing(
                        index, in: layout, frame: now, tint: tints[index], appearance: appearance, direction: direction,
                        depth: depths[index])
                    let then = ownDrawing(
                        index, in: earlier, frame: was, tint: tintsBefore?[index] ?? tints[index], appearance: appearance,
                        direction: direction, depth: depths[index])
                    if let attributes = AttributeChanges.between(then.head + then.tail, own.head + own.tail) {
                        if !attributes.isEmpty { patch.adjusted.append(RenderPatch.Adjust(index: index, attributes: attributes)) }
                    } else {
                        patch.redrawn.append(RenderPatch.Redraw(index: index, svg: own.head + own.tail))
                    }
                } else if was.x != now.x || was.y != now.y {
                    patch.moved.append(RenderPatch.Move(index: index, transform: Self.translation(now)))
                }
            }
        }
        return patch
    }

    /// The first later sibling of `index` drawn at both sizes (so in the drawing as it is
    /// patched): a view coming into sight goes before it, or last when there is none.
    static func nextShown(after index: Int, in layout: CompiledLayout, _ drawnBefore: [Bool], _ drawn: [Bool]) -> Int? {
        let siblings = layout.children(of: Int(layout.parents[index]))
        guard let position = siblings.firstIndex(of: index) else { return nil }
        return siblings[(position + 1)...].first { drawnBefore[$0] && drawn[$0] }
    }

    /// For each view, whether a render with `onlyInSight` draws it: not hidden, in sight within
    /// `bounds`, and its superview drawn.
    static func drawn(_ layout: CompiledLayout, frames: [Rect], bounds: Size) -> [Bool] {
        let sight = inSight(frames, parents: layout.parents, bounds: bounds)
        var drawn = [Bool](repeating: false, count: frames.count)
        for index in frames.indices {
            let parent = Int(layout.parents[index])
            drawn[index] = sight[index] && !isHidden(layout.nodes[index]) && (parent < 0 || drawn[parent])
        }
        return drawn
    }

    /// Each view's tint, its own or inherited, as `render` passes it down from the root.
    func tints(_ layout: CompiledLayout, appearance: Appearance) -> [SVGColor] {
        let root = rootTint(layout, appearance: appearance)
        var tints: [SVGColor] = []
        tints.reserveCapacity(layout.nodes.count)
        for (index, node) in layout.nodes.enumerated() {
            let parent = Int(layout.parents[index])
            tints.append(ColorPalette.svg(node[.tintColor], appearance, colors) ?? (parent >= 0 ? tints[parent] : root))
        }
        return tints
    }

    /// Whether two views' own drawings at one size are the same: all a drawing reads of a view
    /// is its id, its class and base and its properties (its frame comes from the variant's frames).
    static func drawsAlike(_ one: ViewNode, _ other: ViewNode) -> Bool {
        one.id == other.id && one.viewClass == other.viewClass && one.baseClass == other.baseClass
            && one.properties == other.properties
    }

    /// Whether the view at `index` holds its subviews in a clip (see `ownDrawing`).
    static func clips(_ node: ViewNode, in layout: CompiledLayout, _ index: Int) -> Bool {
        node[.clipsToBounds]?.boolValue == true && !layout.children(of: index).isEmpty
    }

    /// Whether two versions draw the same root: its class and its colour. (The tint it passes
    /// down is compared view by view.)
    func rootsDrawAlike(_ one: CompiledLayout, _ other: CompiledLayout, appearance: Appearance) -> Bool {
        one.viewClass == other.viewClass
            && ColorPalette.svg(one.document.root[.backgroundColor], appearance, colors)
                == ColorPalette.svg(other.document.root[.backgroundColor], appearance, colors)
    }
}
