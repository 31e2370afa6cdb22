/// A rectangle on screen, with UIKit's geometry (a centre, bounds and a transform; the frame is
/// derived from them), its view tree, its layout passes and its traits. Every member is declared
/// in the class itself, not in extensions, because on Linux only those can be overridden.
///
/// Every property set and method call is recorded in ``InterfaceRecorder/log`` as
/// `"UIView.<member>"`; UIKit's own changes (autoresizing) are not.
// SDK: UIKit/UIView.h — @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem,
//     UITraitEnvironment, UICoordinateSpace, UIFocusItem, UIFocusItemContainer, CALayerDelegate>
// (Swift: @MainActor open class UIView : UIResponder, …; only UITraitEnvironment and CALayerDelegate declared here)
@MainActor
open class UIView: UIResponder, UITraitEnvironment, CALayerDelegate {
    let recording: RecordingIdentity
    private let backingLayer: CALayer
    private var geometry = ViewGeometry()
    private var storedBackgroundColor: UIColor?
    var storedTintColor: UIColor?
    var storedSubviews: [UIView] = []
    weak var storedSuperview: UIView?
    /// The view controller this is the view of, which UIKit makes the view's next responder.
    weak var owningController: UIViewController?
    /// Whether the next layout pass runs `layoutSubviews()`. A new view needs one (unconfirmed).
    var needsLayout = true
    var storedSafeAreaInsets = UIEdgeInsets.zero
    /// The layout direction a test gave this view as the system would (a window, from the language).
    var storedLayoutDirection = UITraitEnvironmentLayoutDirection.unspecified

    /// A view with the given frame.
    // SDK: UIKit/UIView.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER; (Swift: public init(frame: CGRect))
    public init(frame: CGRect) {
        (recording, backingLayer) = UIView.makeRecordingAndLayer()
        super.init()
        connectLayer()
        geometry.place(frame)
        InterfaceRecorder.record("UIView(frame:)", on: self, value: frame)
    }

    /// A view from an archive. Only an ``InterfaceCheckCoder`` is read (frame, tag and
    /// autoresizing mask); any other coder gives default values.
    // SDK: UIKit/UIView.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    // (Swift: public required init?(coder: NSCoder); required by NSCoding)
    public required init?(coder: NSCoder) {
        (recording, backingLayer) = UIView.makeRecordingAndLayer()
        super.init()
        connectLayer()
        if let archive = coder as? InterfaceCheckCoder {
            geometry.place(archive.frame)
            InterfaceRecorder.withoutRecording {
                tag = archive.tag
                autoresizingMask = archive.autoresizingMask
            }
        }
        InterfaceRecorder.record("UIView(coder:)", on: self, value: nil)
    }

    /// A view with a zero frame, as `-[UIView init]` calls `initWithFrame:CGRectZero`.
    // SDK: objc/NSObject.h — - (instancetype)init; (UIView's calls initWithFrame:)
    public override convenience init() {
        self.init(frame: .zero)
    }

    private static func makeRecordingAndLayer() -> (RecordingIdentity, CALayer) {
        let recording = RecordingIdentity()
        return (recording, CALayer(viewRecording: recording))
    }

    private func connectLayer() {
        recording.bind(to: self)
        backingLayer.delegate = self
    }

    /// Records a call of `member` declared by `type` on this view (or on what it is part of).
    func record(_ member: String, _ value: (any Sendable)?, in type: String = "UIView") {
        recording.record(member, in: type, value: value)
    }

    // MARK: Geometry

    /// The smallest rectangle around the transformed bounds, in the superview's coordinates.
    /// Setting it sets the centre and the bounds size.
    // SDK: UIKit/UIView.h — @property(nonatomic) CGRect frame;
    open var frame: CGRect {
        get { geometry.frame }
        set {
            record("frame", newValue)
            let oldSize = geometry.bounds.size
            geometry.place(newValue)
            boundsSizeDidChange(from: oldSize, to: geometry.bounds.size)
        }
    }

