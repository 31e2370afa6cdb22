import Testing
import UIKit

/// Layout passes: a change of bounds size, a new subview or `setNeedsLayout()` mark a view, and
/// `layoutIfNeeded()` runs `layoutSubviews()` on the marked views, top-down.
@MainActor @Suite(.interfaceCheck) struct LayoutTests {
    /// Counts its layout passes in a shared journal.
    final class JournalView: UIView {
        var journal: [String] = []
        var name = ""
        var layOut: (JournalView) -> Void = { _ in }
        var styleDuringLayout: UIUserInterfaceStyle?

        override func layoutSubviews() {
            super.layoutSubviews()
            journal.append(name)
            styleDuringLayout = UITraitCollection.current.userInterfaceStyle
            layOut(self)
        }
    }

    @Test func aNewViewIsLaidOutOnceByTheFirstPass() {
        let view = JournalView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.journal.count == 1)
    }

    @Test func aChangeOfBoundsSizeNeedsLayoutAndAChangeOfOriginDoesNot() {
        let view = JournalView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.center = CGPoint(x: 100, y: 100)
        view.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(!view._interfaceCheckNeedsLayout)
        view.bounds.size = CGSize(width: 20, height: 10)
        #expect(view._interfaceCheckNeedsLayout)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        view.layoutIfNeeded()
        #expect(view.journal.count == 2)
    }

    @Test func setNeedsLayoutAsksForAnotherPass() {
        let view = JournalView(frame: .zero)
        view.layoutIfNeeded()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.journal.count == 2)
    }

    @Test func addingASubviewNeedsLayout() {
        let view = JournalView(frame: .zero)
        view.layoutIfNeeded()
        view.addSubview(UIView())
        #expect(view._interfaceCheckNeedsLayout)
    }

    /// The parent lays out first; the child it resizes is laid out in the same pass.
    @Test func thePassRunsTopDown() {
        let parent = JournalView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = JournalView(frame: .zero)
        parent.name = "parent"
        child.name = "child"
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.journal = []
        child.journal = []
        parent.layOut = { view in view.subviews[0].frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 10) }
        parent.bounds.size = CGSize(width: 200, height: 100)
        parent.layoutIfNeeded()
        #expect(parent.journal == ["parent"] && child.journal == ["child"])
        #expect(child.frame.width == 200)
    }

    @Test func layoutRunsWithTheViewsTraitsAsCurrent() {
        let view = JournalView(frame: .zero)
        view.overrideUserInterfaceStyle = .dark
        view.layoutIfNeeded()
        #expect(view.styleDuringLayout == .dark)
    }
}
