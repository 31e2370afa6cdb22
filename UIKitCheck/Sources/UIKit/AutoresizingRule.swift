/// UIKit's autoresizing: when a superview's bounds change size, each subview's frame follows its
/// autoresizing mask. Along each axis the flexible parts (leading margin, size, trailing margin)
/// share the change in proportion to their lengths; with no flexible part the frame stays; when
/// the flexible parts are all zero long, they share it equally. This is the rule UIView's
/// documentation gives and the project's engine implements (the tests hold the two together).
enum AutoresizingRule {
    /// `frame` as it becomes when its superview's bounds go from `old` to `new`.
    static func frame(_ frame: CGRect, mask: UIView.AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        let (x, width) = axis(
            origin: frame.minX, length: frame.width, container: old.width, newContainer: new.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)))
        let (y, height) = axis(
            origin: frame.minY, length: frame.height, container: old.height, newContainer: new.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// One axis: the new origin and length.
    private static func axis(
        origin: CGFloat, length: CGFloat, container: CGFloat, newContainer: CGFloat,
        flexible: (leading: Bool, size: Bool, trailing: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let delta = newContainer - container
        let parts = [(flexible.leading, origin), (flexible.size, length), (flexible.trailing, container - origin - length)]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (origin, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total == 0 ? delta / CGFloat(flexibleParts.count) : delta * value / total
        }
        return (origin + share(flexible.leading, origin), length + share(flexible.size, length))
    }
}