    /// The view's own coordinate system; a change of size lays the view out again and
    /// autoresizes its subviews.
    // SDK: UIKit/UIView.h — @property(nonatomic) CGRect bounds;
    open var bounds: CGRect {
        get { geometry.bounds }
        set {
            record("bounds", newValue)
            let oldSize = geometry.bounds.size
            geometry.bounds = newValue
            boundsSizeDidChange(from: oldSize, to: newValue.size)
        }
    }

    /// The centre in the superview's coordinates.
    // SDK: UIKit/UIView.h — @property(nonatomic) CGPoint center;
    open var center: CGPoint {
        get { geometry.center }
        set {
            record("center", newValue)
            geometry.center = newValue
        }
    }

    /// The transform about the centre.
    // SDK: UIKit/UIView.h — @property(nonatomic) CGAffineTransform transform;
    open var transform: CGAffineTransform {
        get { geometry.transform }
        set {
            record("transform", newValue)
            geometry.transform = newValue
        }
    }

    /// How the frame follows a change of the superview's size; none by default.
    // SDK: UIKit/UIView.h — @property(nonatomic) UIViewAutoresizing autoresizingMask;
    open var autoresizingMask: UIView.AutoresizingMask = [] {
        didSet { record("autoresizingMask", autoresizingMask) }
    }

    /// Whether subviews are autoresized when the bounds change size; on by default.
    // SDK: UIKit/UIView.h — @property(nonatomic) BOOL autoresizesSubviews;
    open var autoresizesSubviews = true {
        didSet { record("autoresizesSubviews", autoresizesSubviews) }
    }

    // MARK: Appearance

    /// An integer that identifies the view.
    // SDK: UIKit/UIView.h — @property(nonatomic) NSInteger tag;
    open var tag = 0 {
        didSet { record("tag", tag) }
    }

    /// Whether the view is hidden.
    // SDK: UIKit/UIView.h — @property(nonatomic,getter=isHidden) BOOL hidden;
    open var isHidden = false {
        didSet { record("isHidden", isHidden) }
    }

    /// The opacity, 1 by default.
    // SDK: UIKit/UIView.h — @property(nonatomic) CGFloat alpha;
    open var alpha: CGFloat = 1 {
        didSet { record("alpha", alpha) }
    }

