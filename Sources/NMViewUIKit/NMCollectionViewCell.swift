#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

/// A collection view cell whose content view holds the layout named after the cell's class, as
/// `NMView` loads its own.
///
/// The views are built once per cell, when the collection view makes it, from the layout read once per
/// class; a reused cell keeps them, so a dequeue costs only what `prepareForReuse()` and the item's
/// data do. The layout shown is the one closest to the cell's own size, so a cell that is wide
/// on iPad gets its wide layout. The layout's actions go to the cell, and its views are the
/// cell's outlets (see ``NMLayoutOwner``).
///
/// ```swift
/// collectionView.register(layoutCell: PhotoCell.self)
/// flowLayout.itemSize = PhotoCell.size(forWidth: 160)
/// let cell = collectionView.dequeueReusableCell(PhotoCell.self, for: indexPath)
/// ```
open class NMCollectionViewCell: UICollectionViewCell, NMLayoutOwner {
    private var content: LayoutContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        loadLayout()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadLayout()
    }

    private func loadLayout() {
        content = LayoutContent(
            owner: self, view: contentView, className: String(describing: type(of: self)), kind: .collectionCell
        ) {
            [unowned self] in layoutDidChange(to: $0, aspectRatio: $1)
        }
        viewDidLoad()
    }

    /// The identifier ``UIKit/UICollectionView/register(layoutCell:)`` registers the class under: its name.
    public class var layoutReuseIdentifier: String { String(describing: self) }

    /// The item size for `width`: the design height of the layout the cell shows at that width
    /// (see `CompiledLayout.cellSize(forWidth:)`); zero height without a layout.
    public class func size(forWidth width: CGFloat) -> CGSize {
        ReusableLayouts.cellSize(of: String(describing: self), width: width) ?? CGSize(width: width, height: 0)
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

extension UICollectionView {
    /// Makes cells of `cellClass` for its ``NMCollectionViewCell/layoutReuseIdentifier`` (its name).
    public func register<Cell: NMCollectionViewCell>(layoutCell cellClass: Cell.Type) {
        register(cellClass, forCellWithReuseIdentifier: cellClass.layoutReuseIdentifier)
    }

    /// A cell of `cellClass`, registered with ``register(layoutCell:)``, for the item at `indexPath`.
    public func dequeueReusableCell<Cell: NMCollectionViewCell>(_ cellClass: Cell.Type, for indexPath: IndexPath) -> Cell {
        let cell = dequeueReusableCell(withReuseIdentifier: cellClass.layoutReuseIdentifier, for: indexPath)
        guard let typed = cell as? Cell else {
            preconditionFailure("'\(cellClass.layoutReuseIdentifier)' is registered for another class; use register(layoutCell:)")
        }
        return typed
    }
}
#endif
