import NMViewModel

/// An affine transform (CGAffineTransform): `[a b; c d]` plus a translation.
public struct Transform: Sendable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform with every coefficient named.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// No change.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale about the view's centre.
    public static func scale(_ x: Double, _ y: Double) -> Transform { Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// `point` transformed.
    public func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