    /// The background colour; the layer gets it resolved for the view's traits, again when they
    /// change.
    // SDK: UIKit/UIView.h — @property(nullable, nonatomic,copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;
    // (Swift: @NSCopying open var backgroundColor: UIColor?; @NSCopying needs a stored property, so it is left out)
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            record("backgroundColor", newValue)
            storedBackgroundColor = newValue
            resolveLayerColors()
        }
    }

    /// The tint: the view's own, else the superview's, else systemBlue. Setting `nil` inherits.
    // SDK: UIKit/UIView.h — @property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));
    // (Swift: open var tintColor: UIColor!)
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? ColorCatalog.systemBlue }
        set {
            record("tintColor", newValue)
            storedTintColor = newValue
            tintDidChange()
        }
    }

    /// Called when the tint changes, on the view and on the subviews that inherit it.
    // SDK: UIKit/UIView.h — - (void)tintColorDidChange API_AVAILABLE(ios(7.0));
    open func tintColorDidChange() {}

    /// Whether the view is opaque; on by default.
    // SDK: UIKit/UIView.h — @property(nonatomic,getter=isOpaque) BOOL opaque;
    open var isOpaque = true {
        didSet { record("isOpaque", isOpaque) }
    }

    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
    // SDK: UIKit/UIView.h — @property(nonatomic) BOOL clipsToBounds;
    open var clipsToBounds: Bool {
        get { backingLayer.storedMasksToBounds }
        set {
            record("clipsToBounds", newValue)
            backingLayer.storedMasksToBounds = newValue
        }
    }

    /// How the content follows a change of bounds; `scaleToFill` by default.
    // SDK: UIKit/UIView.h — @property(nonatomic) UIViewContentMode contentMode;
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { record("contentMode", contentMode) }
    }

    /// Whether touches reach the view; on by default (off for labels and image views).
    // SDK: UIKit/UIView.h — @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
    open var isUserInteractionEnabled = true {
        didSet { record("isUserInteractionEnabled", isUserInteractionEnabled) }
    }

    /// The layer behind the view; the view is its delegate.
    // SDK: UIKit/UIView.h — @property(nonatomic,readonly,strong) CALayer *layer;
    open var layer: CALayer { backingLayer }

    /// The identifier UI tests find the view by.
    // SDK: UIKit/UIAccessibilityIdentification.h — @property(nullable, nonatomic, copy) NSString *accessibilityIdentifier;
    open var accessibilityIdentifier: String? {
        didSet { record("accessibilityIdentifier", accessibilityIdentifier) }
    }

    /// What VoiceOver reads.
    // SDK: UIKit/UIAccessibility.h — @interface NSObject (UIAccessibility) @property(nullable, nonatomic, copy) NSString *accessibilityLabel;
    // (declared on NSObject in the SDK; Linux's NSObject cannot take a stored property, so it is declared on UIView)
    open var accessibilityLabel: String? {
        didSet { record("accessibilityLabel", accessibilityLabel) }
    }

    /// What VoiceOver reads after a pause about the result of using the view.
    // SDK: UIKit/UIAccessibility.h — @interface NSObject (UIAccessibility) @property(nullable, nonatomic, copy) NSString *accessibilityHint;
    // (declared on NSObject in the SDK, as accessibilityLabel; declared on UIView here for the same reason)
    open var accessibilityHint: String? {
        didSet { record("accessibilityHint", accessibilityHint) }
    }

    /// Whether assistive technologies reach the view as one element; off for a plain view (UIKit's
    /// controls and labels answer yes, which this interface models for labels).
    // SDK: UIKit/UIAccessibility.h — @interface NSObject (UIAccessibility) @property (nonatomic) BOOL isAccessibilityElement; // default == NO, default on UIKit controls == YES
    // (declared on NSObject in the SDK, as accessibilityLabel; declared on UIView here for the same reason)
    open var isAccessibilityElement = false {
        didSet { record("isAccessibilityElement", isAccessibilityElement) }
    }

    // MARK: Traits

    /// The traits: the superview's (a view outside a tree has light appearance, unconfirmed),
    /// with ``overrideUserInterfaceStyle`` applied.
    // SDK: UIKit/UITraitCollection.h — UITraitEnvironment: @property (nonatomic, readonly) UITraitCollection *traitCollection;
    open var traitCollection: UITraitCollection {
        (storedSuperview?.traitCollection ?? UIView.rootTraits).overriding(overrideUserInterfaceStyle)
            .overriding(layoutDirection: storedLayoutDirection)
            .overriding(contentSize: contentSizeOverride)
    }

    /// The traits of a window's root: the light appearance, left to right, the default text size.
    static let rootTraits = UITraitCollection(style: .light, direction: .leftToRight, contentSize: .large)

    /// Stub-only, not in the SDK: gives the view the layout direction the system would give a
    /// window from the app's language, calling `traitCollectionDidChange(_:)` down the tree when
    /// the traits change, as UIKit does when the user picks a right-to-left language.
    public func _interfaceCheckSetLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) {
        let previous = traitCollection
        storedLayoutDirection = direction
        traitsDidChange(from: previous)
    }

    // MARK: Layout direction

    /// What the view's content is, which decides whether it flips in a right-to-left language.
    // SDK: UIKit/UIView.h — @property (nonatomic) UISemanticContentAttribute semanticContentAttribute API_AVAILABLE(ios(9.0));
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { record("semanticContentAttribute", semanticContentAttribute) }
    }

    /// The direction the view's immediate content is arranged in: the traits' layout direction
    /// as the semantic content attribute makes it.
    // SDK: UIKit/UIView.h — @property (readonly, nonatomic) UIUserInterfaceLayoutDirection effectiveUserInterfaceLayoutDirection
    //     API_AVAILABLE(ios(10.0));
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let traits: UIUserInterfaceLayoutDirection = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traits)
    }

    /// The direction content with `attribute` is arranged in where the user interface reads in
    /// `layoutDirection`: playback, spatial and forced left-to-right content never flips.
    // SDK: UIKit/UIView.h — + (UIUserInterfaceLayoutDirection)userInterfaceLayoutDirectionForSemanticContentAttribute:
    //     (UISemanticContentAttribute)semanticContentAttribute relativeToLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection
    //     API_AVAILABLE(ios(10.0)); (Swift: class func userInterfaceLayoutDirection(for:relativeTo:))
    open class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    // MARK: Safe area

    /// The insets the system gives the view: here only what a test sets with
    /// ``_interfaceCheckSetSafeAreaInsets(_:)`` (UIKit derives them from the window, the bars and
    /// the device, and from the superview's where the view overlaps them; not modelled).
    // SDK: UIKit/UIView.h — @property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0),tvos(11.0));
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

    /// Called when the safe area of the view changes.
    // SDK: UIKit/UIView.h — - (void)safeAreaInsetsDidChange API_AVAILABLE(ios(11.0),tvos(11.0));
    open func safeAreaInsetsDidChange() {}

    /// Stub-only, not in the SDK: gives the view the insets the system would (a device's sensor
    /// housing and home indicator, a bar), calling `safeAreaInsetsDidChange()` when they change,
    /// as UIKit does.
    public func _interfaceCheckSetSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != storedSafeAreaInsets else { return }
        storedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
    }

    /// The appearance this view and its subviews take whatever the superview's.
    // SDK: UIKit/UIView.h — @property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle API_AVAILABLE(ios(13.0));
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            record("overrideUserInterfaceStyle", overrideUserInterfaceStyle)
            let inherited = storedSuperview?.traitCollection ?? UIView.rootTraits
            traitsDidChange(from: inherited.overriding(oldValue))
        }
    }

    /// Traits this view and its subviews take whatever the superview's: here only the text size.
    // SDK: UIKit/UIView.h (Swift overlay) — @available(iOS 17.0, *) public var traitOverrides: UITraitOverrides { get set }
    //     (the declaration's exact Swift form unconfirmed)
    open var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(view: self) }
        set {}
    }

    /// The text size ``traitOverrides`` sets, nil for the superview's.
    var contentSizeOverride: UIContentSizeCategory? {
        didSet {
            record("traitOverrides.preferredContentSizeCategory", contentSizeOverride)
            let inherited = storedSuperview?.traitCollection ?? UIView.rootTraits
            traitsDidChange(from: inherited.overriding(overrideUserInterfaceStyle).overriding(contentSize: oldValue))
        }
    }

    /// After the text size changed: a text view whose `adjustsFontForContentSizeCategory` is on
    /// takes its font's text style at `category`, as UIKit does; nothing for other views.
    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {}

    /// Called after the traits changed, with `UITraitCollection.current` set to the new ones.
    // SDK: UIKit/UITraitCollection.h — UITraitEnvironment: - (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection
    //     API_DEPRECATED("Use the trait change registration APIs", ios(8.0, 17.0));
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hierarchy

    /// The view this one is a subview of.
    // SDK: UIKit/UIView.h — @property(nullable, nonatomic,readonly) UIView *superview;
    open var superview: UIView? { storedSuperview }

    /// The subviews, back to front.
    // SDK: UIKit/UIView.h — @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;
    open var subviews: [UIView] { storedSubviews }

    /// The window the view is in, if any: the nearest ``UIWindow`` among itself and its ancestors
    /// (that a window's own `window` is itself is unconfirmed).
    // SDK: UIKit/UIView.h — @property(nullable, nonatomic,readonly) UIWindow *window;
    open var window: UIWindow? { (self as? UIWindow) ?? storedSuperview?.window }

    /// The view controller whose view this is, else the superview: the next responder.
    // SDK: UIKit/UIResponder.h — @property(nonatomic, readonly, nullable) UIResponder *nextResponder;
    open override var next: UIResponder? { owningController ?? storedSuperview }

    /// Adds `view` on top of the subviews, taking it from its superview if it has one.
    // SDK: UIKit/UIView.h — - (void)addSubview:(UIView *)view;
    open func addSubview(_ view: UIView) {
        record("addSubview(_:)", view)
        insert(view, at: storedSubviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews).
    // SDK: UIKit/UIView.h — - (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
    open func insertSubview(_ view: UIView, at index: Int) {
        record("insertSubview(_:at:)", (view, index))
        insert(view, at: index)
    }

    /// Takes the view out of its superview.
    // SDK: UIKit/UIView.h — - (void)removeFromSuperview;
    open func removeFromSuperview() {
        record("removeFromSuperview()", nil)
        detachFromSuperview()
    }

    /// Moves `view` to the front, if it is a subview.
    // SDK: UIKit/UIView.h — - (void)bringSubviewToFront:(UIView *)view;
    open func bringSubviewToFront(_ view: UIView) {
        record("bringSubviewToFront(_:)", view)
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
    }

    /// Moves `view` to the back, if it is a subview.
    // SDK: UIKit/UIView.h — - (void)sendSubviewToBack:(UIView *)view;
    open func sendSubviewToBack(_ view: UIView) {
        record("sendSubviewToBack(_:)", view)
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    }

    /// Whether this view is `view` or inside it.
    // SDK: UIKit/UIView.h — - (BOOL)isDescendantOfView:(UIView *)view; (Swift: open func isDescendant(of view: UIView) -> Bool)
    open func isDescendant(of view: UIView) -> Bool {
        self === view || (storedSuperview?.isDescendant(of: view) ?? false)
    }

    /// Called after a subview was added.
    // SDK: UIKit/UIView.h — - (void)didAddSubview:(UIView *)subview;
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed.
    // SDK: UIKit/UIView.h — - (void)willRemoveSubview:(UIView *)subview;
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to another superview (`nil` when removed).
    // SDK: UIKit/UIView.h — - (void)willMoveToSuperview:(nullable UIView *)newSuperview;
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to another superview, or was removed.
    // SDK: UIKit/UIView.h — - (void)didMoveToSuperview;
    open func didMoveToSuperview() {}

    /// Called before the view moves to another window (`nil` when it leaves one).
    // SDK: UIKit/UIView.h — - (void)willMoveToWindow:(nullable UIWindow *)newWindow;
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view's window changed. Only a tree under a ``UIWindow`` has one.
    // SDK: UIKit/UIView.h — - (void)didMoveToWindow;
    open func didMoveToWindow() {}

    // MARK: Layout

    /// Lays out the subviews; runs during a layout pass when the view needs one. The base view
    /// does nothing (UIKit's applies constraints, of which there are none here).
    // SDK: UIKit/UIView.h — - (void)layoutSubviews;
    open func layoutSubviews() {}

    /// Marks the view as needing a layout pass.
    // SDK: UIKit/UIView.h — - (void)setNeedsLayout;
    open func setNeedsLayout() {
        record("setNeedsLayout()", nil)
        needsLayout = true
    }

    /// Runs the layout pass now: `layoutSubviews()` on this view if it needs layout, then on each
    /// subview that does, top-down (UIKit starts from the topmost ancestor that needs layout;
    /// here the pass starts at the receiver).
    // SDK: UIKit/UIView.h — - (void)layoutIfNeeded;
    open func layoutIfNeeded() {
        record("layoutIfNeeded()", nil)
        layOutSubtreeIfNeeded()
    }

    /// The size the view would like within `size`; the base view's is its current size.
    // SDK: UIKit/UIView.h — - (CGSize)sizeThatFits:(CGSize)size; // return 'best' size to fit given size. does not actually resize view. Default is return existing view size
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Stub-only, not in the SDK: whether the next layout pass will call `layoutSubviews()`.
    public var _interfaceCheckNeedsLayout: Bool { needsLayout }
}
