import NMViewModel

extension CompiledLayout {
    /// Every view's frame in layout `variant` for a root of `bounds` whose safe area is `safeArea`
    /// (`nil`: the layout's own, as on the device it was designed for), in a user interface that
    /// reads in `direction`, with hidden views as the file declares them (what lint, render and
    /// the preview show).
    public func frames(
        variant: Int, bounds: Size, safeArea: EdgeInsets? = nil, direction: LayoutDirection = .leftToRight
    ) -> [Rect] {
        frameTable(variant: variant, bounds: bounds, safeArea: safeArea, direction: direction).frames
    }

    /// Every view's frame in layout `variant` for a root of `bounds`, and each grid's content
    /// size, in a user interface that reads in `direction`: as
    /// ``frameTable(variant:bounds:safeArea:isHidden:)`` lays it out, then, for a layout that
    /// is mirrored in that direction, flipped by ``mirror(_:bounds:)``.
    ///
    /// Flipping reflects the whole picture in the root's width, so the table it reflects is laid
    /// out with the device's left and right insets swapped: reflected, each lands on its own side
    /// again (the sensor housing of a phone in landscape stays where it is). Mirroring after
    /// autoresizing equals autoresizing the mirrored design with flexibleLeftMargin and
    /// flexibleRightMargin swapped, since a mask shares out a change of width by the lengths of
    /// the flexible parts, which a reflection only exchanges; flipping last needs no second mask.
    public func frameTable(
        variant: Int, bounds: Size, safeArea: EdgeInsets? = nil, direction: LayoutDirection,
        isHidden: ((Int) -> Bool)? = nil
    ) -> FrameTable {
        guard isMirrored(in: direction) else {
            return frameTable(variant: variant, bounds: bounds, safeArea: safeArea, isHidden: isHidden)
        }
        let insets = (safeArea ?? variants[variant].safeArea)?.leftAndRightSwapped
        var table = frameTable(variant: variant, bounds: bounds, safeArea: insets, isHidden: isHidden)
        mirror(&table.frames, bounds: bounds)
        return table
    }

    /// Every view's frame in layout `variant` for a root of `bounds`, and each grid's content size.
    ///
    /// Each frame is adapted from its design size by its autoresizing mask, parents before
    /// children. Where the layout declares a safe area, the root's subviews (and a grid on the
    /// root) are carried from the design's safe rectangle to the one `safeArea` leaves of
    /// `bounds` (``SafeAreaRegion``), except views with `ignoresSafeArea`. A host passes the
    /// system's insets; a tool that knows no device passes `nil`, the layout's own. The subviews of a view with a grid are placed by the grid in the view's new size
    /// instead, with the first subview's size, as its mask makes it at that size, for every cell
    /// (the original read the cell size after UIKit had resized the first subview). A stack
    /// view's subviews are placed by ``StackLayout`` at their design sizes, as UIKit arranges them. `isHidden`
    /// tells whether a grid's subview is hidden now (a host asks its live views, so hiding a view
    /// at run time reflows its grid); by default, what the file says.
    public func frameTable(
        variant: Int, bounds: Size, safeArea: EdgeInsets? = nil, isHidden: ((Int) -> Bool)? = nil
    ) -> FrameTable {
        let design = variants[variant]
        var result = design.frames
        var contentSizes: [FrameTable.GridContent] = []
        var placedByGrid: [Int: Rect] = [:]
        let hidden = isHidden ?? { self.nodes[$0].properties["hidden"]?.boolValue ?? false }
        func placeGrid(_ grid: GridLayout, of container: Int, designSize: Size, size: Size, origin: Point = Point(x: 0, y: 0)) {
            let members = children(of: container)
            guard let first = members.first else { return }
            // The cell size, as UIKit would have resized the first subview by its mask.
            let cell = Autoresizing.adapt(design.frames[first], mask: masks[first], from: designSize, to: size).size
            let subviews = members.map { GridLayoutManager.Subview(size: cell, isHidden: hidden($0)) }
            let grid = GridLayoutManager(options: grid).layout(subviews, in: size)
            for (child, frame) in zip(members, grid.frames) {
                placedByGrid[child] = Rect(x: frame.x + origin.x, y: frame.y + origin.y, width: frame.width, height: frame.height)
            }
            contentSizes.append(FrameTable.GridContent(container: container, size: grid.contentSize))
        }
        if let grid = document.root.grid {
            let region = SafeAreaRegion(design: design, bounds: bounds, insets: safeArea, follows: true)
            placeGrid(
                grid, of: -1, designSize: region.design.size, size: region.current.size,
                origin: Point(x: region.current.x, y: region.current.y))
        }
        for index in result.indices {
            if let placed = placedByGrid[index] {
                result[index] = placed
            } else if parents[index] < 0 {
                result[index] = rootRegion(of: index, design: design, bounds: bounds, safeArea: safeArea)
                    .carry(design.frames[index], mask: masks[index])
            } else {
                let (old, new) = superviewSizes(of: index, design: design, bounds: bounds, frames: result)
                result[index] = Autoresizing.adapt(design.frames[index], mask: masks[index], from: old, to: new)
            }
            if let grid = nodes[index].grid {
                placeGrid(grid, of: index, designSize: design.frames[index].size, size: result[index].size)
            } else if isStackView[index] {
                // A stack view places its arranged subviews itself, at their design sizes.
                let members = children(of: index)
                let subviews = members.map { StackLayout.Subview(size: design.frames[$0].size, isHidden: hidden($0)) }
                let frames = StackLayout(nodes[index]).frames(
                    of: subviews, in: result[index].size, current: members.map { design.frames[$0] })
                for (child, frame) in zip(members, frames) { placedByGrid[child] = frame }
            }
        }
        return FrameTable(frames: result, contentSizes: contentSizes)
    }

    /// The class whose subviews are arranged subviews, placed by the stack view, not by frames.
    public static let stackViewClass = "UIStackView"

    /// Whether view `index` is an arranged subview of a stack view, which UIKit places itself.
    public func isArrangedSubview(_ index: Int) -> Bool {
        let parent = Int(parents[index])
        return parent >= 0 && isStackView[parent]
    }

    /// The size view `index`'s superview has in `design` and in `frames` (the root's: `bounds`),
    /// between which its mask adapts it; `frames` must hold its superview's final frame.
    func superviewSizes(of index: Int, design: LayoutVariant, bounds: Size, frames: [Rect]) -> (old: Size, new: Size) {
        let parent = Int(parents[index])
        guard parent >= 0 else { return (design.size, bounds) }
        return (design.frames[parent].size, frames[parent].size)
    }

    /// The region root subview `index` is laid out in, in layout `design` at `bounds` with the
    /// safe area `safeArea`.
    public func rootRegion(of index: Int, design: LayoutVariant, bounds: Size, safeArea: EdgeInsets?) -> SafeAreaRegion {
        SafeAreaRegion(design: design, bounds: bounds, insets: safeArea, follows: !nodes[index].ignoresSafeArea)
    }
}
