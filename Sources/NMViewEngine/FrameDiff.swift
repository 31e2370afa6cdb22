import NMViewModel

/// One view whose frame differs between two frame tables.
public struct FrameChange: Sendable, Hashable {
    /// The view's index in the compiled layout.
    public var index: Int
    /// Its frame before.
    public var from: Rect
    /// Its frame after.
    public var to: Rect

    /// The change of view `index` from `from` to `to`.
    public init(index: Int, from: Rect, to: Rect) {
        self.index = index
        self.from = from
        self.to = to
    }
}

/// The minimal set of frame changes between two layouts: what an update or an animated
/// transition has to touch, and nothing else.
public enum FrameDiff {
    /// The views whose frames differ, in view order.
    public static func diff(from old: [Rect], to new: [Rect]) -> [FrameChange] {
        var changes: [FrameChange] = []
        for index in 0..<min(old.count, new.count) where old[index] != new[index] {
            changes.append(FrameChange(index: index, from: old[index], to: new[index]))
        }
        return changes
    }
}
