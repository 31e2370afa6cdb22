import NMViewEngine
import NMViewModel

extension SVGRenderer {
    /// What changes between `render(layout, size: old, …, onlyInSight: true)` and the same at
    /// `new`, or nil when more than frames change: the engine picks another variant, or a view
    /// comes into sight or leaves it. A preview resized within one variant then moves and redraws
    /// a few views instead of drawing them all again (at 2,000 views, about 80 change between one
    /// width and the next).
    public func patch(
        _ layout: CompiledLayout, from old: Size, to new: Size, variant: Int? = nil, appearance: Appearance = .light
    ) -> RenderPatch? {
        let chosen = variant ?? layout.variantIndex(for: new)
        guard variant != nil || layout.variantIndex(for: old) == chosen else { return nil }
        let before = layout.frames(variant: chosen, bounds: old)
        let after = layout.frames(variant: chosen, bounds: new)
        let drawn = Self.drawn(layout, frames: after, bounds: new)
        guard Self.drawn(layout, frames: before, bounds: old) == drawn else { return nil }
        let tints = Self.tints(layout, appearance: appearance)
        var patch = RenderPatch(variant: chosen, moved: [], redrawn: [])
        var depths = [Int](repeating: 1, count: after.count)
        for index in after.indices {
            let parent = Int(layout.parents[index])
            if parent >= 0 { depths[index] = depths[parent] + 1 }
            guard drawn[index] else { continue }
            let (was, now) = (before[index], after[index])
            if was.width != now.width || was.height != now.height {
                // The same indentation as a full render: inside a text run it is not insignificant.
                let own = ownDrawing(index, in: layout, frame: now, tint: tints[index], appearance: appearance, depth: depths[index])
                patch.redrawn.append(RenderPatch.Redraw(index: index, svg: own.head + own.tail))
            } else if was.x != now.x || was.y != now.y {
                patch.moved.append(RenderPatch.Move(index: index, transform: Self.translation(now)))
            }
        }
        return patch
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
    static func tints(_ layout: CompiledLayout, appearance: Appearance) -> [SVGColor] {
        let root = rootTint(layout, appearance: appearance)
        var tints: [SVGColor] = []
        tints.reserveCapacity(layout.nodes.count)
        for (index, node) in layout.nodes.enumerated() {
            let parent = Int(layout.parents[index])
            tints.append(ColorPalette.svg(node[.tintColor], appearance) ?? (parent >= 0 ? tints[parent] : root))
        }
        return tints
    }
}
