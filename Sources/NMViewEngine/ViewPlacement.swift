import NMViewModel

/// How one view gets its frame at a size: its design frame, the frame it ends up with, and what
/// moved it there. `nmview explain --frames` prints one per view.
public struct ViewPlacement: Sendable, Hashable {
    /// What decided the frame.
    public enum Cause: Sendable, Hashable {
        /// A grid in its superview placed it, whatever its frame and mask say.
        case grid
        /// Its autoresizing mask adapted its design frame to its superview's size; the flags that
        /// moved or resized it (none when it stayed where it was designed).
        case autoresizing(AutoresizingMask)
    }

    /// The frame the layout gives it at its design size.
    public var design: Rect
    /// The frame at the size asked for.
    public var frame: Rect
    /// What decided `frame`.
    public var cause: Cause
    /// For a subview of the root that follows its layout's safe area, the safe rectangles it was
    /// carried between (the mask then adapts it to the change of their size); `nil` otherwise.
    public var safeArea: SafeAreaRegion?

    /// A placement with every part given.
    public init(design: Rect, frame: Rect, cause: Cause, safeArea: SafeAreaRegion? = nil) {
        self.design = design
        self.frame = frame
        self.cause = cause
        self.safeArea = safeArea
    }
}
