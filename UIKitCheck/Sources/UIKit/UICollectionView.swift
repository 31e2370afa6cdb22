/// A grid of items. Nothing is displayed or scrolled: cells are registered and dequeued as in
/// UIKit, each made once and handed out again after a test says it left the screen
/// (``_interfaceCheckEndDisplaying(_:)``, which scrolling does on a device).
// SDK: UIKit/UICollectionView.h — @interface UICollectionView : UIScrollView <UIDataSourceTranslating>
// (Swift: @MainActor open class UICollectionView : UIScrollView, UIDataSourceTranslating)
@MainActor
open class UICollectionView: UIScrollView {
    private var cells = ReuseQueue<UICollectionViewCell>()

    /// A collection view with a layout.
    // SDK: UIKit/UICollectionView.h — - (instancetype)initWithFrame:(CGRect)frame
    //     collectionViewLayout:(UICollectionViewLayout *)layout NS_DESIGNATED_INITIALIZER;
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// A collection view from an archive, with a flow layout.
    // SDK: UIKit/UICollectionView.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Where the items go.
    // SDK: UIKit/UICollectionView.h — @property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;
    open var collectionViewLayout: UICollectionViewLayout

    /// Makes cells of `cellClass` for `identifier`; `nil` unregisters it.
    // SDK: UIKit/UICollectionView.h — - (void)registerClass:(nullable Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier;
    // (Swift: open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String))
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        record("register(_:forCellWithReuseIdentifier:)", identifier, in: "UICollectionView")
        guard let type = cellClass as? UICollectionViewCell.Type else { return cells.register(nil, for: identifier) }
        cells.register({ made in type.init(_interfaceCheckReuseIdentifier: made) }, for: identifier)
    }

    /// A cell for `identifier` of the flow layout's item size: one that left the screen, after its
    /// `prepareForReuse()`, or a new one. UIKit raises an exception for an identifier nothing is
    /// registered for; so does this.
    // SDK: UIKit/UICollectionView.h — - (__kindof UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier
    //     forIndexPath:(NSIndexPath *)indexPath;
    // (Swift: open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        record("dequeueReusableCell(withReuseIdentifier:for:)", indexPath, in: "UICollectionView")
        guard let cell = cells.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            preconditionFailure("could not dequeue a view with identifier \(identifier)")
        }
        let size = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
        InterfaceRecorder.withoutRecording { cell.frame = CGRect(origin: .zero, size: size) }
        return cell
    }

    /// Stub-only, not in the SDK: `cell` scrolled off screen, so the next dequeue of its
    /// identifier may hand it out again.
    public func _interfaceCheckEndDisplaying(_ cell: UICollectionViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cells.recycle(cell, identifier: identifier)
    }
}
