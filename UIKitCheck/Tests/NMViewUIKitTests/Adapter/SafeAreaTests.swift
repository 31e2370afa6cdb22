import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Safe areas on UIKit: NMView, a controller's view and the cells read `safeAreaInsets`, place the
/// root's subviews in the safe area their layout declares, and lay out again when UIKit calls
/// `safeAreaInsetsDidChange()` (a rotation, a bar shown).
@MainActor @Suite(.interfaceCheck) struct SafeAreaTests {
    final class Profile: NMView {}
    final class ProfileScreen: NMViewController {}
    final class ProfileRow: NMTableViewCell {}

    /// An iPhone 15's portrait design: 59 points under the Dynamic Island, 34 over the home
    /// indicator; a background that ignores the safe area, a title 16 below its top.
    static func document(_ viewClass: String, kind: DocumentKind = .view) -> LayoutDocument {
        LayoutDocument(
            viewClass: viewClass, kind: kind, size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
            root: ViewNode(subviews: [
                ViewNode(
                    id: "background", frame: Rect(x: 0, y: 0, width: 393, height: 852),
                    autoresizing: [.flexibleWidth, .flexibleHeight], ignoresSafeArea: true),
                ViewNode(
                    id: "title", viewClass: "UILabel", frame: Rect(x: 20, y: 75, width: 353, height: 24),
                    autoresizing: [.flexibleWidth, .flexibleBottomMargin]),
            ]))
    }

    @Test func anNMViewPlacesItsViewsInTheSafeAreaAndFollowsItsChanges() throws {
        TestLayouts.use(["Profile": Self.document("Profile")])
        let view = Profile(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let title = try #require(view.outlet("title"))
        let background = try #require(view.outlet("background"))
        view.layoutIfNeeded()
        #expect(title.frame.minY == 16, "no insets yet: the safe area is the bounds")
        #expect(!view._interfaceCheckNeedsLayout)
        view._interfaceCheckSetSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(view._interfaceCheckNeedsLayout, "safeAreaInsetsDidChange() asks for a layout pass")
        view.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 20, y: 75, width: 353, height: 24))
        // Landscape on the same phone: the sensor housing on the left, the home indicator below.
        view.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        view._interfaceCheckSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        view.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 79, y: 16, width: 694, height: 24))
        #expect(background.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    @Test func aControllersViewDoesTheSame() throws {
        TestLayouts.use(["ProfileScreen": Self.document("ProfileScreen", kind: .controller)])
        let controller = ProfileScreen()
        let view = try #require(controller.view)
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        view.layoutIfNeeded()
        #expect(!view._interfaceCheckNeedsLayout)
        view._interfaceCheckSetSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(view._interfaceCheckNeedsLayout)
        view.layoutIfNeeded()
        let title = try #require(controller.outlet("title", as: UILabel.self))
        #expect(title.frame == CGRect(x: 20, y: 36, width: 335, height: 24))
    }

    @Test func aCellLaysOutAgainWhenItsSafeAreaChanges() throws {
        TestLayouts.use(["ProfileRow": Self.document("ProfileRow", kind: .tableCell)])
        let cell = ProfileRow(style: .default, reuseIdentifier: "row")
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        cell.layoutIfNeeded()
        #expect(!cell._interfaceCheckNeedsLayout)
        cell._interfaceCheckSetSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(cell._interfaceCheckNeedsLayout)
        cell.contentView._interfaceCheckSetSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        cell.layoutIfNeeded()
        let title = try #require(cell.outlet("title", as: UILabel.self))
        #expect(title.frame.minY == 75)
    }
}
