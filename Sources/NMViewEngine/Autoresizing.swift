import NMViewModel

/// UIKit's autoresizing rules: when a superview changes size, each subview's frame follows its
/// autoresizing mask. Along each axis the flexible parts (leading margin, size, trailing margin)
/// share the change in proportion to their current lengths, as UIView documents; with no flexible
/// part the frame stays as it is; when the flexible parts are all zero long, they share equally.
public enum Autoresizing {
    /// `frame` as it becomes when its superview goes from `old` to `new`.
    public static func adapt(_ frame: Rect, mask: AutoresizingMask, from old: Size, to new: Size) -> Rect {
        let (horizontal, vertical) = shares(frame, mask: mask, from: old, to: new)
        return Rect(
            x: frame.x + horizontal.leading, y: frame.y + vertical.leading,
            width: frame.width + horizontal.size, height: frame.height + vertical.size)
    }

    /// The flags of `mask` that moved or resized `frame` when its superview went from `old` to
    /// `new`: on each axis along which the frame changed, the flags whose part took a share of
    /// the change. A flexible trailing margin counts there, since the share it took kept the
    /// others from taking all of it (a view centred by both margins moves by half the change).
    public static func flagsMoving(_ frame: Rect, mask: AutoresizingMask, from old: Size, to new: Size) -> AutoresizingMask {
        let (horizontal, vertical) = shares(frame, mask: mask, from: old, to: new)
        var moving: AutoresizingMask = []
        for (axis, flags) in [
            (horizontal, [AutoresizingMask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]),
            (vertical, [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]),
        ] where axis.leading != 0 || axis.size != 0 {
            for (flag, share) in zip(flags, [axis.leading, axis.size, axis.trailing]) where share != 0 {
                moving.insert(flag)
            }
        }
        return moving
    }

    /// How much of the change each part of one axis takes.
    typealias Shares = (leading: Double, size: Double, trailing: Double)

    /// Both axes' shares, from one reading of the mask for `adapt` and `flagsMoving` alike.
    private static func shares(_ frame: Rect, mask: AutoresizingMask, from old: Size, to new: Size) -> (Shares, Shares) {
        let horizontal = axis(
            origin: frame.x, length: frame.width, container: old.width, newContainer: new.width,
            leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
            trailing: mask.contains(.flexibleRightMargin))
        let vertical = axis(
            origin: frame.y, length: frame.height, container: old.height, newContainer: new.height,
            leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
            trailing: mask.contains(.flexibleBottomMargin))
        return (horizontal, vertical)
    }

    /// One axis: the share of the container's change that the leading margin, the length and the
    /// trailing margin take.
    static func axis(
        origin: Double, length: Double, container: Double, newContainer: Double,
        leading: Bool, size: Bool, trailing: Bool
    ) -> Shares {
        let delta = newContainer - container
        guard delta != 0, leading || size || trailing else { return (0, 0, 0) }
        let trailingMargin = container - origin - length
        let parts = [(leading, origin), (size, length), (trailing, trailingMargin)]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ isFlexible: Bool, _ value: Double) -> Double {
            guard isFlexible else { return 0 }
            return total == 0 ? delta / Double(flexible.count) : delta * value / total
        }
        return (share(leading, origin), share(size, length), share(trailing, trailingMargin))
    }
}
