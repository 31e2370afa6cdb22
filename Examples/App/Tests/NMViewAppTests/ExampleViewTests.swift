import NMViewApp
import NMViewEngine
import NMViewUIKit
import Testing
import UIKit

/// The shipped examples on Apple's UIKit, in the simulator: the checks UIKitCheck makes on
/// Linux, made on the real thing. The compiled layouts are read from the repository (the
/// simulator sees the Mac's files), as `nmview compile` writes them.
@MainActor @Suite struct ExampleViewTests {
    static let compiled = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/Compile/Examples")

    init() {
        NMView.library = CompiledLayoutDirectory(directory: Self.compiled)
    }

    @Test func theProfileCardLooksAsItsFileSays() throws {
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(card.problems.isEmpty)
        let name = try #require(card.outlet("name", as: UILabel.self))
        #expect(name.font.fontName == "HelveticaNeue-Bold" && name.font.pointSize == 17)
        #expect(name.textAlignment == .center)
        #expect(try #require(card.outlet("bio", as: UILabel.self)).numberOfLines == 0)
        let follow = try #require(card.outlet("follow", as: UIButton.self))
        #expect(follow.titleColor(for: .normal) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(follow.backgroundColor == .systemBlue)
        #expect(follow.actions(forTarget: card, forControlEvent: .touchUpInside) == ["followTapped:"])
    }

    @Test func systemColoursFollowDarkMode() throws {
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let role = try #require(card.outlet("role", as: UILabel.self))
        let light = role.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = role.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light != dark)
    }

    @Test func theCardTurnsToItsLandscapeLayout() {
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        card.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        card.layoutIfNeeded()
        #expect(card.changes == ["landscape"])
        #expect(card.outlet("avatar")?.frame == CGRect(x: 20, y: 20, width: 120, height: 120))
    }

    @Test func theKeypadsKeysAreBoundAndLaidOutByTheGrid() throws {
        let keypad = Keypad(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        #expect(keypad.problems.isEmpty)
        let five = try #require(keypad.outlet("key5", as: UIButton.self))
        #expect(five.title(for: .normal) == "5")
        #expect(five.actions(forTarget: keypad, forControlEvent: .touchUpInside) == ["keyTapped:"])
        #expect(five.frame.size == CGSize(width: 96, height: 72))
    }

    @Test func theBadgeIsWhiteOnRed() throws {
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let count = try #require(badge.outlet("count", as: UILabel.self))
        #expect(count.font.fontName == "HelveticaNeue-Bold" && count.font.pointSize == 12)
        #expect(count.textColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(badge.problems.isEmpty)
    }
}
