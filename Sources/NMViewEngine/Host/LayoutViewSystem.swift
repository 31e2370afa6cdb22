import NMViewModel

/// A view system the shared host drives: the headless tree in tests and tools, UIKit in an app.
///
/// A system makes views, sets their properties and moves them. Everything else — which layout,
/// which frames, what changed, the callback, reload, nesting and templates — is
/// ``LayoutHostCore``'s and written once, so what the Linux tests exercise is what an app runs.
public protocol LayoutViewSystem {
    /// The system's view type.
    associatedtype View: AnyObject

    /// A new view for `node` with its properties set and its actions bound, without subviews.
    func makeView(for node: ViewNode) -> MadeView<View>
    /// Brings `view`, made for `old`, up to `new` in place (a reload), setting only what changed
    /// so that what the user did to it survives; `nil` when it cannot (see
    /// ``NMViewModel/ViewNode/propertyUpdate(from:)``), and a new view is made instead.
    func update(_ view: View, from old: ViewNode, to new: ViewNode) -> MadeView<View>?
    /// Sets the host's own properties from the layout's root. With `keepingIdentity` (a reload,
    /// or a host a storyboard made), the tag stays the host's; its frame and mask always do.
    func configureHost(_ host: View, with root: ViewNode, keepingIdentity: Bool)
    /// Adds `subview` on top of `parent`'s subviews.
    func addSubview(_ subview: View, to parent: View)
    /// Puts `subview` at `index` among `parent`'s subviews (taking it from any other superview).
    func insertSubview(_ subview: View, at index: Int, in parent: View)
    /// `parent`'s subviews, back to front.
    func subviews(of parent: View) -> [View]
    /// Takes `view` out of its superview.
    func removeFromSuperview(_ view: View)
    /// Places `view` as a layout frame says: centre and bounds size, its transform untouched.
    func place(_ view: View, at frame: Rect)
    /// The size of `view`'s bounds.
    func boundsSize(of view: View) -> Size
    /// `view`'s safe-area insets now (UIKit's `safeAreaInsets`): where a layout declares a safe
    /// area, the root's subviews are carried into the rectangle these leave of the bounds.
    func safeAreaInsets(of view: View) -> EdgeInsets
    /// The direction `view`'s content reads in now (UIKit's `effectiveUserInterfaceLayoutDirection`,
    /// from the language): a layout that is mirrored is flipped when it is right to left.
    func layoutDirection(of view: View) -> LayoutDirection
    /// Keeps `view`'s content left to right whatever the language (`keeps`), or lets it follow the
    /// language again: UIKit's `semanticContentAttribute`, set for the views a mirrored layout
    /// keeps left to right (`mirrors: false`), so that UIKit aligns their text as the layout does.
    func keepContentLeftToRight(_ view: View, _ keeps: Bool)
    /// Whether `view` is hidden now, which a grid reads on every pass.
    func isHidden(_ view: View) -> Bool
    /// Gives `view` the size of the content a grid lays out inside it: a scroll view scrolls over
    /// it; other views have no use for it.
    func setContentSize(_ size: Size, of view: View)
}

/// A view a ``LayoutViewSystem`` made, and whether it builds its own subviews.
public struct MadeView<View: AnyObject> {
    /// The view.
    public var view: View
    /// Whether the view builds its subviews from its own layout (a nested NMView found by its
    /// class), so the copies that `compile` composed into the parent's layout are not added.
    public var buildsOwnSubviews: Bool

    /// A made view; `buildsOwnSubviews` for a nested NMView.
    public init(_ view: View, buildsOwnSubviews: Bool = false) {
        self.view = view
        self.buildsOwnSubviews = buildsOwnSubviews
    }
}
