import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// The adapter makes buttons with `UIButton(type:)`, without a configuration, whose title is in
/// the 15-point system font; a layout's font without a size keeps that size, as the preview
/// draws it.
@MainActor @Suite(.interfaceCheck) struct ButtonTitleFontTests {
    final class FollowBar: NMView {}

    @Test func aButtonWithoutAConfigurationTitlesIn15Points() throws {
        #expect(UIButton(type: .system).titleLabel?.font.pointSize == 15)
        #expect(UIButton(type: .custom).titleLabel?.font.pointSize == 15)
    }

    @Test(arguments: [
        (nil, 15.0, UIFont.Weight.regular), (PropertyValue.object(["weight": .string("bold")]), 15, .bold),
        (.object(["size": .number(20)]), 20, .regular),
    ] as [(PropertyValue?, CGFloat, UIFont.Weight)])
    func aFontWithoutASizeKeepsTheTitles(_ font: PropertyValue?, _ size: CGFloat, _ weight: UIFont.Weight) throws {
        var properties: [String: PropertyValue] = ["title": .string("Follow")]
        properties["font"] = font
        TestLayouts.use([
            "FollowBar": LayoutDocument(
                viewClass: "FollowBar", size: Size(width: 200, height: 44),
                root: ViewNode(subviews: [
                    ViewNode(id: "follow", viewClass: "UIButton", frame: Rect(x: 0, y: 0, width: 200, height: 44), properties: properties)
                ]))
        ])
        let bar = FollowBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let title = try #require(bar.outlet("follow", as: UIButton.self)?.titleLabel?.font)
        #expect(title.pointSize == size)
        #expect(title._interfaceCheckWeight == weight)
    }
}
