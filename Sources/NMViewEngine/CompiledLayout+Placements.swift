import NMViewModel

extension CompiledLayout {
    /// Every view's placement in layout `variant` for a root of `bounds`: the frames of
    /// ``frameTable(variant:bounds:isHidden:)``, each with its design frame and what moved it.
    public func placements(variant: Int, bounds: Size) -> [ViewPlacement] {
        let design = variants[variant]
        let frames = frameTable(variant: variant, bounds: bounds).frames
        let placedByGrid = Set(gridChildren)
        return frames.indices.map { index in
            let cause: ViewPlacement.Cause
            if placedByGrid.contains(index) {
                cause = .grid
            } else {
                let (old, new) = superviewSizes(of: index, design: design, bounds: bounds, frames: frames)
                cause = .autoresizing(
                    Autoresizing.flagsMoving(design.frames[index], mask: masks[index], from: old, to: new))
            }
            return ViewPlacement(design: design.frames[index], frame: frames[index], cause: cause)
        }
    }
}
