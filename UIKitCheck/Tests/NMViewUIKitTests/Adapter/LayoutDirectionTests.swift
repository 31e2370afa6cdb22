import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Right to left on UIKit: an NMView reads `effectiveUserInterfaceLayoutDirection`, flips a
/// mirrored layout, lays out again when a trait change turns the direction, and gives the views
/// that say `mirrors: false` `semanticContentAttribute = .forceLeftToRight` so UIKit agrees.
@MainActor @Suite(.interfaceCheck) struct LayoutDirectionTests {
    final class Player: NMView {}
    final class FixedPlayer: NMView {}
    final class PlayerScreen: NMViewController {}
    final class PlayerRow: NMTableViewCell {}

    /// A 320-point bar: a title at the leading edge, and controls that read left to right.
    static func document(_ viewClass: String, _ direction: LayoutDirectionPolicy) -> LayoutDocument {
        LayoutDocument(
            viewClass: viewClass, size: Size(width: 320, height: 100), layoutDirection: direction,
            root: ViewNode(subviews: [
                ViewNode(
                    id: "title", viewClass: "UILabel", frame: Rect(x: 16, y: 8, width: 200, height: 24),
                    autoresizing: [.flexibleRightMargin]),
                ViewNode(
                    id: "controls", frame: Rect(x: 0, y: 50, width: 240, height: 50), mirrors: false,
                    subviews: [ViewNode(id: "play", viewClass: "UIButton", frame: Rect(x: 8, y: 8, width: 34, height: 34))]),
            ]))
    }

    @Test func aTraitChangeToRightToLeftLaysTheViewOutMirrored() throws {
        TestLayouts.use(["Player": Self.document("Player", .mirrored)])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = Player(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(view)
        view.layoutIfNeeded()
        let title = try #require(view.outlet("title", as: UILabel.self))
        #expect(title.frame.minX == 16)
        #expect(!view._interfaceCheckNeedsLayout)
        window._interfaceCheckSetLayoutDirection(.rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view._interfaceCheckNeedsLayout, "the trait change asks for a layout pass")
        view.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 320 - 16 - 200, y: 8, width: 200, height: 24))
        let controls = try #require(view.outlet("controls"))
        #expect(controls.frame.minX == 80, "placed by the root, mirrored with its siblings")
        #expect(try #require(view.outlet("play")).frame.minX == 8, "its own content as written")
        window._interfaceCheckSetLayoutDirection(.leftToRight)
        view.layoutIfNeeded()
        #expect(title.frame.minX == 16)
    }

    /// A controller's view and a cell lay out again on the trait change too.
    @Test func aControllersViewAndACellFollowTheTraitChange() throws {
        TestLayouts.use([
            "PlayerScreen": Self.document("PlayerScreen", .mirrored).with(kind: .controller),
            "PlayerRow": Self.document("PlayerRow", .mirrored).with(kind: .tableCell),
        ])
        let controller = PlayerScreen()
        let view = try #require(controller.view)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        let cell = PlayerRow(style: .default, reuseIdentifier: "row")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.addSubview(view)
        window.addSubview(cell)
        view.layoutIfNeeded()
        cell.layoutIfNeeded()
        window._interfaceCheckSetLayoutDirection(.rightToLeft)
        #expect(view._interfaceCheckNeedsLayout && cell._interfaceCheckNeedsLayout)
        view.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(try #require(controller.outlet("title", as: UILabel.self)).frame.minX == 104)
        #expect(try #require(cell.outlet("title", as: UILabel.self)).frame.minX == 104)
    }

    @Test func viewsThatDoNotMirrorAreForcedLeftToRight() throws {
        TestLayouts.use(["Player": Self.document("Player", .mirrored)])
        let view = Player(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(try #require(view.outlet("controls")).semanticContentAttribute == .forceLeftToRight)
        #expect(try #require(view.outlet("play")).semanticContentAttribute == .forceLeftToRight)
        #expect(try #require(view.outlet("title")).semanticContentAttribute == .unspecified)
    }

    @Test func aFixedLayoutStaysAsWrittenAndLeavesTheAttributesAlone() throws {
        TestLayouts.use(["FixedPlayer": Self.document("FixedPlayer", .fixed)])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = FixedPlayer(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(view)
        window._interfaceCheckSetLayoutDirection(.rightToLeft)
        view.layoutIfNeeded()
        #expect(try #require(view.outlet("title")).frame.minX == 16)
        #expect(try #require(view.outlet("controls")).semanticContentAttribute == .unspecified)
    }
}

extension LayoutDocument {
    /// This document as a layout of `kind`.
    fileprivate func with(kind: DocumentKind) -> LayoutDocument {
        var copy = self
        copy.kind = kind
        return copy
    }
}
