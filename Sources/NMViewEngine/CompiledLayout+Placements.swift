import NMViewModel

extension CompiledLayout {
    /// Every view's placement in layout `variant` for a root of `bounds` with the safe area
    /// `safeArea`: the frames of ``frameTable(variant:bounds:safeArea:isHidden:)``, each with its
    /// design frame and what moved it.
    public func placements(variant: Int, bounds: Size, safeArea: EdgeInsets? = nil) -> [ViewPlacement] {
        let design = variants[variant]
        let frames = frameTable(variant: variant, bounds: bounds, safeArea: safeArea).frames
        let placedByGrid = Set(gridChildren)
        return frames.indices.map { index in
            let cause: ViewPlacement.Cause
            var region: SafeAreaRegion?
            if placedByGrid.contains(index) {
                cause = .grid
            } else if parents[index] < 0 {
                let root = rootRegion(of: index, design: design, bounds: bounds, safeArea: safeArea)
                let local = Rect(
                    x: design.frames[index].x - root.design.x, y: design.frames[index].y - root.design.y,
                    width: design.frames[index].width, height: design.frames[index].height)
                cause = .autoresizing(
                    Autoresizing.flagsMoving(local, mask: masks[index], from: root.design.size, to: root.current.size))
                region = root.followsSafeArea ? root : nil
            } else {
                let (old, new) = superviewSizes(of: index, design: design, bounds: bounds, frames: frames)
                cause = .autoresizing(
                    Autoresizing.flagsMoving(design.frames[index], mask: masks[index], from: old, to: new))
            }
            return ViewPlacement(design: design.frames[index], frame: frames[index], cause: cause, safeArea: region)
        }
    }
}
