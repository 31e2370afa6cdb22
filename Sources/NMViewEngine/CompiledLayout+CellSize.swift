import Foundation
import NMViewModel

extension CompiledLayout {
    /// The size a cell of this layout takes at `width`, and the layout it then shows: what a
    /// table's `heightForRowAt` or a cell's `sizeThatFits` answers.
    ///
    /// A layout is written at a design size; at another width its views follow their
    /// autoresizing masks and the height stays the design height. With alternatives, each
    /// layout's design height is a candidate, and the one chosen is the layout that the host
    /// would pick itself at that size (so the answer and what the cell shows agree), the closest
    /// to `width` in design width among those. The primary layout when none agrees. A table
    /// cell with an accessory hosts its layout in a narrower content view (see
    /// ``contentBounds(in:)``), whose width is the one compared.
    public func cellSize(forWidth width: Double) -> (size: Size, variant: Int) {
        var best: (variant: Int, distance: Double)?
        for (index, variant) in variants.enumerated() where variant.size.height > 0 && variant.size.width > 0 {
            let size = contentBounds(in: Size(width: width, height: variant.size.height))
            guard variantIndex(for: size) == index else { continue }
            let distance = abs(log(size.width / variant.size.width))
            if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
        }
        let variant = best?.variant ?? 0
        return (Size(width: width, height: variants[variant].size.height), variant)
    }
}
