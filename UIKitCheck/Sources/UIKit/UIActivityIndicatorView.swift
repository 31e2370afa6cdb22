/// A spinner that shows a task is in progress. When it stops and ``hidesWhenStopped`` is on (the
/// default), it sets its own `isHidden`, as UIKit documents; that is UIKit's doing, so it is not
/// recorded as `"UIView.isHidden"`.
// SDK: UIKit/UIActivityIndicatorView.h — @interface UIActivityIndicatorView : UIView <NSCoding>
// (Swift: @MainActor open class UIActivityIndicatorView : UIView, NSCoding)
@MainActor
open class UIActivityIndicatorView: UIView {
    private var animating = false

    /// An activity indicator of a style.
    // SDK: UIKit/UIActivityIndicatorView.h — - (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style NS_DESIGNATED_INITIALIZER;
    // (Swift: public init(style: UIActivityIndicatorView.Style))
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
        hideIfStopped()
        InterfaceRecorder.record("UIActivityIndicatorView(style:)", on: self, value: style)
    }

    /// A medium activity indicator with a frame.
    // SDK: UIKit/UIActivityIndicatorView.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        hideIfStopped()
    }

    /// An activity indicator from an archive.
    // SDK: UIKit/UIActivityIndicatorView.h — - (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        hideIfStopped()
    }

    /// The style; `medium` by default.
    // SDK: UIKit/UIActivityIndicatorView.h — @property(nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle;
    // (Swift: open var style: UIActivityIndicatorView.Style)
    open var style: UIActivityIndicatorView.Style {
        didSet { record("style", style, in: "UIActivityIndicatorView") }
    }

    /// The colour, overriding the style's.
    // SDK: UIKit/UIActivityIndicatorView.h — @property (null_resettable, readwrite, nonatomic, strong) UIColor *color API_AVAILABLE(ios(5.0));
    // (Swift: open var color: UIColor!)
    open var color: UIColor! {
        didSet { record("color", color, in: "UIActivityIndicatorView") }
    }

    /// Whether the indicator hides itself while stopped; on by default.
    // SDK: UIKit/UIActivityIndicatorView.h — @property(nonatomic) BOOL hidesWhenStopped; // default is YES. calls -setHidden when animating gets set to NO
    open var hidesWhenStopped = true {
        didSet {
            record("hidesWhenStopped", hidesWhenStopped, in: "UIActivityIndicatorView")
            hideIfStopped()
        }
    }

    /// Starts the animation and shows the indicator.
    // SDK: UIKit/UIActivityIndicatorView.h — - (void)startAnimating;
    open func startAnimating() {
        record("startAnimating()", nil, in: "UIActivityIndicatorView")
        animating = true
        InterfaceRecorder.withoutRecording { isHidden = false }
    }

    /// Stops the animation; hides the indicator if ``hidesWhenStopped``.
    // SDK: UIKit/UIActivityIndicatorView.h — - (void)stopAnimating;
    open func stopAnimating() {
        record("stopAnimating()", nil, in: "UIActivityIndicatorView")
        animating = false
        hideIfStopped()
    }

    /// Whether the indicator is animating.
    // SDK: UIKit/UIActivityIndicatorView.h — @property(nonatomic, readonly, getter=isAnimating) BOOL animating;
    open var isAnimating: Bool { animating }

    private func hideIfStopped() {
        guard !animating, hidesWhenStopped else { return }
        InterfaceRecorder.withoutRecording { isHidden = true }
    }
}
