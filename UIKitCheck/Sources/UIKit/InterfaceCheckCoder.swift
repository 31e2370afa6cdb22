/// Stub-only, not in the SDK: a coder that stands for a nib or storyboard, which this module
/// cannot read. `UIView.init?(coder:)` takes the frame, tag and autoresizing mask from it, as
/// from an archived view; any other coder gives a view with default values.
public final class InterfaceCheckCoder: NSCoder {
    /// The archived frame.
    public let frame: CGRect
    /// The archived tag.
    public let tag: Int
    /// The archived autoresizing mask.
    public let autoresizingMask: UIView.AutoresizingMask

    /// A coder holding these values.
    public init(frame: CGRect, tag: Int = 0, autoresizingMask: UIView.AutoresizingMask = []) {
        self.frame = frame
        self.tag = tag
        self.autoresizingMask = autoresizingMask
        super.init()
    }
}
