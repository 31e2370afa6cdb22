/// A view a collection view hands out again after it left the screen, calling
/// ``prepareForReuse()`` first: the base of its cells.
// SDK: UIKit/UICollectionViewCell.h — @interface UICollectionReusableView : UIView
// (Swift: @MainActor open class UICollectionReusableView : UIView)
@MainActor
open class UICollectionReusableView: UIView {
    private var storedReuseIdentifier: String?

    /// A view with a frame; a collection view makes its cells with this initializer.
    // SDK: UIKit/UIView.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive.
    // SDK: UIKit/UIView.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Stub-only, not in the SDK: how a collection view makes a view of a registered class, which
    /// UIKit does through the Objective-C runtime with `initWithFrame:` and then sets the
    /// identifier. `required`, so that Swift can call it on a metatype; it calls the designated
    /// initializer dynamically, so a subclass's override of it runs as on a device.
    public required convenience init(_interfaceCheckReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        storedReuseIdentifier = reuseIdentifier
    }

    /// The identifier the collection view dequeues the view by.
    // SDK: UIKit/UICollectionViewCell.h — @property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called by the collection view just before it hands the view out again.
    // SDK: UIKit/UICollectionViewCell.h — - (void)prepareForReuse NS_REQUIRES_SUPER;
    open func prepareForReuse() {
        record("prepareForReuse()", nil, in: "UICollectionReusableView")
    }
}
