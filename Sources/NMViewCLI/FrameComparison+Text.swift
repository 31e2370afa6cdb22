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
            rows += changed.map { [$0.view, TextNumbers.frame($0.from.rect), TextNumbers.frame($0.to.rect)] }
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
}
