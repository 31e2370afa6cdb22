import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// NMViewController: its view is built from the layout named after its class when UIKit loads
/// it, with the controller as the owner (actions reach it, outlets are its own), `viewDidLoad`
/// after the views exist, and the layout switched by the view's aspect ratio on rotation.
@MainActor @Suite(.interfaceCheck) struct ViewControllerTests {
    final class ProfileController: NMViewController {
        private(set) var follows: [AnyObject?] = []
        private(set) var subviewsAtLoad: Int?
        private(set) var changes: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            subviewsAtLoad = view.subviews.count
        }
        override func layoutDidChange(to name: String, aspectRatio: CGFloat) { changes.append(name) }
        override func responds(to aSelector: Selector!) -> Bool {
            aSelector == Selector("followTapped:") || super.responds(to: aSelector)
        }
        override func _interfaceCheckPerform(_ selector: Selector, sender: Any?) {
            guard selector == Selector("followTapped:") else { return super._interfaceCheckPerform(selector, sender: sender) }
            follows.append(sender.map { $0 as AnyObject })
        }
    }
    /// A controller without a layout file.
    final class Unlaid: NMViewController {
        private(set) var loaded = false
        override func viewDidLoad() { loaded = true }
    }

    static func useScreen() -> ReuseLayouts.CountingLibrary {
        let library = ReuseLayouts.CountingLibrary(["ProfileController": ReuseLayouts.screen])
        NMView.library = library
        return library
    }

    @Test func theViewIsBuiltWhenLoadedAndViewDidLoadComesAfter() throws {
        let library = Self.useScreen()
        let controller = ProfileController()
        #expect(!controller.isViewLoaded)
        #expect(library.reads(of: "ProfileController") == 0)  // nothing before the view is asked for
        let view = try #require(controller.view)
        #expect(controller.subviewsAtLoad == 2)
        #expect(view.tag == 5)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = try #require(controller.outlet("title", as: UILabel.self))
        #expect(title.superview === view)
        #expect(title.frame == CGRect(x: 20, y: 20, width: 280, height: 24))
        #expect(controller.problems.isEmpty, "\(controller.problems.map(\.message))")
        _ = ProfileController().view
        #expect(library.reads(of: "ProfileController") == 1)
    }

    @Test func theLayoutsActionsReachTheController() throws {
        _ = Self.useScreen()
        let controller = ProfileController()
        let follow = try #require(controller.outlet("follow", as: UIButton.self))
        #expect(follow.allTargets.contains(controller))
        follow.sendActions(for: .touchUpInside)
        #expect(controller.follows.count == 1)
        #expect(controller.follows.first.flatMap { $0 } === follow)
        // The controller is its view's next responder, as in UIKit.
        #expect(controller.view.next === controller)
    }

    @Test func rotationSwitchesTheLayout() throws {
        _ = Self.useScreen()
        let controller = ProfileController()
        let view = try #require(controller.view)
        view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        view.layoutIfNeeded()
        #expect(controller.currentLayoutName == "landscape")
        #expect(controller.changes == ["landscape"])
        #expect(controller.outlet("title")?.frame == CGRect(x: 160, y: 20, width: 300, height: 24))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()
        #expect(controller.changes == ["landscape", "primary"])
        #expect(controller.applyLayout(named: "landscape"))
        view.layoutIfNeeded()
        #expect(controller.currentLayoutName == "landscape")  // chosen by hand, kept
    }

    @Test func aControllerWithoutALayoutGetsAnEmptyViewAndStillLoads() throws {
        _ = Self.useScreen()
        let controller = Unlaid()
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.loaded)
        #expect(controller.layout == nil)
        #expect(!controller.applyLayout(named: "landscape"))
    }
}
