import NMViewModel

/// A view of the headless tree the engine is tested on. It follows UIKit's geometry: a view is
/// positioned by `center` and sized by `bounds`; `frame` is derived from them and the transform.
/// Layouts are applied through ``apply(frame:)``, which sets centre and bounds, so a transformed
/// view keeps its transform (setting `frame` on one is undefined in UIKit).
open class HeadlessView {
    /// The id from the layout, if any.
    public var id: String?
    /// The class the layout names.
    public let className: String
    /// The UIKit class it is, whose behaviour it has: its base for a custom class with one, else
    /// the class itself.
    public let kitClass: String
    /// Centre and bounds in one stored value, so that placing a view is one access to it: each
    /// access to a class's stored property is checked for exclusivity at run time, and a layout
    /// switch places thousands of views.
    private var geometry = Geometry()

    /// The centre in the superview's coordinates.
    public final var center: Point {
        get { geometry.center }
        set { geometry.center = newValue }
    }

    /// The bounds; a change of size lays the view out again, as UIKit's `layoutSubviews` does.
    public final var bounds: Rect {
        get { geometry.bounds }
        set {
            let oldSize = geometry.bounds.size
            geometry.bounds = newValue
            if newValue.size != oldSize { layoutSubviews() }
        }
    }
    /// The safe-area insets the system gives the view (UIView.safeAreaInsets, which UIKit sets
    /// from the window, bars and the device's sensor housing and home indicator); a change lays
    /// the view out again, as `safeAreaInsetsDidChange()` makes `NMView` do.
    public final var safeAreaInsets = EdgeInsets.zero {
        didSet { if safeAreaInsets != oldValue { layoutSubviews() } }
    }
    /// The direction the user interface reads in (UITraitCollection.layoutDirection, which UIKit
    /// takes from the language); `nil` takes the superview's, and a view in no tree reads left to
    /// right. A change lays this view out again, and every view under it that takes it, as a trait
    /// change makes `NMView` do.
    public final var layoutDirection: LayoutDirection? {
        didSet { if layoutDirection != oldValue { layoutDirectionDidChange() } }
    }
    /// Whether the view's content reads left to right whatever the language
    /// (UIView.semanticContentAttribute = .forceLeftToRight).
    public var forcesLeftToRight = false
    /// The transform about the centre.
    public var transform = Transform.identity
    /// How the frame follows the superview's size.
    public var autoresizingMask: AutoresizingMask = []
    /// UIView.tag.
    public var tag = 0
    /// UIView.isHidden.
    public var isHidden = false
    /// UIView.alpha.
    public var alpha = 1.0
    /// UIScrollView.contentSize: what a grid inside a scroll view gives it.
    public var contentSize: Size?
    /// Every other property from the layout, by name.
    public var properties: [String: PropertyValue] = [:]
    /// Subviews, back to front.
    public private(set) var subviews: [HeadlessView] = []
    /// The view this one is a subview of.
    ///
    /// Not `weak`: a weakly referenced object moves its reference counts to a side table, which
    /// made every retain of every view several times slower. The superview clears this when the
    /// view leaves it or when it goes away itself, so it never dangles.
    public private(set) unowned(unsafe) var superview: HeadlessView?

    /// A view of the given class, a kind of `kitClass` (the class itself when `nil`).
    public init(className: String = "UIView", kitClass: String? = nil) {
        self.className = className
        self.kitClass = kitClass ?? className
    }

    /// The smallest rectangle around the transformed bounds, in the superview's coordinates.
    public var frame: Rect {
        get {
            if transform == .identity { return Rect(center: center, size: bounds.size) }
            let halfWidth = bounds.width / 2
            let halfHeight = bounds.height / 2
            let corners = [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (-halfWidth, halfHeight), (halfWidth, halfHeight)]
                .map { transform.apply(Point(x: $0.0, y: $0.1)) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let minX = (xs.min() ?? 0) + center.x
            let minY = (ys.min() ?? 0) + center.y
            return Rect(x: minX, y: minY, width: (xs.max() ?? 0) + center.x - minX, height: (ys.max() ?? 0) + center.y - minY)
        }
        set { apply(frame: newValue) }
    }

    deinit {
        for subview in subviews { subview.superview = nil }
    }

    /// Places the view as a layout frame says: centre and bounds size, transform untouched.
    public final func apply(frame: Rect) {
        if Self.place(&geometry, at: frame) { layoutSubviews() }
    }

    /// Sets centre and bounds size from `frame`; whether the size changed.
    private static func place(_ geometry: inout Geometry, at frame: Rect) -> Bool {
        let resized = geometry.bounds.width != frame.width || geometry.bounds.height != frame.height
        geometry.center = frame.center
        geometry.bounds.width = frame.width
        geometry.bounds.height = frame.height
        return resized
    }

    /// Adds `view` on top of the subviews.
    public func addSubview(_ view: HeadlessView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Puts `view` at `index` among the subviews (clamped to them), taking it from its superview
    /// first, as UIKit's `insertSubview(_:at:)` does.
    public func insertSubview(_ view: HeadlessView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays out the subviews after a size change; the base view does nothing.
    open func layoutSubviews() {}

    /// The first view in this subtree (this one included) with `id`.
    public func view(withID id: String) -> HeadlessView? {
        if self.id == id { return self }
        for subview in subviews {
            if let found = subview.view(withID: id) { return found }
        }
        return nil
    }
}

/// Where a view is: its centre in the superview and its bounds.
private struct Geometry {
    var center = Point(x: 0, y: 0)
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
}
