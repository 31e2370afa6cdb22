import NMViewModel

/// The rectangle, in the root's coordinates, that a subview of the root is laid out in: at the
/// design size and at the size asked for. With a safe area declared by the layout, it is the safe
/// rectangle (the design's, then the device's), so a view is moved by the change of the safe
/// area's origin and resized by its mask with the change of its size; otherwise, and for views
/// with `ignoresSafeArea`, the full bounds, as UIKit's autoresizing has it.
public struct SafeAreaRegion: Sendable, Hashable {
    /// The region at the layout's design size.
    public var design: Rect
    /// The region at the size asked for.
    public var current: Rect

    /// Whether the region is the safe area rather than the bounds.
    public var followsSafeArea: Bool

    /// The region of layout `design` in a root of `bounds` whose safe area is `insets`, for a view
    /// that follows the safe area (`follows`). Without `insets` (a tool that knows no device), the
    /// layout's own: the root is taken to be on the device it was designed for, so at its design
    /// size every view is where it is written.
    init(design: LayoutVariant, bounds: Size, insets: EdgeInsets?, follows: Bool) {
        guard follows, let declared = design.safeArea else {
            self.design = Rect(x: 0, y: 0, width: design.size.width, height: design.size.height)
            current = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
            followsSafeArea = false
            return
        }
        self.design = Self.inset(design.size, by: declared)
        current = Self.inset(bounds, by: insets ?? declared)
        followsSafeArea = true
    }

    /// `size`'s rectangle less `insets`, never narrower or shorter than nothing.
    static func inset(_ size: Size, by insets: EdgeInsets) -> Rect {
        Rect(
            x: insets.left, y: insets.top, width: max(0, size.width - insets.left - insets.right),
            height: max(0, size.height - insets.top - insets.bottom))
    }

    /// `frame`, written in the root's coordinates at the design size, carried into the current
    /// region by `mask`.
    func carry(_ frame: Rect, mask: AutoresizingMask) -> Rect {
        let local = Rect(x: frame.x - design.x, y: frame.y - design.y, width: frame.width, height: frame.height)
        let adapted = Autoresizing.adapt(local, mask: mask, from: design.size, to: current.size)
        return Rect(x: adapted.x + current.x, y: adapted.y + current.y, width: adapted.width, height: adapted.height)
    }
}
