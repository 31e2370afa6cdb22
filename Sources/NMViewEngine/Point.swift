import NMViewModel

/// A point in a view's coordinates (CGPoint).
public struct Point: Sendable, Hashable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position.
    public var y: Double

    /// A point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

extension Rect {
    /// The rectangle's centre, as UIKit's `center` is the frame's midpoint.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// The frame with this centre and size.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
