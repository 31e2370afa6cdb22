/// Rows of cells printed in columns two spaces apart, as `explain` and `diff` print text.
struct TextTable {
    /// The rows, the header first; a short row leaves its last columns empty.
    var rows: [[String]]

    /// The rows as lines, each cell padded to its column's width, without trailing spaces.
    func render() -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            let cells = row.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            var line = cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}
