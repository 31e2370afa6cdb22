import Foundation
import NMViewEngine
import NMViewModel
import Testing

/// The headless host: builds onto itself, switches layouts by aspect ratio, reports changes,
/// finds outlets, dispatches actions by name, and applies frames through centre and bounds.
@Suite struct LayoutHostTests {
    static let document = LayoutDocument(
        viewClass: "Card", size: Size(width: 320, height: 480),
        root: ViewNode(
            properties: ["backgroundColor": .string("#FFFFFF"), "tag": .number(7)],
            subviews: [
                ViewNode(
                    id: "title", viewClass: "UILabel", frame: Rect(x: 20, y: 20, width: 280, height: 24),
                    properties: ["text": .string("Hello")]),
                ViewNode(
                    id: "follow", viewClass: "UIButton", frame: Rect(x: 20, y: 400, width: 280, height: 44),
                    actions: ["touchUpInside": "followTapped"]),
                ViewNode(id: "still", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
            ]),
        layouts: [
            AlternativeLayout(
                name: "landscape", size: Size(width: 480, height: 320),
                subviews: [
                    LayoutNode(id: "title", frame: Rect(x: 160, y: 20, width: 300, height: 24)),
                    LayoutNode(id: "follow", frame: Rect(x: 160, y: 260, width: 300, height: 44)),
                ])
        ],
        templates: ["dot": ViewNode(frame: Rect(x: 0, y: 0, width: 4, height: 4), subviews: [ViewNode(frame: Rect(x: 1, y: 1, width: 2, height: 2))])])

    @Test func buildsOntoItselfWithTheRootsProperties() {
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(host.className == "Card")
        #expect(host.tag == 7)
        #expect(host.properties["backgroundColor"] == .string("#FFFFFF"))
        #expect(host.subviews.count == 3)
        #expect(host.subviews.allSatisfy { $0.superview === host })
        #expect(host.outlet("title", as: HeadlessLabel.self)?.text == "Hello")
        #expect(host.outlet("title", as: HeadlessControl.self) == nil)
        #expect(host.outlet("missing") == nil)
    }

    @Test func switchesLayoutWhenBoundsChangeAndReportsIt() {
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var changes: [LayoutHost.LayoutChange] = []
        host.layoutDidChange = { changes.append($0) }
        host.apply(frame: Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(host.currentVariant == 1)
        #expect(changes == [LayoutHost.LayoutChange(name: "landscape", aspectRatio: 1.5)])
        #expect(host.outlet("title")?.frame == Rect(x: 160, y: 20, width: 300, height: 24))
        #expect(host.lastUpdateCount == 2)  // 'still' is the same in both layouts and is not touched
        host.apply(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(changes.last?.name == "primary")
    }

    @Test func automaticChangesCanBeTurnedOff() {
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        host.automaticLayoutChangeEnabled = false
        host.apply(frame: Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(host.currentVariant == 0)
        host.changeLayoutIfNecessary()
        #expect(host.currentVariant == 1)
    }

    @Test func actionsAreBoundByName() {
        let host = LayoutHost(layout: CompiledLayout(Self.document), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var tapped: [String?] = []
        host.actionHandlers["followTapped"] = { sender in tapped.append(sender.id) }
        let button = host.outlet("follow", as: HeadlessControl.self)
        #expect(button?.sendActions(for: "touchUpInside") == true)
        #expect(button?.sendActions(for: "valueChanged") == false)
        #expect(tapped == ["follow"])
    }

    @Test func applyingAFrameKeepsTheTransform() {
        let view = HeadlessView()
        view.transform = .scale(2, 2)
        view.apply(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds.width == 100 && view.bounds.height == 50)
        #expect(view.transform == .scale(2, 2))
        // Scaled twice about its centre (60, 45): 200 × 100 from (60 - 100, 45 - 50).
        #expect(view.frame == Rect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test func templatesAreCopiedFromMemory() {
        let factory = TemplateFactory(Self.document)
        #expect(factory.names == ["dot"])
        let first = factory.instantiate("dot")
        let second = factory.instantiate("dot")
        #expect(first !== second)
        #expect(first?.frame == Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(first?.subviews.first?.frame == Rect(x: 1, y: 1, width: 2, height: 2))
        #expect(first?.subviews.first !== second?.subviews.first)
        #expect(factory.instantiate("none") == nil)
    }

    @Test func loadsCompiledLayoutsByClassName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-host-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.document.compiledJSON().write(to: directory.appendingPathComponent("Card.layout.json"))
        let layout = try CompiledLayoutDirectory(directory: directory).layout(for: "Card")
        #expect(layout.ids == ["title", "follow", "still"])
        #expect(throws: CompiledLayoutDirectory.LoadError.self) { try CompiledLayoutDirectory(directory: directory).layout(for: "Nope") }
    }
}
