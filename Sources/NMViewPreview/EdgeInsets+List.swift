import NMViewModel

extension EdgeInsets {
    /// `59,0,34,0` → top 59, left 0, bottom 34, right 0: safe-area insets as `nmview render
    /// --safe-area` and the preview's `safeArea` parameter write them, in the order of
    /// UIEdgeInsets(top:left:bottom:right:) (not CSS's top, right, bottom, left). Nil unless
    /// four comma-separated numbers, each finite and not negative; spaces around them are allowed.
    public init?(list text: String) {
        let sides = text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            Double(String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()))
        }
        guard sides.count == 4, let top = sides[0], let left = sides[1], let bottom = sides[2], let right = sides[3],
            [top, left, bottom, right].allSatisfy({ $0.isFinite && $0 >= 0 })
        else { return nil }
        self.init(top: top, left: left, bottom: bottom, right: right)
    }
}
