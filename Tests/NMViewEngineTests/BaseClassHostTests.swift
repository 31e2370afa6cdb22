import NMViewEngine
import NMViewModel
import Testing

/// A class of the app's own with a UIKit base behaves as that base on the headless host, and the
/// host's check of what a device made tells a base it is not from one it is more than.
@Suite struct BaseClassHostTests {
    @Test func aLabelSubclassIsALabelOnTheHeadlessHost() throws {
        let document = LayoutDocument(
            viewClass: "Card", size: Size(width: 320, height: 100),
            root: ViewNode(subviews: [
                ViewNode(
                    id: "title", viewClass: "PaddedLabel", baseClass: "UILabel", frame: Rect(x: 0, y: 0, width: 320, height: 40),
                    properties: ["text": .string("Hello")]),
                ViewNode(id: "chart", viewClass: "Chart", frame: Rect(x: 0, y: 50, width: 320, height: 40)),
            ]))
        let host = LayoutHost(layout: CompiledLayout(document), frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let title = try #require(host.outlet("title", as: HeadlessLabel.self))
        #expect(title.text == "Hello")
        #expect((title.className, title.kitClass) == ("PaddedLabel", "UILabel"))
        let chart = try #require(host.outlet("chart"))
        #expect(!(chart is HeadlessLabel) && chart.kitClass == "UIView")
    }

    /// A grid gives its content size to any kind of scroll view, as UIKit's adapter sets it on
    /// any UIScrollView: a subclass based on one, or a collection view.
    @Test(arguments: [("Gallery", "UIScrollView"), ("UICollectionView", nil), ("Gallery", nil)] as [(String, String?)])
    func aGridSizesAnyKindOfScrollView(viewClass: String, base: String?) throws {
        var document = LayoutHostCoreTests.gallery
        document.root.subviews[0].viewClass = viewClass
        document.root.subviews[0].baseClass = base
        let host = LayoutHost(layout: CompiledLayout(document), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scroll = try #require(host.outlet("scroll"))
        #expect((scroll.contentSize != nil) == (base != nil || viewClass == "UICollectionView"))
    }

    @Test func kindsFollowUIKitsHierarchy() {
        #expect(KitClass.isKind("UITableView", of: "UIScrollView"))
        #expect(KitClass.isKind("UITextView", of: "UIView"))
        #expect(KitClass.isKind("UILabel", of: "UILabel"))
        #expect(!KitClass.isKind("UIScrollView", of: "UITableView"))
        #expect(!KitClass.isKind("UILabel", of: "UIButton"))
        #expect(KitClass.declared.count == 15 && KitClass.declared.contains("UIStackView"))
    }

    @Test(arguments: [
        // (declared, found, reported)
        ("UILabel", "UILabel", false),
        ("UIView", "UIButton", false),  // more than its layout says, and given all the file sets
        ("UIScrollView", "UITableView", false),
        ("UIView", "UIStackView", true),  // arranges the subviews the layout placed by frames
        ("UILabel", "UIView", true),  // the label's properties cannot be set
        ("UITableView", "UIScrollView", true),
    ])
    func theHostReportsABaseTheClassIsNot(declared: String, found: String, reported: Bool) {
        let problem = HostProblem.base(of: "Mine", declared: declared, found: found, viewID: "v", layout: "Card")
        #expect((problem != nil) == reported)
        if let problem {
            #expect(problem.message.hasPrefix("class 'Mine' of view 'v' in Card.layout.json"))
        }
    }
}
