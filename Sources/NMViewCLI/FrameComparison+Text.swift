import NMViewModel
extension FrameComparison {
    /// The text output: what is compared, a row per view that differs, and a count.
    var text: String {
        let at = TextNumbers.screen(size, safeArea: safeArea)
        var text =
            comparesRevisions
            ? "\(from.file) → \(to.file): '\(to.layout)' at \(at)\n"
            : "\(to.file): '\(from.layout)' → '\(to.layout)' at \(at)\n"
        let differing = changed.count + added.count + removed.count
        if differing > 0 {
            var rows = [["view", "from", "to"]]
            rows += changed.map { change in
                let row = [change.view, TextNumbers.frame(change.from.rect), TextNumbers.frame(change.to.rect)]
                return row + (Self.negativeSizeNote(change.from.rect, change.to.rect).map { [$0] } ?? [])
            }
            rows += added.map { [$0.view, "—", TextNumbers.frame($0.frame.rect), "added"] }
            rows += removed.map { [$0.view, TextNumbers.frame($0.frame.rect), "—", "removed"] }
            text += "\n" + TextTable(rows: rows).render()
        }
        if comparesRevisions {
            text += "\nchanged: \(changed.count), added: \(added.count), removed: \(removed.count)\n"
        } else {
            text += "\nchanged: \(changed.count) of \(viewCount) \(viewCount == 1 ? "view" : "views")\n"
        }
        return text
    }

    /// What a row says about a frame with a negative width or height: UIKit keeps such a frame
    /// as autoresizing made it (a flexible height shrunk past 0 when the superview shrank more
    /// than the view was tall), and the view shows nothing.
    static func negativeSizeNote(_ from: Rect, _ to: Rect) -> String? {
        func sides(_ rect: Rect) -> [String] {
            (rect.width < 0 ? ["width"] : []) + (rect.height < 0 ? ["height"] : [])
        }
        let parts = [("from", sides(from)), ("to", sides(to))].filter { !$0.1.isEmpty }
        guard !parts.isEmpty else { return nil }
        let said = parts.map { "its '\($0.0)' \($0.1.joined(separator: " and "))" }
        let verb = parts.count == 1 && parts[0].1.count == 1 ? "is" : "are"
        return "\(said.joined(separator: " and ")) \(verb) negative: autoresizing shrank it past 0 at this size, so it shows nothing"
    }
}
