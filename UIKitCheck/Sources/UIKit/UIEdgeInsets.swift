/// Insets from each edge of a rectangle.
// SDK: UIKit/UIGeometry.h — typedef struct __attribute__((objc_boxable)) UIEdgeInsets {
//     CGFloat top, left, bottom, right; } UIEdgeInsets;
// (Equatable from the UIKit overlay; Sendable as an imported C struct)
public struct UIEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// No inset on any edge, as Swift imports every C struct's empty initializer.
    // SDK: imported C struct — public init()
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// The given insets.
    // SDK: UIKit/UIGeometry.h — UIEdgeInsetsMake (Swift: init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat))
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    // SDK: UIKit/UIGeometry.h — UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero; (Swift: static let zero: UIEdgeInsets)
    public static let zero = UIEdgeInsets()
}
