/// An image. There are no asset catalogues here: any non-empty name counts as an image in the
/// bundle, and the image remembers its name (``_interfaceCheckName``) so a test can tell which one
/// reached a view. Images with the same name are equal, as `imageNamed:` returns the cached one.
/// System symbols are the few of ``_interfaceCheckSystemSymbolNames``; any other name is one the
/// system does not have.
// SDK: UIKit/UIImage.h — @interface UIImage : NSObject <NSSecureCoding>
// (Swift: open class UIImage : NSObject, NSSecureCoding, @unchecked Sendable; Sendable unconfirmed)
open class UIImage: NSObject, @unchecked Sendable {
    /// Stub-only, not in the SDK: the name the image was loaded by.
    public let _interfaceCheckName: String?
    /// Stub-only, not in the SDK: the name of the system symbol the image is.
    public let _interfaceCheckSystemName: String?
    /// Stub-only, not in the SDK: the system symbols this UIKit has, a few of Apple's; a device
    /// has thousands, and none of another name.
    public static let _interfaceCheckSystemSymbolNames: Set<String> = [
        "bell", "bell.fill", "heart", "heart.fill", "star.fill", "person.crop.circle", "envelope", "lock.fill",
        "key.fill", "eye", "eye.slash", "xmark", "chevron.right", "gearshape", "lock.shield.fill",
    ]

    /// The configuration a symbol image was made with; `nil` for an image that is not a symbol.
    /// Here it is the configuration given, and `nil` when none was; a device's is never `nil` for
    /// a symbol, holding the system's choices.
    // SDK: UIKit/UIImage.h — @property(nullable, nonatomic, copy, readonly) UIImageSymbolConfiguration
    //     *symbolConfiguration API_AVAILABLE(ios(13.0)); (Swift: open var symbolConfiguration: UIImage.SymbolConfiguration? { get })
    open var symbolConfiguration: UIImage.SymbolConfiguration? { givenSymbolConfiguration }

    /// The configuration ``init(systemName:withConfiguration:)`` was given.
    private let givenSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An empty image.
    // SDK: UIKit/UIImage.h — - (instancetype)init; (inherited from NSObject)
    public override init() {
        _interfaceCheckName = nil
        _interfaceCheckSystemName = nil
        givenSymbolConfiguration = nil
        super.init()
    }

    /// The system symbol `name` drawn with `configuration`; `nil` for a name the system does not
    /// have (here, one not in ``_interfaceCheckSystemSymbolNames``).
    // SDK: UIKit/UIImage.h — + (nullable UIImage *)systemImageNamed:(NSString *)name withConfiguration:(nullable
    //     UIImageConfiguration *)configuration API_AVAILABLE(ios(13.0)); (Swift: public /*not inherited*/
    //     init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?))
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        InterfaceRecorder.record(
            "UIImage(systemName:withConfiguration:)", receiver: ObjectIdentifier(UIImage.self), receiverClass: "UIImage",
            value: (name, configuration))
        guard Self._interfaceCheckSystemSymbolNames.contains(name) else { return nil }
        _interfaceCheckName = nil
        _interfaceCheckSystemName = name
        givenSymbolConfiguration = configuration as? UIImage.SymbolConfiguration
        super.init()
    }

    /// Whether the image is a system or custom symbol.
    // SDK: UIKit/UIImage.h — @property(nonatomic,readonly,getter=isSymbolImage) BOOL symbolImage API_AVAILABLE(ios(13.0));
    //     (Swift: open var isSymbolImage: Bool { get })
    open var isSymbolImage: Bool { _interfaceCheckSystemName != nil }

    /// The image named `name` in the main bundle; `nil` only for an empty name here.
    // SDK: UIKit/UIImage.h — + (nullable UIImage *)imageNamed:(NSString *)name; (Swift: public /*not inherited*/ init?(named name: String))
    public init?(named name: String) {
        InterfaceRecorder.record("UIImage(named:)", receiver: ObjectIdentifier(UIImage.self), receiverClass: "UIImage",
            value: name)
        guard !name.isEmpty else { return nil }
        _interfaceCheckName = name
        _interfaceCheckSystemName = nil
        givenSymbolConfiguration = nil
        super.init()
    }

    /// The size in points; zero here, as nothing is decoded.
    // SDK: UIKit/UIImage.h — @property(nonatomic,readonly) CGSize size;
    open var size: CGSize { .zero }

    /// Equal when loaded by the same name.
    // SDK: objc/NSObject.h — - (BOOL)isEqual:(id)object;
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other === self || (other._interfaceCheckName != nil && other._interfaceCheckName == _interfaceCheckName)
    }

    /// Consistent with ``isEqual(_:)``.
    // SDK: objc/NSObject.h — @property (readonly) NSUInteger hash;
    open override var hash: Int {
        _interfaceCheckName?.hashValue ?? ObjectIdentifier(self).hashValue
    }
}
