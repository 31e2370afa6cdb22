/// A list of rows. Nothing is displayed or scrolled: cells are registered and dequeued as in
/// UIKit, each made once and handed out again after a test says it left the screen
/// (``_interfaceCheckEndDisplaying(_:)``, which scrolling does on a device).
// SDK: UIKit/UITableView.h — @interface UITableView : UIScrollView <NSCoding, UIDataSourceTranslating>
// (Swift: @MainActor open class UITableView : UIScrollView, NSCoding, UIDataSourceTranslating)
@MainActor
open class UITableView: UIScrollView {
    private var cells = ReuseQueue<UITableViewCell>()
    private let storedStyle: UITableView.Style

    /// A table of a style.
    // SDK: UIKit/UITableView.h — - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
    // (Swift: public init(frame: CGRect, style: UITableView.Style))
    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// A table from an archive.
    // SDK: UIKit/UITableView.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
    }

    /// The table's style.
    // SDK: UIKit/UITableView.h — @property (nonatomic, readonly) UITableViewStyle style;
    open var style: UITableView.Style { storedStyle }

    /// The height of every row; `automaticDimension` by default, which here gives 44 (UIKit
    /// sizes such rows by Auto Layout, which is not modelled).
    // SDK: UIKit/UITableView.h — @property (nonatomic) CGFloat rowHeight; // default is UITableViewAutomaticDimension
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { record("rowHeight", rowHeight, in: "UITableView") }
    }

    /// The colour of the lines between rows; the system's separator grey when `nil`.
    // SDK: UIKit/UITableView.h — @property (nonatomic, strong, nullable) UIColor *separatorColor UI_APPEARANCE_SELECTOR;
    open var separatorColor: UIColor? {
        didSet { record("separatorColor", separatorColor, in: "UITableView") }
    }

    /// The row height that asks for the cell's own.
    // SDK: UIKit/UITableView.h — UIKIT_EXTERN const CGFloat UITableViewAutomaticDimension;
    // (Swift: class let automaticDimension: CGFloat)
    public static let automaticDimension: CGFloat = -1

    /// Makes cells of `cellClass` for `identifier`; `nil` unregisters it.
    // SDK: UIKit/UITableView.h — - (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
    // (Swift: open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String))
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        record("register(_:forCellReuseIdentifier:)", identifier, in: "UITableView")
        guard let type = cellClass as? UITableViewCell.Type else { return cells.register(nil, for: identifier) }
        cells.register({ made in type.init(_interfaceCheckReuseIdentifier: made) }, for: identifier)
    }

    /// A cell for `identifier`, sized for the row: one that left the screen, after its
    /// `prepareForReuse()`, or a new one of the registered class. UIKit raises an exception for
    /// an identifier nothing is registered for; so does this.
    // SDK: UIKit/UITableView.h — - (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier
    //     forIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(6.0));
    // (Swift: open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        record("dequeueReusableCell(withIdentifier:for:)", indexPath, in: "UITableView")
        guard let cell = cells.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier)")
        }
        let height = rowHeight >= 0 ? rowHeight : 44
        InterfaceRecorder.withoutRecording { cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height) }
        return cell
    }

    /// Stub-only, not in the SDK: `cell` scrolled off screen, so the next dequeue of its
    /// identifier may hand it out again.
    public func _interfaceCheckEndDisplaying(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cells.recycle(cell, identifier: identifier)
    }
}
