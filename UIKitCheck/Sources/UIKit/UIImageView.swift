/// A view that shows an image.
// SDK: UIKit/UIImageView.h — @interface UIImageView : UIView (Swift: @MainActor open class UIImageView : UIView)
@MainActor
open class UIImageView: UIView {
    /// An image view with a frame; it ignores touches, as UIKit's does.
    // SDK: UIKit/UIView.h — - (instancetype)initWithFrame:(CGRect)frame; (UIImageView inherits it)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        takeImageViewDefaults()
    }

    /// An image view showing `image`, sized to it (images have no size here).
    // SDK: UIKit/UIImageView.h — - (instancetype)initWithImage:(nullable UIImage *)image; (Swift: public init(image: UIImage?))
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        takeImageViewDefaults()
        InterfaceRecorder.withoutRecording { self.image = image }
        InterfaceRecorder.record("UIImageView(image:)", on: self, value: image)
    }

    /// An image view showing `image`, and `highlightedImage` when highlighted.
    // SDK: UIKit/UIImageView.h — - (instancetype)initWithImage:(nullable UIImage *)image highlightedImage:(nullable UIImage *)highlightedImage
    //     API_AVAILABLE(ios(3.0)); (Swift: public init(image: UIImage?, highlightedImage: UIImage?))
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        takeImageViewDefaults()
        InterfaceRecorder.withoutRecording {
            self.image = image
            self.highlightedImage = highlightedImage
        }
        InterfaceRecorder.record("UIImageView(image:highlightedImage:)", on: self, value: (image, highlightedImage))
    }

    /// An image view from an archive.
    // SDK: UIKit/UIImageView.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder (inherited, required by NSCoding)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        takeImageViewDefaults()
    }

    private func takeImageViewDefaults() {
        // SDK: UIImageView.h — @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled; // default is NO
        InterfaceRecorder.withoutRecording { isUserInteractionEnabled = false }
    }

    /// The image shown; `nil` by default.
    // SDK: UIKit/UIImageView.h — @property (nullable, nonatomic, strong) UIImage *image; // default is nil
    open var image: UIImage? {
        didSet { record("image", image, in: "UIImageView") }
    }

    /// The image shown when highlighted.
    // SDK: UIKit/UIImageView.h — @property (nullable, nonatomic, strong) UIImage *highlightedImage API_AVAILABLE(ios(3.0)); // default is nil
    open var highlightedImage: UIImage? {
        didSet { record("highlightedImage", highlightedImage, in: "UIImageView") }
    }

    /// Whether the highlighted image is shown; off by default.
    // SDK: UIKit/UIImageView.h — @property (nonatomic, getter=isHighlighted) BOOL highlighted API_AVAILABLE(ios(3.0)); // default is NO
    open var isHighlighted = false {
        didSet { record("isHighlighted", isHighlighted, in: "UIImageView") }
    }
}
