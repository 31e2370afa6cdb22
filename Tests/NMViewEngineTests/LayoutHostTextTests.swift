import NMViewEngine
import NMViewModel
import Testing

/// The headless host shows localized text as its lookup gives it, as the device's bundle does.
@Suite struct LayoutHostTextTests {
    static let document = LayoutDocument(
        viewClass: "Greeting", size: Size(width: 320, height: 100),
        root: ViewNode(subviews: [
            ViewNode(
                id: "title", viewClass: "UILabel", frame: Rect(x: 20, y: 20, width: 280, height: 24),
                properties: ["text": .object(["localized": .string("Hello"), "key": .string("greeting.title")])]),
            ViewNode(
                id: "plain", viewClass: "UILabel", frame: Rect(x: 20, y: 50, width: 280, height: 24),
                properties: ["text": .string("Verbatim")]),
        ]))

    @Test func showsTheSourceTextByDefault() {
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(host.outlet("title", as: HeadlessLabel.self)?.text == "Hello")
    }

    @Test func showsWhatTheLookupGivesAndLeavesVerbatimTextAlone() {
        let host = LayoutHost(
            layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 320, height: 100),
            text: { $0.key == "greeting.title" && $0.table == "Localizable" ? "Hallo" : $0.source })
        #expect(host.outlet("title", as: HeadlessLabel.self)?.text == "Hallo")
        #expect(host.outlet("plain", as: HeadlessLabel.self)?.text == "Verbatim")
    }
}
