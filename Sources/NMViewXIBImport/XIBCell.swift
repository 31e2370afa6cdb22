import NMViewDiagnostics
import NMViewModel

/// A top-level table or collection view cell, imported as a layout of kind `tableCell` or
/// `collectionCell`: the cell's frame is the design size, its content view the root, and its own
/// properties go to `cell` where the format has them and to one warning where it does not.
struct XIBCell {
    /// The `<tableViewCell>` or `<collectionViewCell>`.
    var element: XIBElement
    /// The kind of layout it makes.
    var kind: DocumentKind

    /// The cell elements that make a layout, by the kind they make.
    static let kinds: [String: DocumentKind] = ["tableViewCell": .tableCell, "collectionViewCell": .collectionCell]

    /// The cell `element` is, or nil for any other element.
    init?(_ element: XIBElement) {
        guard let kind = Self.kinds[element.name] else { return nil }
        self.element = element
        self.kind = kind
    }

    /// The attributes Xcode writes on every cell's content view (and on a collection view cell),
    /// whatever is chosen in IB, with the value it writes: they say nothing of the layout.
    private static let stockContentAttributes: [String: String] = [
        "opaque": "NO", "clipsSubviews": "YES", "multipleTouchEnabled": "YES", "contentMode": "center",
    ]

    /// The content view as the layout's root: `<tableViewCellContentView key="contentView">`,
    /// `<collectionViewCellContentView>`, or the older `<view key="contentView">` (which may have no
    /// id). A cell without one has its subviews in its content view, as UIKit puts them there.
    var contentView: XIBElement {
        guard var content = element.child(key: "contentView") else {
            return XIBElement(
                name: "view", children: element.children.filter { $0.name == "subviews" }, line: element.line,
                column: element.column)
        }
        // The cell the content view belongs to, written beside it by Xcode.
        content.attributes["tableViewCell"] = nil
        content.attributes["collectionViewCell"] = nil
        for (name, stock) in Self.stockContentAttributes where content[name] == stock { content.attributes[name] = nil }
        return content
    }

    /// The cell's own attributes that carry nothing: IB's bookkeeping, the row height the frame
    /// already gives, and values UIKit's cell has anyway.
    private static let quietAttributes: Set<String> = ["rowHeight", "indentationWidth", "contentMode", "tag"]
    /// The cell's own children read elsewhere or carrying nothing.
    private static let quietChildren: Set<String> = [
        "rect", "autoresizingMask", "connections", "point", "viewLayoutGuide", "size",
    ]

    /// IB's names for a cell's selection style: all of them are the format's (UIKit's names).
    private static let selectionStyles = Set(SelectionStyle.allCases.map(\.rawValue))
    /// IB's names for a cell's accessory: all of them are the format's (UIKit's names).
    private static let accessoryTypes = Set(AccessoryType.allCases.map(\.rawValue))

    /// The cell's own properties the format has (`cell` of a table cell), and the names of those
    /// it has not, for one warning.
    func properties() -> (cell: TableCellProperties?, lost: [String]) {
        var cell = TableCellProperties()
        var lost: [String] = []
        for (name, value) in element.attributes {
            if XIBAttributeRule.ignored.contains(name) || Self.quietAttributes.contains(name) { continue }
            // Xcode writes a collection view cell with its content view's stock attributes.
            if Self.stockContentAttributes[name] == value { continue }
            switch name {
            // UITableViewCell.selectionStyle and .accessoryType default to `.default` and `.none`
            // (developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property).
            case "selectionStyle" where kind == .tableCell && Self.selectionStyles.contains(value):
                if value != TableCellProperties.selectionStyleDefault.rawValue { cell.selectionStyle = SelectionStyle(rawValue: value) }
            case "accessoryType" where kind == .tableCell && Self.accessoryTypes.contains(value):
                if value != TableCellProperties.accessoryTypeDefault.rawValue { cell.accessoryType = AccessoryType(rawValue: value) }
            default: lost.append("\(name)=\(value)")
            }
        }
        for child in element.children where child["key"] != "contentView" && !Self.quietChildren.contains(child.name) {
            lost.append(child["key"] ?? child.name)
        }
        let written = cell.selectionStyle != nil || cell.accessoryType != nil
        return (written ? cell : nil, lost.sorted())
    }

    /// The one warning for what of the cell itself is not carried over, if anything is.
    func lostPropertiesWarning(path: String) -> Diagnostic? {
        let lost = properties().lost
        guard !lost.isEmpty else { return nil }
        let what = kind == .tableCell ? "table view cell" : "collection view cell"
        return .warning(
            XIBDiagnosticID.cells,
            "not carried over from the \(what) itself, whose content view the layout is: \(lost.map { "'\($0)'" }.joined(separator: ", ")); set them in code",
            at: SourceLocation(file: path, line: element.line, column: element.column))
    }
}
