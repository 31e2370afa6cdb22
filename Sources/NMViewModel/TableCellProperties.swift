/// A table view cell's own properties (`cell` in the file). The root of a `tableCell` layout is
/// the cell's contentView; these belong to the cell around it, as Interface Builder keeps them on
/// `<tableViewCell>` and not on its content view. Only a layout of kind `tableCell` has them
/// (lint refuses them on other kinds, and ``LayoutDocument/effectiveCell`` ignores them there).
public struct TableCellProperties: Codable, Sendable, Hashable {
    /// The standard accessory at the cell's trailing edge; `nil` is none written.
    public var accessoryType: AccessoryType?
    /// How the cell looks while selected; `nil` is none written.
    public var selectionStyle: SelectionStyle?

    /// UIKit's accessory for a cell that sets none (`UITableViewCell.accessoryType`).
    public static let accessoryTypeDefault = AccessoryType.none
    /// UIKit's selection style for a cell that sets none (`UITableViewCell.selectionStyle`).
    public static let selectionStyleDefault = SelectionStyle.default

    /// Properties with every field named; `nil` leaves one as UIKit makes it.
    public init(accessoryType: AccessoryType? = nil, selectionStyle: SelectionStyle? = nil) {
        self.accessoryType = accessoryType
        self.selectionStyle = selectionStyle
    }
}

/// An accessory is written as its name.
extension AccessoryType: Codable {}

/// A selection style is written as its name.
extension SelectionStyle: Codable {}

extension LayoutDocument {
    /// The cell properties that take effect: `cell` in a layout of kind `tableCell`, where the
    /// view class is a table view cell; `nil` for any other kind, which has no cell to set.
    public var effectiveCell: TableCellProperties? {
        kind == .tableCell ? cell : nil
    }
}
