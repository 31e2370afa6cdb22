import NMViewModel

/// UIKit's autoresizing rules: when a superview changes size, each subview's frame follows its
/// autoresizing mask. Along each axis the flexible parts (leading margin, size, trailing margin)
/// share the change in proportion to their current lengths, as UIView documents; with no flexible
/// part the frame stays as it is; when the flexible parts are all zero long, they share equally.
public enum Autoresizing {
    /// `frame` as it becomes when its superview goes from `old` to `new`.
    public static func adapt(_ frame: Rect, mask: AutoresizingMask, from old: Size, to new: Size) -> Rect {
        let (x, width) = axis(
            origin: frame.x, length: frame.width, container: old.width, newContainer: new.width,
            leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
            trailing: mask.contains(.flexibleRightMargin))
        let (y, height) = axis(
            origin: frame.y, length: frame.height, container: old.height, newContainer: new.height,
            leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
            trailing: mask.contains(.flexibleBottomMargin))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// One axis: the new origin and length.
    static func axis(
        origin: Double, length: Double, container: Double, newContainer: Double,
        leading: Bool, size: Bool, trailing: Bool
    ) -> (origin: Double, length: Double) {
        let delta = newContainer - container
        guard delta != 0, leading || size || trailing else { return (origin, length) }
        let trailingMargin = container - origin - length
        let parts = [(leading, origin), (size, length), (trailing, trailingMargin)]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ isFlexible: Bool, _ value: Double) -> Double {
            guard isFlexible else { return 0 }
            return total == 0 ? delta / Double(flexible.count) : delta * value / total
        }
        return (origin + share(leading, origin), length + share(size, length))
    }
}
