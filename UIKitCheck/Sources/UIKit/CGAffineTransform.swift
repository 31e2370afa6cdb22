/// An affine transform; Linux's Foundation has none, so it is declared here as CoreGraphics
/// declares it.
// SDK: CoreGraphics/CGAffineTransform.h — struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
// Equatable comes from the CoreGraphics overlay; Sendable as an imported C struct.
public struct CGAffineTransform: Equatable, Sendable {
    // SDK: CoreGraphics/CGAffineTransform.h — the six fields, imported as stored properties.
    /// Row 1, column 1.
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// All six fields zero, as Swift imports every C struct's empty initializer.
    // SDK: imported C struct — public init()
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The transform with the given fields.
    // SDK: imported C struct — public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A translation.
    // SDK: CoreGraphics/CGAffineTransform.h — CGAffineTransformMakeTranslation (Swift: init(translationX tx: CGFloat, y ty: CGFloat))
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    // SDK: CoreGraphics/CGAffineTransform.h — CGAffineTransformMakeScale (Swift: init(scaleX sx: CGFloat, y sy: CGFloat))
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians.
    // SDK: CoreGraphics/CGAffineTransform.h — CGAffineTransformMakeRotation (Swift: init(rotationAngle angle: CGFloat))
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    // SDK: CoreGraphics/CGAffineTransform.h — CG_EXTERN const CGAffineTransform CGAffineTransformIdentity;
    // (Swift: static let identity: CGAffineTransform)
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity transform.
    // SDK: CoreGraphics/CGAffineTransform.h — CGAffineTransformIsIdentity (Swift: var isIdentity: Bool { get })
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    // SDK: CoreGraphics/CGAffineTransform.h — CGAffineTransformConcat (Swift: func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform)
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
}
