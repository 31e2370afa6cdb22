/// The traits of an environment. Only the appearance (light or dark), the layout direction and
/// the content size category (the text size) are modelled.
// SDK: UIKit/UITraitCollection.h — @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
// (Swift: open class UITraitCollection : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable;
// Sendable per the headers' NS_SWIFT_SENDABLE as reflected by generated bindings, unconfirmed)
open class UITraitCollection: NSObject, @unchecked Sendable {
    private let style: UIUserInterfaceStyle
    private let direction: UITraitEnvironmentLayoutDirection
    private let contentSize: UIContentSizeCategory

    /// Every trait unspecified.
    // SDK: UIKit/UITraitCollection.h — - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() {
        style = .unspecified
        direction = .unspecified
        contentSize = .unspecified
        super.init()
    }

    init(
        style: UIUserInterfaceStyle, direction: UITraitEnvironmentLayoutDirection = .unspecified,
        contentSize: UIContentSizeCategory = .unspecified
    ) {
        self.style = style
        self.direction = direction
        self.contentSize = contentSize
        super.init()
    }

    /// A trait collection with only the layout direction set.
    // SDK: UIKit/UITraitCollection.h — + (UITraitCollection *)traitCollectionWithLayoutDirection:(UITraitEnvironmentLayoutDirection)layoutDirection
    //     API_AVAILABLE(ios(10.0)); (Swift: public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection))
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, direction: layoutDirection)
    }

    /// The direction the user interface reads in, from the app's language.
    // SDK: UIKit/UITraitCollection.h — @property (nonatomic, readonly) UITraitEnvironmentLayoutDirection layoutDirection API_AVAILABLE(ios(10.0));
    open var layoutDirection: UITraitEnvironmentLayoutDirection { direction }

    /// A trait collection with only the text size set.
    // SDK: UIKit/UITraitCollection.h — + (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)preferredContentSizeCategory
    //     API_AVAILABLE(ios(10.0)); (Swift: public convenience init(preferredContentSizeCategory: UIContentSizeCategory))
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, contentSize: preferredContentSizeCategory)
    }
    /// A trait collection with only the appearance set.
    // SDK: UIKit/UITraitCollection.h — + (UITraitCollection *)traitCollectionWithUserInterfaceStyle:(UIUserInterfaceStyle)userInterfaceStyle
    //     API_AVAILABLE(ios(12.0)); (Swift: public convenience init(userInterfaceStyle: UIUserInterfaceStyle))
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// Light or dark appearance.
    // SDK: UIKit/UITraitCollection.h — @property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle API_AVAILABLE(ios(12.0));
    open var userInterfaceStyle: UIUserInterfaceStyle { style }

    /// The text size the user chose; `unspecified` where no trait sets it.
    // SDK: UIKit/UITraitCollection.h — @property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory API_AVAILABLE(ios(10.0));
    open var preferredContentSizeCategory: UIContentSizeCategory { contentSize }

    /// Whether colours could resolve differently in `traitCollection`: here, whether the
    /// appearance differs.
    // SDK: UIKit/UITraitCollection.h — - (BOOL)hasDifferentColorAppearanceComparedToTraitCollection:(nullable UITraitCollection *)traitCollection
    //     API_AVAILABLE(ios(13.0)); (Swift: func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool)
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    /// The traits of the code running now. UIKit sets it around `layoutSubviews()`,
    /// `traitCollectionDidChange(_:)` and the like, per thread; so does this module.
    // SDK: UIKit/UITraitCollection.h — @property (class, nonatomic, strong) UITraitCollection *currentTraitCollection
    //     API_AVAILABLE(ios(13.0)); (Swift: class var current: UITraitCollection { get set })
    open class var current: UITraitCollection {
        get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? UITraitCollection() }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    private static let currentKey = "UIKit.UITraitCollection.current"

    /// Runs `actions` with these traits as ``current``.
    // SDK: UIKit/UITraitCollection.h — - (void)performAsCurrentTraitCollection:(void (NS_NOESCAPE ^)(void))actions API_AVAILABLE(ios(13.0));
    //     (Swift: func performAsCurrent(_ actions: () throws -> Void) rethrows)
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.performAsCurrent(self, actions)
    }

    /// Runs `body` with ``current`` set to `traits`, as UIKit does around its callbacks.
    static func performAsCurrent<Result>(_ traits: UITraitCollection, _ body: () throws -> Result) rethrows -> Result {
        let previous = Thread.current.threadDictionary[currentKey]
        Thread.current.threadDictionary[currentKey] = traits
        defer { Thread.current.threadDictionary[currentKey] = previous }
        return try body()
    }

    /// These traits with the appearance replaced, unless `style` is unspecified.
    func overriding(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified || style == self.style
            ? self : UITraitCollection(style: style, direction: direction, contentSize: contentSize)
    }

    /// These traits with the layout direction replaced, unless `direction` is unspecified.
    func overriding(layoutDirection: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        layoutDirection == .unspecified || layoutDirection == direction
            ? self : UITraitCollection(style: style, direction: layoutDirection, contentSize: contentSize)
    }

    /// These traits with the text size replaced, unless `category` is nil or unspecified.
    func overriding(contentSize category: UIContentSizeCategory?) -> UITraitCollection {
        guard let category, category != .unspecified, category != contentSize else { return self }
        return UITraitCollection(style: style, direction: direction, contentSize: category)
    }

    /// Equal when every modelled trait is.
    // SDK: objc/NSObject.h — - (BOOL)isEqual:(id)object; (UITraitCollection compares its traits)
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.userInterfaceStyle == userInterfaceStyle && other.layoutDirection == layoutDirection
            && other.preferredContentSizeCategory == contentSize
    }

    /// Consistent with ``isEqual(_:)``.
    // SDK: objc/NSObject.h — @property (readonly) NSUInteger hash;
    open override var hash: Int { style.hashValue ^ (direction.rawValue &* 31) ^ contentSize.hashValue }
}
