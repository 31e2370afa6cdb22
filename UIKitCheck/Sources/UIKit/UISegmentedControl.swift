/// A row of segments, one of which may be selected.
// SDK: UIKit/UISegmentedControl.h — @interface UISegmentedControl : UIControl <NSCoding>
// (Swift: @MainActor open class UISegmentedControl : UIControl, NSCoding)
@MainActor
open class UISegmentedControl: UIControl {
    private var titles: [String?] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment

    /// The selected index when no segment is selected.
    // SDK: UIKit/UISegmentedControl.h — UIKIT_EXTERN const NSInteger UISegmentedControlNoSegment NS_SWIFT_NAME(UISegmentedControl.noSegment);
    // (Swift: class let noSegment: Int; its value is -1)
    nonisolated public static let noSegment = -1

    /// A segmented control with a segment for each title (images are not modelled here: an item
    /// that is not a string makes a segment without a title).
    // SDK: UIKit/UISegmentedControl.h — - (instancetype)initWithItems:(nullable NSArray *)items; (Swift: public init(items: [Any]?))
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
        InterfaceRecorder.record("UISegmentedControl(items:)", on: self, value: titles)
    }

    /// A segmented control without segments.
    // SDK: UIKit/UISegmentedControl.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A segmented control from an archive.
    // SDK: UIKit/UISegmentedControl.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How many segments there are.
    // SDK: UIKit/UISegmentedControl.h — @property(nonatomic,readonly) NSUInteger numberOfSegments; (Swift: open var numberOfSegments: Int { get })
    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment before the one at `segment`; an index past the end appends it.
    /// (Whether the selection moves with the segments is unconfirmed; here the index stays.)
    // SDK: UIKit/UISegmentedControl.h — - (void)insertSegmentWithTitle:(nullable NSString *)title atIndex:(NSUInteger)segment animated:(BOOL)animated;
    // (Swift: open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool))
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        record("insertSegment(withTitle:at:animated:)", (title, segment, animated), in: "UISegmentedControl")
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    /// Removes every segment; nothing is selected afterwards.
    // SDK: UIKit/UISegmentedControl.h — - (void)removeAllSegments;
    open func removeAllSegments() {
        record("removeAllSegments()", nil, in: "UISegmentedControl")
        titles.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
    }

    /// Sets the title of a segment.
    // SDK: UIKit/UISegmentedControl.h — - (void)setTitle:(nullable NSString *)title forSegmentAtIndex:(NSUInteger)segment;
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        record("setTitle(_:forSegmentAt:)", (title, segment), in: "UISegmentedControl")
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// The title of a segment; `nil` past the end.
    // SDK: UIKit/UISegmentedControl.h — - (nullable NSString *)titleForSegmentAtIndex:(NSUInteger)segment;
    // (Swift: open func titleForSegment(at segment: Int) -> String?)
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// The selected segment, or ``noSegment``; setting an index that is not a segment selects
    /// none (UIKit's behaviour for that is unconfirmed).
    // SDK: UIKit/UISegmentedControl.h — @property(nonatomic) NSInteger selectedSegmentIndex; // default is UISegmentedControlNoSegment
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            record("selectedSegmentIndex", newValue, in: "UISegmentedControl")
            storedSelectedIndex = titles.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
        }
    }
}
