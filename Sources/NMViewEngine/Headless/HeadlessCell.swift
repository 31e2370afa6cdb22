import NMViewModel

/// The headless table or collection view cell: its `contentView` hosts the cell class's layout,
/// built once when the cell is made and kept however often the cell is reused, with the layout
/// chosen by the cell's own size, as `NMTableViewCell` and `NMCollectionViewCell` do in UIKit.
///
/// A table cell's layout may say what the cell around the content view has (`cell`: its
/// accessory and selection style); the cell keeps them and, as UIKit does, makes the content
/// view narrower by the accessory's width (see ``AccessoryType/contentViewInset``).
public final class HeadlessCell: HeadlessView {
    /// The identifier the cell is dequeued by.
    public let reuseIdentifier: String
    /// The view the layout is built onto: a cell's subviews go in its content view.
    public let contentView: LayoutHost
    /// The standard accessory at the trailing edge: the layout's, else none.
    public private(set) var accessoryType: AccessoryType
    /// How the cell looks while selected: the layout's, else UIKit's default.
    public private(set) var selectionStyle: SelectionStyle
    /// Called before the cell is handed out again, to clear what the last row put in it.
    public var onPrepareForReuse: ((HeadlessCell) -> Void)?
    /// How many times the cell was handed out again.
    public private(set) var reuses = 0

    /// A cell of `layout` at `frame`, dequeued by `reuseIdentifier`.
    public init(layout: CompiledLayout, reuseIdentifier: String, frame: Rect) {
        self.reuseIdentifier = reuseIdentifier
        let content = layout.contentBounds(in: Size(width: frame.width, height: frame.height))
        contentView = LayoutHost(layout: layout, frame: Rect(x: 0, y: 0, width: content.width, height: content.height))
        accessoryType = layout.cellAccessory
        selectionStyle = layout.document.effectiveCell?.selectionStyle ?? TableCellProperties.selectionStyleDefault
        super.init(className: "UITableViewCell")
        addSubview(contentView)
        apply(frame: frame)
    }

    /// The content view takes the cell but for its accessory, as UIKit's does.
    public override func layoutSubviews() {
        let content = Size(width: max(0, bounds.width - accessoryType.contentViewInset), height: bounds.height)
        contentView.apply(frame: Rect(x: 0, y: 0, width: content.width, height: content.height))
    }

    /// A live reload: the content view rebuilds in place and the cell takes the new layout's
    /// own properties, so a changed accessory also changes the content view's width.
    public func reload(_ layout: CompiledLayout) {
        accessoryType = layout.cellAccessory
        selectionStyle = layout.document.effectiveCell?.selectionStyle ?? TableCellProperties.selectionStyleDefault
        contentView.reload(layout)
        layoutSubviews()
    }

    /// The size the cell takes at `width`: see ``CompiledLayout/cellSize(forWidth:)``.
    public func sizeThatFits(width: Double) -> Size {
        contentView.layout.cellSize(forWidth: width).size
    }

    /// Before the cell is handed out again: the views stay, only the hook runs.
    func prepareForReuse() {
        reuses += 1
        onPrepareForReuse?(self)
    }
}
