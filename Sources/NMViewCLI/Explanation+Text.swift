import NMViewDiagnostics

extension Explanation {
    /// The text output: the layouts with their distances, the choice and why, then the frames.
    var text: String {
        let at = TextNumbers.size(size)
        var text = "\(file) at \(TextNumbers.screen(size, safeArea: safeArea)), aspect ratio \(TextNumbers.number(aspectRatio, decimals: 3))\n\n"
        var rows = [["layout", "design size", "aspect ratio", "distance"]]
        for layout in layouts {
            rows.append([
                layout.name, TextNumbers.size(layout.size), TextNumbers.number(layout.aspectRatio, decimals: 3),
                layout.distance.map { TextNumbers.number($0, decimals: 4) } ?? "—",
                layout.name == chosen ? "← chosen" : "",
            ])
        }
        text += TextTable(rows: rows).render()
        let ratio = "\(TextNumbers.number(size.width))/\(TextNumbers.number(size.height))"
        text += "\ndistance = |ln(width/height) − ln(\(ratio))|; the smallest wins\n"
        if tiedWith.isEmpty {
            text += "chosen: '\(chosen)', the closest in aspect ratio\n"
        } else {
            let others = TextDiagnosticRenderer.alternatives(tiedWith, joinedBy: "and")
            text += "chosen: '\(chosen)', tied with \(others) (distances within \(tolerance))\n"
            text += "a tie goes to the layout declared first, the primary before every alternative\n"
        }
        guard let views else { return text }
        let design = layouts.first { $0.name == chosen }.map { TextNumbers.size($0.size) } ?? "?"
        text += "\nframes of '\(chosen)', designed at \(design), laid out at \(at):\n\n"
        rows = [["view", "design frame", "frame at \(at)", "moved by"]]
        for view in views {
            rows.append([
                view.view, TextNumbers.frame(view.designFrame.rect), TextNumbers.frame(view.frame.rect),
                view.movedBy.isEmpty ? "—" : view.movedBy.map { movedByText($0, of: view) }.joined(separator: ", "),
            ])
        }
        return text + TextTable(rows: rows).render()
    }

    /// One of ``View/movedBy``'s names as the text shows it: the safe area as the rectangles
    /// the view was carried between, `safe area (0, 20, 375, 647) from (0, 59, 393, 759)`.
    private func movedByText(_ name: String, of view: View) -> String {
        guard name == Self.safeAreaCause, let region = view.safeArea else { return name }
        return "safe area \(TextNumbers.region(region.current.rect)) from \(TextNumbers.region(region.design.rect))"
    }
}
