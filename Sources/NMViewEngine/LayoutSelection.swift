/// Why ``LayoutSelector`` picks the layout it picks for some bounds: what `nmview explain` shows.
public struct LayoutSelection: Sendable, Hashable {
    /// The index of the chosen layout, the one ``LayoutSelector/closest(to:among:)`` returns.
    public var chosen: Int
    /// Each layout's distance from the bounds, in declaration order; `nil` where the layout or
    /// the bounds have no aspect ratio.
    public var distances: [Double?]
    /// The other layouts within ``LayoutSelector/tieTolerance`` of the chosen one's distance, in
    /// declaration order: the chosen one won the tie by being declared first.
    public var tiedWith: [Int]

    /// A selection with every part given.
    public init(chosen: Int, distances: [Double?], tiedWith: [Int]) {
        self.chosen = chosen
        self.distances = distances
        self.tiedWith = tiedWith
    }
}
