#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

/// A table view cell whose content view holds the layout named after the cell's class, as
/// `NMView` loads its own.
///
/// The views are built once per cell, when the table makes it, from the layout read once per
/// class; a reused cell keeps them, so a dequeue costs only what `prepareForReuse()` and the row's
/// data do. The layout shown is the one closest to the cell's own size, so a cell that is wide
/// on iPad gets its wide layout. The layout's actions go to the cell, and its views are the
/// cell's outlets (see ``NMLayoutOwner``). The layout's `cell` properties (its accessory and
/// selection style) are the cell's own, set on it; the root is its content view.
///
/// ```swift
/// tableView.register(layoutCell: ProfileRowCell.self)
/// tableView.rowHeight = ProfileRowCell.height(forWidth: tableView.bounds.width)
/// let cell = tableView.dequeueReusableCell(ProfileRowCell.self, for: indexPath)
/// ```
open class NMTableViewCell: UITableViewCell, NMLayoutOwner {
    private var content: LayoutContent?
    /// The `cell` properties the last layout installed set, so that a reload changes only what
    /// changed, as it does for the views.
    private var appliedCell = TableCellProperties()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        loadLayout()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadLayout()
    }

    private func loadLayout() {
        content = LayoutContent(
            owner: self, view: contentView, className: String(describing: type(of: self)), kind: .tableCell,
            didInstall: { [unowned self] in applyCellProperties(of: $0) }
        ) {
            [unowned self] in layoutDidChange(to: $0, aspectRatio: $1)
        }
        viewDidLoad()
    }

    /// Sets the layout's `cell` properties on the cell: those that differ from the last layout's,
    /// a property the layout leaves out going back to UIKit's default. What the app sets in code
    /// afterwards (a checkmark per row) stays until a reload changes that property in the file.
    private func applyCellProperties(of layout: CompiledLayout) {
        let cell = layout.document.effectiveCell ?? TableCellProperties()
        if cell.accessoryType != appliedCell.accessoryType {
            accessoryType = UIKitValues.accessoryType(cell.accessoryType ?? TableCellProperties.accessoryTypeDefault)
        }
        if cell.selectionStyle != appliedCell.selectionStyle {
            selectionStyle = UIKitValues.selectionStyle(cell.selectionStyle ?? TableCellProperties.selectionStyleDefault)
        }
        appliedCell = cell
    }

    /// The identifier ``UIKit/UITableView/register(layoutCell:)`` registers the class under: its name.
    public class var layoutReuseIdentifier: String { String(describing: self) }

    /// The row height for `width`: the design height of the layout the cell shows at that width
    /// (see `CompiledLayout.cellSize(forWidth:)`); `UITableView.automaticDimension` without a layout.
    public class func height(forWidth width: CGFloat) -> CGFloat {
        ReusableLayouts.cellSize(of: String(describing: self), width: width)?.height ?? UITableView.automaticDimension
    }

    /// Called once, after the layout's views were built: the place for what a layout cannot say.
    open func viewDidLoad() {}

    /// Called after the layout changed to another one; never for the same one twice.
    open func layoutDidChange(to name: String, aspectRatio: CGFloat) {}

    /// The shared host logic of the cell's layout.
    public var layoutHost: LayoutHostCore<UIKitViewSystem>? { content?.core }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content?.layoutSubviews()
    }

    /// A layout that declares a safe area places the root's subviews in the safe area: lay out
    /// again when it changes (rotation, a bar shown or hidden), as UIKit calls this then.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// The layout's layer colours follow light and dark, as `NMView`'s do.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if content?.core.system.traitCollectionDidChange(previousTraitCollection) == true { setNeedsLayout() }
    }

    /// The cell's size at `size.width`, from its layout's design heights; the current size
    /// without a layout.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        ReusableLayouts.cellSize(of: String(describing: type(of: self)), width: size.width) ?? super.sizeThatFits(size)
    }
}

extension UITableView {
    /// Makes cells of `cellClass` for its ``NMTableViewCell/layoutReuseIdentifier`` (its name).
    public func register<Cell: NMTableViewCell>(layoutCell cellClass: Cell.Type) {
        register(cellClass, forCellReuseIdentifier: cellClass.layoutReuseIdentifier)
    }

    /// A cell of `cellClass`, registered with ``register(layoutCell:)``, for the row at `indexPath`.
    public func dequeueReusableCell<Cell: NMTableViewCell>(_ cellClass: Cell.Type, for indexPath: IndexPath) -> Cell {
        let cell = dequeueReusableCell(withIdentifier: cellClass.layoutReuseIdentifier, for: indexPath)
        guard let typed = cell as? Cell else {
            preconditionFailure("'\(cellClass.layoutReuseIdentifier)' is registered for another class; use register(layoutCell:)")
        }
        return typed
    }
}
#endif
