import NMViewEngine
import NMViewModel

/// What `nmview explain` works out: every layout's distance from a size, the one the engine
/// picks and the ties it broke, and with `--frames` where each view ends up and what moved it.
/// Encoded, it is the JSON output; ``text`` is the text output.
struct Explanation: Encodable {
    /// One layout the engine chooses among.
    struct Layout: Encodable {
        var name: String
        var size: Size
        var aspectRatio: Double
        /// The selector's distance from the size; `nil` (JSON `null`) where it has none.
        var distance: Double?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(size, forKey: .size)
            try container.encode(aspectRatio, forKey: .aspectRatio)
            // Written as null rather than left out, so every entry has the same keys.
            try container.encode(distance, forKey: .distance)
        }

        private enum CodingKeys: String, CodingKey {
            case name, size, aspectRatio, distance
        }
    }

    /// One view at the size.
    struct View: Encodable {
        /// Its id, or its position under its superview's name (`root/subviews[2]`).
        var view: String
        var designFrame: ResultJSON.Frame
        var frame: ResultJSON.Frame
        /// The autoresizing flags that moved or resized it, `["grid"]` when a grid placed it,
        /// with `"safeArea"` first when the safe area moved it; empty when it stayed at its
        /// design frame.
        var movedBy: [String]
        /// For a root subview the safe area moved (laid out against the bounds, its mask would
        /// have put it elsewhere), the safe rectangles it was carried between; left out for
        /// every other view.
        var safeArea: SafeArea?
    }

    /// The safe rectangles a root subview was carried between, in the root's coordinates.
    struct SafeArea: Encodable {
        /// The layout's, at its design size.
        var design: ResultJSON.Frame
        /// The screen's, at the size asked for.
        var current: ResultJSON.Frame
    }

    /// What ``View/movedBy`` says of a view a grid placed.
    static let grid = "grid"
    /// What ``View/movedBy`` says of a view the safe area moved.
    static let safeAreaCause = "safeArea"

    var file: String
    var size: Size
    /// The screen's safe-area insets, as `--safe-area` gave them; left out without it (each
    /// layout then has its own).
    var safeArea: EdgeInsets?
    var aspectRatio: Double
    var layouts: [Layout]
    var chosen: String
    /// The other layouts as close as the chosen one; it won by being declared first.
    var tiedWith: [String]
    /// How close two distances must be to tie.
    var tolerance: Double
    /// Each view, with `--frames`; left out otherwise.
    var views: [View]?
    var version = ResultJSON.formatVersion

    /// The explanation of `file` at `size` on a screen whose safe area is `safeArea` (nil: each
    /// layout's own), with every view's frame when `frames`.
    init(_ file: LayoutFile, size: Size, safeArea: EdgeInsets? = nil, frames: Bool) {
        let compiled = file.compiled
        let selection = compiled.variantSelection(for: size)
        let chosen = selection.chosen
        self.file = file.path
        self.size = size
        self.safeArea = safeArea
        self.aspectRatio = size.aspectRatio
        self.layouts = compiled.variants.enumerated().map { index, variant in
            Layout(
                name: variant.name, size: variant.size, aspectRatio: variant.size.aspectRatio,
                distance: selection.distances.indices.contains(index) ? selection.distances[index] : nil)
        }
        self.chosen = compiled.variants[chosen].name
        self.tiedWith = selection.tiedWith.map { compiled.variants[$0].name }
        self.tolerance = LayoutSelector.tieTolerance
        guard frames else { return }
        let placements = compiled.placements(variant: chosen, bounds: size, safeArea: safeArea)
        let designSize = compiled.variants[chosen].size
        self.views = zip(compiled.viewNames(), placements).enumerated().map { index, named in
            let (name, placement) = named
            // Only where it made a difference: a layout's safe area that is its whole bounds, or
            // insets that move nothing a mask would not, are not worth a word on every row.
            let region = placement.safeArea.flatMap { region -> SafeArea? in
                let againstBounds = Autoresizing.adapt(placement.design, mask: compiled.masks[index], from: designSize, to: size)
                guard placement.frame != againstBounds else { return nil }
                return SafeArea(design: ResultJSON.Frame(region.design), current: ResultJSON.Frame(region.current))
            }
            return View(
                view: name, designFrame: ResultJSON.Frame(placement.design), frame: ResultJSON.Frame(placement.frame),
                movedBy: (region == nil ? [] : [Self.safeAreaCause]) + Self.movedBy(placement.cause), safeArea: region)
        }
    }

    /// The names of what moved a view: a grid, or its mask's flags in UIKit's order (measured,
    /// for a root subview that follows the safe area, inside the safe rectangles).
    private static func movedBy(_ cause: ViewPlacement.Cause) -> [String] {
        switch cause {
        case .grid: [grid]
        case .autoresizing(let flags): AutoresizingMask.names.filter { flags.contains($0.1) }.map(\.0)
        }
    }
}
