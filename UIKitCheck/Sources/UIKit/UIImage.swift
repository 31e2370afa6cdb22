/// An image. There are no asset catalogues here: any non-empty name counts as an image in the
/// bundle, and the image remembers its name (``_interfaceCheckName``) so a test can tell which one
/// reached a view. Images with the same name are equal, as `imageNamed:` returns the cached one.
// SDK: UIKit/UIImage.h — @interface UIImage : NSObject <NSSecureCoding>
// (Swift: open class UIImage : NSObject, NSSecureCoding, @unchecked Sendable; Sendable unconfirmed)
open class UIImage: NSObject, @unchecked Sendable {
    /// Stub-only, not in the SDK: the name the image was loaded by.
    public let _interfaceCheckName: String?

    /// An empty image.
    // SDK: UIKit/UIImage.h — - (instancetype)init; (inherited from NSObject)
    public override init() {
        _interfaceCheckName = nil
        super.init()
    }

    /// The image named `name` in the main bundle; `nil` only for an empty name here.
    // SDK: UIKit/UIImage.h — + (nullable UIImage *)imageNamed:(NSString *)name; (Swift: public /*not inherited*/ init?(named name: String))
    public init?(named name: String) {
        InterfaceRecorder.record("UIImage(named:)", receiver: ObjectIdentifier(UIImage.self), receiverClass: "UIImage",
            value: name)
        guard !name.isEmpty else { return nil }
        _interfaceCheckName = name
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
