import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// The shipped examples, compiled as an app bundles them, on UIKit's views: their fonts, colours
/// and line counts reach the device, their actions reach the view class, and they switch layouts.
@MainActor @Suite(.interfaceCheck) struct ExampleLayoutTests {
    @Test func theProfileCardLooksAsItsFileSays() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(card.problems.isEmpty, "\(card.problems.map(\.message))")
        #expect(card.subviews.count == 5)
        #expect(TestLayouts.describe(card.backgroundColor) == TestLayouts.describe(.white))
        #expect(card.clipsToBounds)

        let name = try #require(card.outlet("name", as: UILabel.self))
        #expect(name.text == "Jane Appleseed")
        #expect(name.font.fontName == "HelveticaNeue-Bold" && name.font.pointSize == 17)
        #expect(name.textAlignment == .center)

        let role = try #require(card.outlet("role", as: UILabel.self))
        #expect(role.textColor == UIColor.secondaryLabel)
        #expect(role.font.fontName == "HelveticaNeue" && role.font.pointSize == 14)

        // The bio wraps over as many lines as it needs: it was one truncated line before.
        let bio = try #require(card.outlet("bio", as: UILabel.self))
        #expect(bio.numberOfLines == 0)
        #expect(bio.font.pointSize == 15)

        // The follow button's white title on system blue: it was drawn blue on blue before.
        let follow = try #require(card.outlet("follow", as: UIButton.self))
        #expect(follow.buttonType == .system)
        #expect(follow.title(for: .normal) == "Follow")
        #expect(TestLayouts.describe(follow.titleColor(for: .normal)) == TestLayouts.describe(.white))
        #expect(follow.backgroundColor == UIColor.systemBlue)
        #expect(follow.accessibilityIdentifier == "follow")

        let avatar = try #require(card.outlet("avatar", as: UIImageView.self))
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

    @Test func theFollowButtonCallsTheMethodTheREADMEShows() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let follow = try #require(card.outlet("follow", as: UIButton.self))
        follow.sendActions(for: .touchUpInside)
        #expect(card.followTaps.map { $0 === follow } == [true])
    }

    @Test func theCardTurnsToItsLandscapeLayout() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(card.outlet("avatar")?.frame == CGRect(x: 120, y: 32, width: 80, height: 80))
        card.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        card.layoutIfNeeded()
        #expect(card.changes == ["landscape"])
        #expect(card.currentLayoutName == "landscape")
        #expect(card.outlet("avatar")?.frame == CGRect(x: 20, y: 20, width: 120, height: 120))
    }

    @Test func theKeypadsKeysAreTemplateCopiesInAGrid() throws {
        TestLayouts.use()
        let keypad = Keypad(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        #expect(keypad.problems.isEmpty, "\(keypad.problems.map(\.message))")
        let display = try #require(keypad.outlet("display", as: UILabel.self))
        #expect(display.font.fontName == "Menlo" && display.font.pointSize == 32)
        #expect(display.textAlignment == .right)
        let keys = try #require(keypad.outlet("keys"))
        #expect(keys.subviews.count == 12)
        let five = try #require(keypad.outlet("key5", as: UIButton.self))
        #expect(five.title(for: .normal) == "5" && five.tag == 5)
        #expect(five.titleLabel?.font.fontName == "HelveticaNeue-Light")
        #expect(five.titleColor(for: .normal) == UIColor.label)
        #expect(five.frame.size == CGSize(width: 96, height: 72))
        five.sendActions(for: .touchUpInside)
        #expect(keypad.tapped == [5])
    }

    @Test func theBadgeIsWhiteOnRed() throws {
        TestLayouts.use()
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let count = try #require(badge.outlet("count", as: UILabel.self))
        #expect(TestLayouts.describe(badge.backgroundColor) == TestLayouts.describe(UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)))
        #expect(TestLayouts.describe(count.textColor) == TestLayouts.describe(.white))
        #expect(count.font.fontName == "HelveticaNeue-Bold" && count.font.pointSize == 12)
    }
}
