import Foundation
import NMViewModel

/// Chooses the layout whose aspect ratio is closest to a view's bounds.
///
/// Distance is `|ln(w/h) - ln(wi/hi)|`, so a landscape layout is as far from a square view as
/// the matching portrait one (the original compared `w/h` directly, which favours landscape).
/// Ties go to the layout declared first, the primary layout before every alternative; distances
/// within `tieTolerance` count as ties, since `ln(320/480)` and `ln(480/320)` differ in the last
/// bit after rounding.
public enum LayoutSelector {
    /// Distances closer than this are equal.
    public static let tieTolerance = 1e-12

    /// The index in `sizes` of the closest layout; 0 when the bounds have no aspect ratio (a zero
    /// or negative side), `nil` only when `sizes` is empty.
    public static func closest(to bounds: Size, among sizes: [Size]) -> Int? {
        guard !sizes.isEmpty else { return nil }
        guard bounds.width > 0, bounds.height > 0 else { return 0 }
        let target = log(bounds.width / bounds.height)
        var best = 0
        var bestDistance = Double.infinity
        for (index, size) in sizes.enumerated() where size.width > 0 && size.height > 0 {
            let distance = abs(target - log(size.width / size.height))
            if distance < bestDistance - tieTolerance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }
}
