import NMViewModel

/// Tables and collection views, whose rows and items come from code at run time: drawn as
/// placeholders at the sizes the layout gives, so that the author sees how many fit and where.
extension ViewDrawing {
    /// At most this many placeholders, so that a row height of 0.1 cannot make a huge picture.
    static let placeholderLimit = 200

    /// A table: a placeholder line of text in each row and a separator under it, at the row
    /// height (44, UIKit's default row, when the layout leaves it to Auto Layout).
    func tableRows() -> String {
        let height = max(number(.rowHeight) ?? 44, 1)
        let separator = color(.separatorColor) ?? system(.separator)
        let fill = system(.quaternarySystemFill)
        var svg = ""
        var top = 0.0
        var count = 0
        while top < size.height, count < Self.placeholderLimit {
            let bar = min(12, height / 3)
            svg += "\(indent)<rect class=\"row\" x=\"16\" y=\"\(n(top + (height - bar) / 2))\" width=\"\(n(max(0, size.width * 0.6 - 16)))\" height=\"\(n(bar))\" rx=\"\(n(bar / 2))\"\(fill.paint("fill"))/>\n"
            top += height
            svg += "\(indent)<path class=\"separator\" d=\"M16 \(n(top))H\(n(size.width))\"\(separator.paint("stroke")) stroke-width=\"0.5\"/>\n"
            count += 1
        }
        return svg
    }

    /// A collection view: its flow layout's items as tiles of the item size, in lines along the
    /// scroll direction, the section insets around them and at least the minimum spacings apart
    /// (the flow layout spreads the items of a full line out, as drawn here).
    func collectionItems() -> String {
        let item = node.value(.itemSize)?.sizeValue ?? Size(width: 50, height: 50)
        guard item.width > 0, item.height > 0 else { return "" }
        let insets = node.value(.sectionInset)?.insetsValue ?? .zero
        let lineSpacing = number(.minimumLineSpacing) ?? 10
        let itemSpacing = number(.minimumInteritemSpacing) ?? 10
        let vertical = node.value(.scrollDirection)?.enumerationValue(ScrollDirection.self) != .horizontal
        // Along a line: across the scroll direction; lines follow each other along it.
        let lineLength = vertical ? size.width - insets.left - insets.right : size.height - insets.top - insets.bottom
        let itemLength = vertical ? item.width : item.height
        let perLine = max(1, Int(((lineLength + itemSpacing) / (itemLength + itemSpacing)).rounded(.down)))
        let gap = perLine > 1 ? max(itemSpacing, (lineLength - Double(perLine) * itemLength) / Double(perLine - 1)) : 0
        let lineStep = (vertical ? item.height : item.width) + lineSpacing
        let extent = vertical ? size.height : size.width
        let fill = system(.quaternarySystemFill)
        var svg = ""
        var line = 0
        var count = 0
        while count < Self.placeholderLimit {
            let along = (vertical ? insets.top : insets.left) + Double(line) * lineStep
            if along >= extent { break }
            for position in 0..<perLine where count < Self.placeholderLimit {
                let across = (vertical ? insets.left : insets.top) + Double(position) * (itemLength + gap)
                let x = vertical ? across : along
                let y = vertical ? along : across
                svg += "\(indent)<rect class=\"item\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(item.width))\" height=\"\(n(item.height))\" rx=\"4\"\(fill.paint("fill"))/>\n"
                count += 1
            }
            line += 1
        }
        return svg
    }
}
