import NMViewModel

/// One layout of a compiled view: its name, design size and a frame for every view.
public struct LayoutVariant: Sendable, Hashable {
    /// `primary` for the main tree, else the alternative's name.
    public var name: String
    /// The design size its frames are written for.
    public var size: Size
    /// The safe-area insets of the design size, where the layout declares them.
    public var safeArea: EdgeInsets?
    /// A frame per view, in the compiled layout's view order.
    public var frames: [Rect]

    /// The name the primary layout goes by.
    public static let primaryName = "primary"
}
