import Testing
import UIKit

/// The view tree: subviews in order, moves between superviews and windows with UIKit's callbacks,
/// and traits passed down.
@MainActor @Suite(.interfaceCheck) struct HierarchyTests {
    /// Writes every callback it gets into a shared journal.
    final class CallbackView: UIView {
        var journal: [String] = []
        var previousStyles: [UIUserInterfaceStyle?] = []

        override func willMove(toSuperview newSuperview: UIView?) { journal.append("willMoveToSuperview") }
        override func didMoveToSuperview() { journal.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { journal.append("willMoveToWindow") }
        override func didMoveToWindow() { journal.append("didMoveToWindow") }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            journal.append("traitCollectionDidChange")
            previousStyles.append(previousTraitCollection?.userInterfaceStyle)
        }
    }

    @Test func subviewsKeepTheirOrder() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [a, b, c])
        parent.insertSubview(a, at: 99)
        #expect(parent.subviews == [b, c, a])
        b.removeFromSuperview()
        #expect(parent.subviews == [c, a] && b.superview == nil)
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
        let (first, second, view) = (UIView(), UIView(), UIView())
        first.addSubview(view)
        second.addSubview(view)
        #expect(first.subviews.isEmpty && second.subviews == [view] && view.superview === second)
        #expect(view.next === second)
    }

    @Test func aViewOutsideAWindowHasNoneAndGetsNoWindowCallbacks() {
        let parent = UIView()
        let view = CallbackView()
        parent.addSubview(view)
        #expect(view.window == nil)
        #expect(view.journal == ["willMoveToSuperview", "didMoveToSuperview"])
    }

    @Test func movingIntoAWindowTellsTheWholeSubtree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = CallbackView()
        let child = CallbackView()
        view.addSubview(child)
        child.journal = []
        window.addSubview(view)
        #expect(view.window === window && child.window === window)
        #expect(view.journal == ["willMoveToSuperview", "willMoveToWindow", "didMoveToWindow", "didMoveToSuperview"])
        #expect(child.journal == ["willMoveToWindow", "didMoveToWindow"])
        view.removeFromSuperview()
        #expect(child.window == nil && child.journal.suffix(2) == ["willMoveToWindow", "didMoveToWindow"])
    }

    /// Dark appearance set on an ancestor reaches every descendant, which is told with the
    /// previous traits.
    @Test func aDarkAncestorMakesTheSubtreeDark() {
        let root = UIView()
        let view = CallbackView()
        root.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        root.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.previousStyles == [.light])
        view.overrideUserInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.previousStyles == [.light, .dark])
    }

    @Test func movingIntoADarkTreeChangesTheTraits() {
        let darkRoot = UIView()
        darkRoot.overrideUserInterfaceStyle = .dark
        let view = CallbackView()
        darkRoot.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .dark && view.previousStyles == [.light])
    }

    /// A view's background follows a change of appearance, a layer's border colour does not:
    /// on a device the caller must set a `CGColor` again in `traitCollectionDidChange(_:)`.
    @Test func aViewsBackgroundFollowsDarkModeAndABorderColourDoesNot() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        view.layer.borderColor = UIColor.label.resolvedColor(with: view.traitCollection).cgColor
        #expect(view.layer.backgroundColor?.components == [1, 1, 1, 1])
        view.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor?.components == [0, 0, 0, 1])
        #expect(view.layer.borderColor?.components == [0, 0, 0, 1])
    }

    @Test func theTintIsInheritedUntilAViewSetsItsOwn() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor == UIColor.systemRed)
        child.tintColor = .systemGreen
        parent.tintColor = nil
        #expect(parent.tintColor == UIColor.systemBlue && child.tintColor == UIColor.systemGreen)
    }
}
