/// A row of a table: its subviews go in ``contentView``, which takes the whole cell (an accessory
/// is kept, not drawn or made room for). A table hands a cell out again after it left the screen, calling
/// ``prepareForReuse()`` first.
// SDK: UIKit/UITableViewCell.h — @interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>
// (Swift: @MainActor open class UITableViewCell : UIView, NSCoding, UIGestureRecognizerDelegate)
@MainActor
open class UITableViewCell: UIView {
    private let storedContentView: UIView
    private let storedReuseIdentifier: String?

    /// A cell of a style with the identifier a table dequeues it by; 320 × 44 until the table
    /// sizes it (unconfirmed).
    // SDK: UIKit/UITableViewCell.h — - (instancetype)initWithStyle:(UITableViewCellStyle)style
    //     reuseIdentifier:(nullable NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
    // (Swift: public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?))
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        storedContentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        InterfaceRecorder.record("UITableViewCell(style:reuseIdentifier:)", on: self, value: reuseIdentifier)
        addSubview(storedContentView)
    }

    /// A cell from an archive.
    // SDK: UIKit/UITableViewCell.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        storedContentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(storedContentView)
        storedContentView.frame = bounds
    }

    /// Stub-only, not in the SDK: how a table makes a cell of a registered class, which UIKit does
    /// through the Objective-C runtime with `initWithStyle:reuseIdentifier:`. Swift calls an
    /// initializer on a metatype only when it is `required`; this one calls the designated
    /// initializer dynamically, so a subclass's override of it runs as on a device.
    public required convenience init(_interfaceCheckReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The view the cell's content goes in.
    // SDK: UIKit/UITableViewCell.h — @property (nonatomic, readonly, strong) UIView *contentView;
    open var contentView: UIView { storedContentView }

    /// The identifier the table dequeues the cell by.
    // SDK: UIKit/UITableViewCell.h — @property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The standard accessory at the trailing edge; none by default. Nothing is drawn here, and
    /// the content view keeps the whole cell (UIKit narrows it by the accessory's width).
    // SDK: UIKit/UITableViewCell.h — @property (nonatomic) UITableViewCellAccessoryType accessoryType; // default is UITableViewCellAccessoryNone. use to set standard type
    open var accessoryType: UITableViewCell.AccessoryType = .none {
        didSet { record("accessoryType", accessoryType, in: "UITableViewCell") }
    }

    /// How the cell looks while selected; the system's selection by default.
    // SDK: UIKit/UITableViewCell.h — @property (nonatomic) UITableViewCellSelectionStyle selectionStyle; // default is UITableViewCellSelectionStyleDefault (Blue prior to iOS 7)
    open var selectionStyle: UITableViewCell.SelectionStyle = .default {
        didSet { record("selectionStyle", selectionStyle, in: "UITableViewCell") }
    }

    /// Called by the table just before it hands the cell out again.
    // SDK: UIKit/UITableViewCell.h — - (void)prepareForReuse NS_REQUIRES_SUPER;
    open func prepareForReuse() {
        record("prepareForReuse()", nil, in: "UITableViewCell")
    }

    /// Gives the content view the whole cell, as UIKit does for a cell without accessories.
    // SDK: UIKit/UIView.h — - (void)layoutSubviews; (UITableViewCell's lays out its content view)
    open override func layoutSubviews() {
        super.layoutSubviews()
        InterfaceRecorder.withoutRecording { storedContentView.frame = bounds }
    }
}
