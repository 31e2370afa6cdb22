import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// A stack view's subviews in a layout become its arranged subviews, added with
/// `addArrangedSubview` (or `insertArrangedSubview`) and never given frames by the host, in any layout; a reload keeps them
/// arranged in the new order.
@MainActor @Suite(.interfaceCheck) struct StackViewTests {
    final class Toolbar: NMView {}

    static func toolbar(_ ids: [String]) -> LayoutDocument {
        LayoutDocument(
            viewClass: "Toolbar", size: Size(width: 320, height: 44),
            root: ViewNode(subviews: [
                ViewNode(
                    id: "stack", viewClass: "UIStackView", frame: Rect(x: 8, y: 0, width: 304, height: 44),
                    autoresizing: [.flexibleWidth], properties: ["spacing": .number(8), "distribution": .string("fillEqually")],
                    subviews: ids.map { ViewNode(id: $0, viewClass: "UIButton", frame: Rect(x: 0, y: 0, width: 60, height: 44)) })
            ]),
            layouts: [
                AlternativeLayout(
                    name: "wide", size: Size(width: 640, height: 44),
                    subviews: [
                        LayoutNode(id: "stack", frame: Rect(x: 8, y: 0, width: 624, height: 44)),
                        LayoutNode(id: "back", frame: Rect(x: 99, y: 0, width: 9, height: 9)),
                    ])
            ])
    }

    @Test func subviewsAreArrangedAndNeverPlaced() throws {
        TestLayouts.use(["Toolbar": Self.toolbar(["back", "share", "more"])])
        let log = InterfaceRecorder.log
        log.removeAll()
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let stack = try #require(toolbar.outlet("stack") as? UIStackView)
        let buttons = try ["back", "share", "more"].map { try #require(toolbar.outlet($0)) }
        #expect(stack.arrangedSubviews == buttons)
        #expect(stack.subviews == buttons)
        let arranged = log.events("UIStackView.addArrangedSubview(_:)", on: stack)
            + log.events("UIStackView.insertArrangedSubview(_:at:)", on: stack)
        #expect(arranged.count == 3)
        #expect(log.events("UIView.addSubview(_:)", on: stack).isEmpty && log.events("UIView.insertSubview(_:at:)", on: stack).isEmpty)
        #expect(stack.spacing == 8 && stack.distribution == .fillEqually)
        toolbar.frame = CGRect(x: 0, y: 0, width: 640, height: 44)
        toolbar.layoutIfNeeded()
        #expect(toolbar.currentLayoutName == "wide")
        #expect(stack.frame.width == 624, "the stack view itself follows the layouts")
        for button in buttons {
            #expect(log.events("UIView.center", on: button).isEmpty, "the stack view places its arranged subviews")
            #expect(log.events("UIView.bounds", on: button).isEmpty)
        }
    }

    @Test func aReloadKeepsThemArrangedInTheNewOrder() throws {
        TestLayouts.use(["Toolbar": Self.toolbar(["back", "share"])])
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let stack = try #require(toolbar.outlet("stack") as? UIStackView)
        let back = try #require(toolbar.outlet("back"))
        toolbar.install(CompiledLayout(Self.toolbar(["share", "more", "back"])))
        #expect(toolbar.outlet("back") === back)
        let ids = stack.arrangedSubviews.map(\.accessibilityIdentifier)
        #expect(ids == ["share", "more", "back"])
        #expect(stack.subviews.count == 3)
        // The same layout again moves nothing: the order compared is the arranged one, not the
        // subviews' order of first addition (back, share, more).
        let log = InterfaceRecorder.log
        log.removeAll()
        toolbar.install(CompiledLayout(Self.toolbar(["share", "more", "back"])))
        #expect(log.events("UIStackView.insertArrangedSubview(_:at:)", on: stack).isEmpty)
        #expect(log.events("UIStackView.addArrangedSubview(_:)", on: stack).isEmpty)
        #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["share", "more", "back"])
    }
}
