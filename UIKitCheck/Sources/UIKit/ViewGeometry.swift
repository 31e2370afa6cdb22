/// Where a view is, as UIKit keeps it: a centre in the superview's coordinates, bounds, and a
/// transform about the centre. The frame is derived from them.
struct ViewGeometry {
    var center = CGPoint.zero
    var bounds = CGRect.zero
    var transform = CGAffineTransform.identity

    /// The smallest rectangle around the transformed bounds, in the superview's coordinates.
    var frame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let transformed = transform.isIdentity ? local : local.applying(transform)
        return transformed.offsetBy(dx: center.x, dy: center.y)
    }

    /// Places the view as UIKit's `setFrame:` does: the centre and the bounds size follow the
    /// frame, the bounds origin and the transform stay (with a transform the result is what
    /// UIKit documents as undefined).
    mutating func place(_ frame: CGRect) {
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds.size = frame.size
    }
}
