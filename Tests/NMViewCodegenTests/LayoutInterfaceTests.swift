import NMViewCodegen
import NMViewDiagnostics
import NMViewLint
import NMViewTestSupport
import NMViewYAML
import Testing

/// A layout's interface is read from the resolved document and placed where each part is
/// written: template copies in their templates, an instance's override at the instance, and
/// nothing from the copies a nested layout builds itself.
@Suite struct LayoutInterfaceTests {
    /// The interface of `marked` (the first file) linted with `others`.
    static func interface(_ marked: MarkedSource, file: String = "Panel.nmview.yaml", others: [String: String] = [:])
        throws -> LayoutInterface
    {
        let sources = [SourceFile(path: file, bytes: Array(marked.text.utf8))]
            + others.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
        let outcome = try Linter().lint(sources: sources)
        let linted = try #require(outcome.documents[file], "\(outcome.report.diagnostics)")
        return LayoutInterface(viewClass: linted.name, document: linted.document, resolved: linted.resolved, tree: linted.tree)
    }

    static var panel: MarkedSource {
        MarkedSource(
        """
        nmview: 1
        view: Panel
        1️⃣size: {width: 320, height: 480}
        root:
          subviews:
            - {id: 2️⃣title, class: UILabel, frame: [0, 0, 100, 20]}
            - {template: key, id: 3️⃣ok, frame: [0, 30, 50, 20], actions: {touchUpInside: 4️⃣confirm}}
            - {template: key, id: cancel, frame: [60, 30, 50, 20]}
            - {id: level, class: UISlider, frame: [0, 60, 100, 20], actions: {valueChanged: 5️⃣changed, touchDown: "changed:"}}
            - {id: toggle, class: UISwitch, frame: [0, 90, 50, 30], actions: {valueChanged: changed, touchUpInside: "toggled:forEvent:"}}
            - {id: card, class: Card, frame: [0, 130, 100, 50]}
        templates:
          key:
            class: UIButton
            frame: [0, 0, 50, 20]
            actions: {touchUpInside: 6️⃣keyTapped}
            subviews:
              - {id: 7️⃣badge, class: UILabel, frame: [0, 0, 10, 10]}
        outlets: [title, ok, ok.badge, card, missing]
        layouts:
          - name: 8️⃣iPad landscape
            size: {width: 1024, height: 768}
          - name: iPad landscape
            size: {width: 1366, height: 1024}

        """)
    }

    static let card =
        "nmview: 1\nsize: {width: 100, height: 50}\nroot:\n  subviews:\n"
        + "    - {id: go, class: UIButton, frame: [0, 0, 10, 10], actions: {touchUpInside: goTapped}}\n"

    @Test func outletsAreTypedAndPlacedAsResolved() throws {
        let interface = try Self.interface(Self.panel, others: ["Card.nmview.yaml": Self.card])
        let file = "Panel.nmview.yaml"
        #expect(interface.outlets.map(\.id) == ["title", "ok", "ok.badge", "card"])
        #expect(interface.outlets.map(\.viewClass) == ["UILabel", "UIButton", "UILabel", "Card"])
        #expect(interface.outlets[0].location == Self.panel.location("2️⃣", file: file))
        #expect(interface.outlets[1].location == Self.panel.location("3️⃣", file: file))
        #expect(interface.outlets[1].template == "key")
        // Inside a copy: where the template writes it.
        #expect(interface.outlets[2].location == Self.panel.location("7️⃣", file: file))
        #expect(interface.outlets[2].template == "key")
    }

