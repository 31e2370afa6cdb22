/// A window: the root of a view tree. A view's `window` is the window it is in, and its
/// `didMoveToWindow()` is called when that changes. Nothing is displayed.
// SDK: UIKit/UIWindow.h — @interface UIWindow : UIView (Swift: @MainActor open class UIWindow : UIView)
@MainActor
open class UIWindow: UIView {}
