// What UIKit does around the public API: moving views between superviews and windows with the
// callbacks in UIKit's order, autoresizing, layout passes, and passing trait changes down.
extension UIView {
    /// Puts `view` among the subviews at `index`. The callbacks run in this order (the exact order
    /// UIKit uses is unconfirmed): willMove(toSuperview:), willMove(toWindow:), the old
    /// superview's willRemoveSubview(_:), didMoveToWindow(), didMoveToSuperview(), didAddSubview(_:).
    func insert(_ view: UIView, at index: Int) {
        // Both are exceptions in UIKit, which crash the app.
        precondition(view !== self, "Can't add self as subview")
        precondition(!isDescendant(of: view), "Can't add a view's ancestor as its subview")
        if view.storedSuperview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            return
        }
        let previousTraits = view.traitCollection
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.subtreeWillMove(toWindow: newWindow) }
        view.storedSuperview?.remove(view)
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        if oldWindow !== newWindow { view.subtreeDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        needsLayout = true
        view.traitsDidChange(from: previousTraits)
    }

    /// Takes this view out of its superview, with the callbacks.
    func detachFromSuperview() {
        guard let superview = storedSuperview else { return }
        let previousTraits = traitCollection
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { subtreeWillMove(toWindow: nil) }
        superview.remove(self)
        storedSuperview = nil
        if oldWindow != nil { subtreeDidMoveToWindow() }
        didMoveToSuperview()
        traitsDidChange(from: previousTraits)
    }

    /// Drops `subview` from the subviews, telling this view first.
    private func remove(_ subview: UIView) {
        willRemoveSubview(subview)
        storedSubviews.removeAll { $0 === subview }
        needsLayout = true
    }

    private func subtreeWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.subtreeWillMove(toWindow: newWindow) }
    }

    private func subtreeDidMoveToWindow() {
        didMoveToWindow()
        for subview in storedSubviews { subview.subtreeDidMoveToWindow() }
    }

    /// After the bounds changed: a change of size needs a layout pass and autoresizes the
    /// subviews, as UIKit does. The subviews' new frames go through their `frame` setters, like
    /// UIKit's, but are not recorded: the caller did not set them.
    func boundsSizeDidChange(from oldSize: CGSize, to newSize: CGSize) {
        guard newSize != oldSize else { return }
        needsLayout = true
        guard autoresizesSubviews else { return }
        for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
            let frame = AutoresizingRule.frame(subview.frame, mask: subview.autoresizingMask, from: oldSize, to: newSize)
            if frame != subview.frame {
                InterfaceRecorder.withoutRecording { subview.frame = frame }
            }
        }
    }

    /// The layout pass under this view, top-down, with `UITraitCollection.current` set to each
    /// view's traits as UIKit sets it.
    func layOutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            UITraitCollection.performAsCurrent(traitCollection) { layoutSubviews() }
        }
        for subview in storedSubviews { subview.layOutSubtreeIfNeeded() }
    }

    /// After the traits may have changed from `previous`: re-resolves the layer's colours and
    /// calls `traitCollectionDidChange(_:)` here and below, top-down, if they did.
    func traitsDidChange(from previous: UITraitCollection) {
        let current = traitCollection
        guard !previous.isEqual(current) else { return }
        resolveLayerColors()
        if previous.preferredContentSizeCategory != current.preferredContentSizeCategory {
            contentSizeCategoryDidChange(to: current.preferredContentSizeCategory)
        }
        UITraitCollection.performAsCurrent(current) { traitCollectionDidChange(previous) }
        for subview in storedSubviews {
            subview.traitsDidChange(
                from: previous.overriding(subview.overrideUserInterfaceStyle).overriding(contentSize: subview.contentSizeOverride))
        }
    }

    /// Sets the layer's background from `backgroundColor`, resolved for the current traits.
    func resolveLayerColors() {
        layer.storedBackgroundColor = backgroundColor?.cgColor(for: traitCollection)
    }

    /// Calls `tintColorDidChange()` here and on the subviews that inherit the tint.
    func tintDidChange() {
        tintColorDidChange()
        for subview in storedSubviews where subview.storedTintColor == nil { subview.tintDidChange() }
    }
}
