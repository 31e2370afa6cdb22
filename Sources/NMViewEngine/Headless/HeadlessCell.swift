import NMViewModel

/// The headless table or collection view cell: its `contentView` hosts the cell class's layout,
/// built once when the cell is made and kept however often the cell is reused, with the layout
/// chosen by the cell's own size, as `NMTableViewCell` and `NMCollectionViewCell` do in UIKit.
public final class HeadlessCell: HeadlessView {
    /// The identifier the cell is dequeued by.
    public let reuseIdentifier: String
    /// The view the layout is built onto: a cell's subviews go in its content view.
    public let contentView: LayoutHost
    /// Called before the cell is handed out again, to clear what the last row put in it.
    public var onPrepareForReuse: ((HeadlessCell) -> Void)?
    /// How many times the cell was handed out again.
    public private(set) var reuses = 0

    /// A cell of `layout` at `frame`, dequeued by `reuseIdentifier`.
    public init(layout: CompiledLayout, reuseIdentifier: String, frame: Rect) {
        self.reuseIdentifier = reuseIdentifier
        contentView = LayoutHost(layout: layout, frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        super.init(className: "UITableViewCell")
        addSubview(contentView)
        apply(frame: frame)
    }

    /// The content view takes the whole cell, as UIKit's does without accessories.
    public override func layoutSubviews() {
        contentView.apply(frame: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
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
