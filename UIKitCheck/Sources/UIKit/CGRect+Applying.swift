// The CoreGraphics functions that apply a transform, which Linux's Foundation lacks because it
// lacks CGAffineTransform.
extension CGPoint {
    /// The point transformed by `t`.
    // SDK: CoreGraphics/CGAffineTransform.h — CGPointApplyAffineTransform (Swift: func applying(_ t: CGAffineTransform) -> CGPoint)
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGRect {
    /// The smallest rectangle that holds the four corners of this one transformed by `t`.
    // SDK: CoreGraphics/CGAffineTransform.h — CGRectApplyAffineTransform (Swift: func applying(_ t: CGAffineTransform) -> CGRect)
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let left = xs.min() ?? 0
        let top = ys.min() ?? 0
        return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
}
