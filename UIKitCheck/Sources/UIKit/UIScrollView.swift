/// A view that scrolls its content. Nothing scrolls here; the properties are kept and recorded.
/// The content offset is the bounds' origin, as in UIKit.
// SDK: UIKit/UIScrollView.h — @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
// (Swift: @MainActor open class UIScrollView : UIView, NSCoding, UIFocusItemScrollableContainer)
@MainActor
open class UIScrollView: UIView {
    /// Where the content is scrolled to: the bounds' origin. A change lays the view out again
    /// (UIKit lays a scroll view out as it scrolls; the exact trigger is unconfirmed).
    // SDK: UIKit/UIScrollView.h — @property(nonatomic) CGPoint contentOffset; // default CGPointZero
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            record("contentOffset", newValue, in: "UIScrollView")
            var moved = bounds
            moved.origin = newValue
            InterfaceRecorder.withoutRecording { bounds = moved }
            needsLayout = true
        }
    }

    /// The size of the content; zero by default.
    // SDK: UIKit/UIScrollView.h — @property(nonatomic) CGSize contentSize; // default CGSizeZero
    open var contentSize: CGSize = .zero {
        didSet { record("contentSize", contentSize, in: "UIScrollView") }
    }

    /// Extra scrollable space around the content; none by default.
    // SDK: UIKit/UIScrollView.h — @property(nonatomic) UIEdgeInsets contentInset; // default UIEdgeInsetsZero
    open var contentInset: UIEdgeInsets = .zero {
        didSet { record("contentInset", contentInset, in: "UIScrollView") }
    }

    /// Whether scrolling stops on multiples of the bounds; off by default.
    // SDK: UIKit/UIScrollView.h — @property(nonatomic,getter=isPagingEnabled) BOOL pagingEnabled; // default NO
    open var isPagingEnabled = false {
        didSet { record("isPagingEnabled", isPagingEnabled, in: "UIScrollView") }
    }

    /// Whether the user can scroll; on by default.
    // SDK: UIKit/UIScrollView.h — @property(nonatomic,getter=isScrollEnabled) BOOL scrollEnabled; // default YES
    open var isScrollEnabled = true {
        didSet { record("isScrollEnabled", isScrollEnabled, in: "UIScrollView") }
    }

    /// Whether scrolling bounces past the content's edge; on by default.
    // SDK: UIKit/UIScrollView.h — @property(nonatomic) BOOL bounces; // default YES
    open var bounces = true {
        didSet { record("bounces", bounces, in: "UIScrollView") }
    }

    /// Whether the horizontal scroll indicator shows while scrolling; on by default.
    // SDK: UIKit/UIScrollView.h — @property(nonatomic) BOOL showsHorizontalScrollIndicator; // default YES
    open var showsHorizontalScrollIndicator = true {
        didSet { record("showsHorizontalScrollIndicator", showsHorizontalScrollIndicator, in: "UIScrollView") }
    }

    /// Whether the vertical scroll indicator shows while scrolling; on by default.
    // SDK: UIKit/UIScrollView.h — @property(nonatomic) BOOL showsVerticalScrollIndicator; // default YES
    open var showsVerticalScrollIndicator = true {
        didSet { record("showsVerticalScrollIndicator", showsVerticalScrollIndicator, in: "UIScrollView") }
    }
}
