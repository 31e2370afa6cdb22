/// An item of a collection view: its subviews go in ``contentView``, which takes the whole cell.
// SDK: UIKit/UICollectionViewCell.h — @interface UICollectionViewCell : UICollectionReusableView
// (Swift: @MainActor open class UICollectionViewCell : UICollectionReusableView)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let storedContentView = UIView(frame: .zero)

    /// A cell with a frame.
    // SDK: UIKit/UICollectionViewCell.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(storedContentView)
        storedContentView.frame = bounds
    }

    /// A cell from an archive.
    // SDK: UIKit/UICollectionViewCell.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(storedContentView)
        storedContentView.frame = bounds
    }

    /// The view the cell's content goes in.
    // SDK: UIKit/UICollectionViewCell.h — @property (nonatomic, readonly) UIView *contentView;
    open var contentView: UIView { storedContentView }

    /// Gives the content view the whole cell.
    // SDK: UIKit/UIView.h — - (void)layoutSubviews; (UICollectionViewCell's lays out its content view)
    open override func layoutSubviews() {
        super.layoutSubviews()
        InterfaceRecorder.withoutRecording { storedContentView.frame = bounds }
    }
}
