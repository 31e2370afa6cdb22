/// Manages a view: makes it on first use (``loadView()``, then ``viewDidLoad()``) and is its next
/// responder. There are no windows, presentations, containment or appearance callbacks here.
// SDK: UIKit/UIViewController.h — @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer,
//     UITraitEnvironment, UIContentContainer, UIFocusEnvironment>
// (Swift: @MainActor open class UIViewController : UIResponder, NSCoding, …; none of the protocols declared here)
@MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?

    /// A controller whose view comes from a nib, or from ``loadView()`` when `nibNameOrNil` is `nil`.
    // SDK: UIKit/UIViewController.h — - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
    //     bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller from an archive (a storyboard).
    // SDK: UIKit/UIViewController.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A controller without a nib, as `-[UIViewController init]` calls `initWithNibName:nil bundle:nil`.
    // SDK: objc/NSObject.h — - (instancetype)init; (UIViewController's calls initWithNibName:bundle:)
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The controller's view, made on first use by ``loadView()``, followed by ``viewDidLoad()``.
    // SDK: UIKit/UIViewController.h — @property(null_resettable, nonatomic,strong) UIView *view;
    // (Swift: open var view: UIView!)
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningController = nil
            storedView = newValue
            newValue?.owningController = self
        }
    }

    /// The view if it was made, without making it.
    // SDK: UIKit/UIViewController.h — @property(nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0));
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the view was made.
    // SDK: UIKit/UIViewController.h — @property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded API_AVAILABLE(ios(3.0));
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view: a plain view here (UIKit's is sized for the screen, unconfirmed), for a
    /// subclass to replace with its own by setting ``view``.
    // SDK: UIKit/UIViewController.h — - (void)loadView;
    open func loadView() {
        record("loadView()")
        view = UIView(frame: .zero)
    }

    /// Called once, after the view was made.
    // SDK: UIKit/UIViewController.h — - (void)viewDidLoad;
    open func viewDidLoad() {
        record("viewDidLoad()")
    }

    /// Makes the view now if it was not made yet.
    // SDK: UIKit/UIViewController.h — - (void)loadViewIfNeeded API_AVAILABLE(ios(9.0));
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    /// The superview of the controller's view: the next responder (there is no presenting
    /// controller here).
    // SDK: UIKit/UIResponder.h — @property(nonatomic, readonly, nullable) UIResponder *nextResponder;
    open override var next: UIResponder? { storedView?.superview }

    private func record(_ member: String) {
        InterfaceRecorder.record("UIViewController.\(member)", on: self, value: nil)
    }
}
