/// An element of a menu: the base of ``UIAction``. Only what an action needs is declared.
// SDK: UIKit/UIMenuElement.h — @interface UIMenuElement : NSObject <NSCopying, NSSecureCoding, UIAccessibilityIdentification>
// (Swift: @MainActor open class UIMenuElement : NSObject, NSCopying, NSSecureCoding, UIAccessibilityIdentification)
@MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    // SDK: UIKit/UIMenuElement.h — @property (nonatomic, readonly) NSString *title;
    open var title: String { storedTitle }

    /// The element's image.
    // SDK: UIKit/UIMenuElement.h — @property (nonatomic, nullable, readonly) UIImage *image;
    open var image: UIImage? { storedImage }

    var storedTitle: String
    var storedImage: UIImage?

    /// Not public in the SDK, which makes elements through their subclasses' initializers.
    init(title: String, image: UIImage?) {
        storedTitle = title
        storedImage = image
        super.init()
    }
}
