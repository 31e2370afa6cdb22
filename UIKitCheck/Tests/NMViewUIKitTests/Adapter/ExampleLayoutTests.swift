@testable import ExampleViews
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// The shipped examples, compiled as an app bundles them, on UIKit's views, through the Swift
/// generated for them (`ExampleViews`): their fonts, colours and line counts reach the device,
/// their typed outlets are the views, their actions reach the view class through UIActions, and
/// they switch layouts by the generated names.
@MainActor @Suite(.interfaceCheck) struct ExampleLayoutTests {
    @Test func theProfileCardLooksAsItsFileSays() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(card.problems.isEmpty, "\(card.problems.map(\.message))")
        #expect(card.subviews.count == 5)
        #expect(TestLayouts.describe(card.backgroundColor) == TestLayouts.describe(.white))
        #expect(card.clipsToBounds)

        let name = card.name
        #expect(name.text == "Jane Appleseed")
        #expect(name.font.fontName == "HelveticaNeue-Bold" && name.font.pointSize == 17)
        #expect(name.textAlignment == .center)

        let role = card.role
        // A pair, darker than secondaryLabel in light so that it stays readable.
        let (light, dark) = (UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark))
        #expect(role.textColor.resolvedColor(with: light).cgColor.components == [85, 85, 90].map { CGFloat($0) / 255 } + [1])
        #expect(role.textColor.resolvedColor(with: dark).cgColor.components == [174, 174, 178].map { CGFloat($0) / 255 } + [1])
        #expect(role.font.fontName == "HelveticaNeue" && role.font.pointSize == 14)

        // The bio wraps over as many lines as it needs: it was one truncated line before.
        // Not under outlets:, so it has no accessor: found by name.
        let bio = try #require(card.outlet("bio", as: UILabel.self))
        #expect(bio.numberOfLines == 0)
        #expect(bio.font.pointSize == 15)

        // The follow button's white title on system blue: it was drawn blue on blue before.
        let follow = card.follow
        #expect(follow.buttonType == .system)
        #expect(follow.title(for: .normal) == "Follow")
        #expect(TestLayouts.describe(follow.titleColor(for: .normal)) == TestLayouts.describe(.white))
        #expect(follow.backgroundColor == UIColor.systemBlue)
        #expect(follow.accessibilityIdentifier == "follow")

        let avatar = card.avatar
        #expect(avatar.image?._interfaceCheckName == "avatar-placeholder")
        #expect(avatar.contentMode == .scaleAspectFill)
        #expect(avatar.clipsToBounds)
    }

    @Test func systemColoursFollowDarkMode() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let follow = try #require(card.outlet("follow", as: UIButton.self))
        let light = follow.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = follow.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(TestLayouts.describe(light) == TestLayouts.describe(UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)))
        #expect(light != dark)
    }

    @Test func theFollowButtonCallsTheMethodTheREADMEShowsThroughAUIAction() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let follow = card.follow
        #expect(follow === card.outlet("follow", as: UIButton.self))
        // Bound by the generated code, not by selector: no target, one action.
        #expect(follow.allTargets.isEmpty)
        #expect(InterfaceRecorder.log.events("UIControl.addAction(_:for:)", on: follow).count == 1)
        #expect(InterfaceRecorder.log.events("UIControl.addTarget(_:action:for:)", on: follow).isEmpty)

        follow.sendActions(for: .touchUpInside)
        #expect(card.followTaps.map { $0 === follow } == [true])
        #expect(InterfaceRecorder.log.performedActions.map(\.senderClass) == ["UIButton"])
        #expect(InterfaceRecorder.log.deliveredActions.isEmpty)
        // Other events send nothing.
        follow.sendActions(for: .touchDown)
        #expect(card.followTaps.count == 1)
    }

    @Test func aReloadKeepsTheButtonAndItsOneAction() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let follow = card.follow
        let layout = try #require(card.layout)
        card.install(layout)
        card.install(layout)
        #expect(card.follow === follow)
        follow.sendActions(for: .touchUpInside)
        #expect(card.followTaps.count == 1)  // bound again on each reload, never twice
        // A save that drops the action leaves the button without it.
        var document = layout.document
        let index = try #require(document.root.subviews.firstIndex { $0.id == "follow" })
        document.root.subviews[index].actions = [:]
        card.install(CompiledLayout(document))
        follow.sendActions(for: .touchUpInside)
        #expect(card.followTaps.count == 1)
    }

    @Test func theCardTurnsToItsLandscapeLayout() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        // The card is designed under a 20-point status bar: without one its views sit 20 higher,
        // and on the phone it was designed for they are where the file writes them.
        #expect(card.avatar.frame == CGRect(x: 120, y: 12, width: 80, height: 80))
        card._interfaceCheckSetSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        card.layoutIfNeeded()
        #expect(card.avatar.frame == CGRect(x: 120, y: 32, width: 80, height: 80))
        card._interfaceCheckSetSafeAreaInsets(.zero)
        card.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        card.layoutIfNeeded()
        #expect(card.changes == [ProfileCard.Layout.landscape])
        #expect(card.currentLayoutName == ProfileCard.Layout.landscape)
        #expect(card.avatar.frame == CGRect(x: 20, y: 20, width: 120, height: 120))
        #expect(card.applyLayout(named: ProfileCard.Layout.primary))
        #expect(card.avatar.frame.size == CGSize(width: 80, height: 80))
    }

    @Test func theKeypadsKeysAreTemplateCopiesInAGrid() throws {
        TestLayouts.use()
        let keypad = Keypad(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        #expect(keypad.problems.isEmpty, "\(keypad.problems.map(\.message))")
        let display = keypad.display
        #expect(display.font.fontName == "Menlo" && display.font.pointSize == 32)
        #expect(display.textAlignment == .right)
        #expect(keypad.keys.subviews.count == 12)
        let five = try #require(keypad.outlet("key5", as: UIButton.self))
        #expect(five.title(for: .normal) == "5" && five.tag == 5)
        #expect(five.titleLabel?.font.fontName == "HelveticaNeue-Light")
        #expect(five.titleColor(for: .normal) == UIColor.label)
        #expect(five.frame.size == CGSize(width: 96, height: 72))
        five.sendActions(for: .touchUpInside)
        #expect(keypad.tapped == [5])
        // A key made from the template at run time calls the same method, the same way.
        let extra = try #require(keypad.makeView(fromTemplate: Keypad.Template.key) as? UIButton)
        extra.tag = 42
        extra.sendActions(for: .touchUpInside)
        #expect(keypad.tapped == [5, 42])
        #expect(InterfaceRecorder.log.deliveredActions.isEmpty)
    }

    @Test func theBadgeIsWhiteOnRed() throws {
        TestLayouts.use()
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let count = badge.count
        #expect(TestLayouts.describe(badge.backgroundColor) == TestLayouts.describe(UIColor(red: 215 / 255, green: 0, blue: 21 / 255, alpha: 1)))
        #expect(TestLayouts.describe(count.textColor) == TestLayouts.describe(.white))
        #expect(count.font.fontName == "HelveticaNeue-Bold" && count.font.pointSize == 12)
    }
}
