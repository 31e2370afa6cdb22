import NMViewModel

extension HeadlessView {
    /// The direction the view's content reads in (UIView.effectiveUserInterfaceLayoutDirection):
    /// left to right where it is forced to, else the user interface's.
    public var effectiveLayoutDirection: LayoutDirection {
        forcesLeftToRight ? .leftToRight : inheritedLayoutDirection
    }

    /// The user interface's direction here: this view's own, or the nearest above it.
    var inheritedLayoutDirection: LayoutDirection {
        var view: HeadlessView? = self
        while let current = view {
            if let direction = current.layoutDirection { return direction }
            view = current.superview
        }
        return .leftToRight
    }

    /// Lays this view out again, and every view under it that takes its direction from above.
    func layoutDirectionDidChange() {
        layoutSubviews()
        for subview in subviews where subview.layoutDirection == nil { subview.layoutDirectionDidChange() }
    }
}
