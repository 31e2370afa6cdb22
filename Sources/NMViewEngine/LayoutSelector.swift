import Foundation
import NMViewModel

/// Chooses the layout whose aspect ratio is closest to a view's bounds.
///
/// Distance is `|ln(w/h) - ln(wi/hi)|`, so a landscape layout is as far from a square view as
/// the matching portrait one (the original compared `w/h` directly, which favours the narrower
/// layout: a square view was closer to portrait than to landscape).
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
        guard let target = logAspectRatio(bounds) else { return 0 }
        var best = 0
        var bestDistance = Double.infinity
        for (index, size) in sizes.enumerated() {
            guard let ratio = logAspectRatio(size) else { continue }
            let distance = abs(target - ratio)
            if distance < bestDistance - tieTolerance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The distance the selector measures between `bounds` and a layout of design size `size`;
    /// `nil` when either has no aspect ratio (a zero or negative side), as such a layout is
    /// never chosen by distance.
    public static func distance(from bounds: Size, to size: Size) -> Double? {
        guard let target = logAspectRatio(bounds), let ratio = logAspectRatio(size) else { return nil }
        return abs(target - ratio)
    }

    /// The choice among `sizes` for `bounds` with what decided it: every distance, and the
    /// layouts that tied with the chosen one. `nil` only when `sizes` is empty.
    public static func selection(for bounds: Size, among sizes: [Size]) -> LayoutSelection? {
        guard let chosen = closest(to: bounds, among: sizes) else { return nil }
        let distances = sizes.map { distance(from: bounds, to: $0) }
        var tiedWith: [Int] = []
        if let best = distances[chosen] {
            for (index, distance) in distances.enumerated() where index != chosen {
                // The same test `closest` applies: only a layout closer by more than the
                // tolerance would have replaced the chosen one.
                if let distance, abs(distance - best) <= tieTolerance { tiedWith.append(index) }
            }
        }
        return LayoutSelection(chosen: chosen, distances: distances, tiedWith: tiedWith)
    }

    /// `ln(w/h)`, or `nil` for a size with a zero, negative or NaN side.
    private static func logAspectRatio(_ size: Size) -> Double? {
        guard size.width > 0, size.height > 0 else { return nil }
        return log(size.width / size.height)
    }
}