    @Test func actionsAreGatheredByMethodWhereTheyAreWritten() throws {
        let interface = try Self.interface(Self.panel, others: ["Card.nmview.yaml": Self.card])
        let file = "Panel.nmview.yaml"
        #expect(interface.actions.map(\.name) == ["confirm", "keyTapped", "changed"])
        let confirm = interface.actions[0]
        #expect(confirm.senderClass == "UIButton")
        #expect(confirm.uses == [.init(event: "touchUpInside", viewID: "ok", location: Self.panel.location("4️⃣", file: file))])
        // The template's action: the copy that does not override it, and copies made at run time.
        let keyTapped = interface.actions[1]
        #expect(keyTapped.uses.map(\.viewID) == ["cancel", nil])
        #expect(keyTapped.uses.map(\.template) == [nil, "key"])
        #expect(keyTapped.uses.allSatisfy { $0.location == Self.panel.location("6️⃣", file: file) })
        // Written two ways, sent by a slider and a switch: one method whose sender is a UIControl.
        let changed = interface.actions[2]
        #expect(changed.selectors == ["changed", "changed:"])
        #expect(changed.senderClass == "UIControl")
        #expect(changed.uses.first { $0.event == "valueChanged" }?.location == Self.panel.location("5️⃣", file: file))
        // More than the sender: only a selector can call it; the nested card binds its own.
        #expect(interface.selectorOnlyActions == ["toggled:forEvent:"])
        #expect(!interface.actions.contains { $0.name == "goTapped" })
    }

    @Test func layoutsAndTemplatesAreNamed() throws {
        let interface = try Self.interface(Self.panel, others: ["Card.nmview.yaml": Self.card])
        let file = "Panel.nmview.yaml"
        #expect(interface.layouts.map(\.name) == ["primary", "iPad landscape"])
        #expect(interface.layouts[0].location == Self.panel.location("1️⃣", file: file))
        #expect(interface.layouts[1].location == Self.panel.location("8️⃣", file: file))
        #expect(interface.templates.map(\.name) == ["key"])
        #expect(interface.templates.first?.viewClass == "UIButton")
    }

    @Test func theSwiftIsTypedEscapedAndQualifiedByModule() throws {
        let marked = MarkedSource(
            """
            nmview: 1
            view: Grid
            size: {width: 320, height: 480}
            root:
              subviews:
                - {id: default, class: Charts.LineChart, frame: [0, 0, 100, 100], actions: {valueChanged: repeat}}
                - {id: own, class: App.Cell, frame: [0, 0, 100, 100]}
            outlets: [default, own]
            layouts:
              - {name: "2 up", size: {width: 480, height: 320}}

            """)
        let interface = try Self.interface(marked, file: "Grid.nmview.yaml")
        let source = SwiftInterfaceWriter(module: "App").source(for: interface)
        #expect(source.contains("import Charts\nimport NMViewUIKit\nimport UIKit\n"))
        #expect(source.contains("    var `default`: Charts.LineChart {\n        outlet(\"default\", as: Charts.LineChart.self) { Charts.LineChart(frame: .zero) }\n"))
        #expect(source.contains("    var own: Cell {\n"))
        #expect(source.contains("    func `repeat`(_ sender: Charts.LineChart)\n"))
        #expect(source.contains("sender: Charts.LineChart.self) { $0.`repeat`($1) }"))
        #expect(source.contains("        static let _2Up = \"2 up\"\n"))
        #expect(!source.contains("import App"))
    }
}

/// A cell's or a controller's generated code holds its class to the base class its kind names.
@Suite struct LayoutKindCodegenTests {
    static func source(kind: String?) throws -> String {
        let header = kind.map { "kind: \($0)\n" } ?? ""
        let marked = MarkedSource(
            "nmview: 1\nview: Row\n\(header)size: {width: 320, height: 60}\nroot:\n  subviews:\n"
                + "    - {id: name, class: UILabel, frame: [16, 20, 288, 20]}\noutlets: [name]\n")
        let interface = try LayoutInterfaceTests.interface(marked, file: "Row.nmview.yaml")
        return SwiftInterfaceWriter().source(for: interface)
    }

    @Test(arguments: [
        ("tableCell", "NMTableViewCell"), ("collectionCell", "NMCollectionViewCell"), ("controller", "NMViewController"),
    ])
    func theKindNamesTheBaseClass(kind: String, base: String) throws {
        let source = try Self.source(kind: kind)
        #expect(source.contains("    private static func layoutKindCheck(_ owner: Row) -> \(base) { owner }\n"))
        #expect(source.contains("Row.nmview.yaml is a layout of kind \(kind)"))
    }

    @Test func aViewNeedsNoCheck() throws {
        #expect(try !Self.source(kind: nil).contains("layoutKindCheck"))
        #expect(try !Self.source(kind: "view").contains("layoutKindCheck"))
    }
}
