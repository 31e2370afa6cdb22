import Foundation
import NMViewEngine
import NMViewModel
import Testing

/// The shared host logic, driven through the headless host: reload, choosing a layout by name,
/// outlets placed at once, grids that follow live `isHidden` and size their scroll view, actions
/// found the way UIKit finds them, and nested hosts that build themselves.
@Suite struct LayoutHostCoreTests {
    static func document(alternatives: [String] = ["landscape"], titleWidth: Double = 280) -> LayoutDocument {
        LayoutDocument(
            viewClass: "Card", size: Size(width: 320, height: 480),
            root: ViewNode(
                properties: ["tag": .number(7)],
                subviews: [
                    ViewNode(
                        id: "title", viewClass: "UILabel", frame: Rect(x: 20, y: 20, width: titleWidth, height: 24),
                        autoresizing: [.flexibleWidth]),
                    ViewNode(
                        id: "follow", viewClass: "UIButton", frame: Rect(x: 20, y: 400, width: 280, height: 44),
                        actions: ["touchUpInside": "followTapped", "touchDown": "pressed:forEvent:"]),
                ]),
            layouts: alternatives.enumerated().map { index, name in
                AlternativeLayout(
                    name: name, size: Size(width: 480 + Double(index), height: 320),
                    subviews: [LayoutNode(id: "title", frame: Rect(x: 160, y: 20, width: 300, height: 24))])
            })
    }

    static let portrait = Rect(x: 0, y: 0, width: 320, height: 480)

    @Test func outletsHaveTheirFramesAsSoonAsTheHostExists() {
        let host = LayoutHost(layout: CompiledLayout(Self.document()), frame: Rect(x: 0, y: 0, width: 400, height: 600))
        // Adapted to the host's size by the mask, without waiting for another layout pass.
        #expect(host.outlet("title")?.frame == Rect(x: 20, y: 20, width: 360, height: 24))
    }

    @Test func aReloadKeepsTheHostsFrameTagAndMask() {
        let host = LayoutHost(layout: CompiledLayout(Self.document()), frame: Self.portrait)
        host.tag = 42
        host.autoresizingMask = [.flexibleHeight]
        host.reload(CompiledLayout(Self.document(titleWidth: 100)))
        #expect(host.tag == 42)
        #expect(host.autoresizingMask == [.flexibleHeight])
        #expect(host.frame == Self.portrait)
        #expect(host.outlet("title")?.frame.width == 100)
        #expect(host.subviews.count == 2)
    }

    @Test func aLayoutChosenByNameStaysAndTurnsAutomaticChangesOff() {
        let host = LayoutHost(layout: CompiledLayout(Self.document()), frame: Self.portrait)
        var changes: [String] = []
        host.layoutDidChange = { changes.append($0.name) }
        #expect(host.applyLayout(named: "landscape"))
        #expect(!host.automaticLayoutChangeEnabled)
        // The landscape frame, adapted by its mask to the portrait bounds (480 → 320 wide).
        #expect(host.outlet("title")?.frame == Rect(x: 160, y: 20, width: 140, height: 24))
        host.layoutSubviews()
        #expect(host.currentVariant == 1)
        #expect(!host.applyLayout(named: "iPad"))
        #expect(changes == ["landscape"])
    }

    @Test func aReloadWithFewerLayoutsClampsTheChosenOne() {
        let host = LayoutHost(layout: CompiledLayout(Self.document(alternatives: ["a", "b", "c"])), frame: Self.portrait)
        host.automaticLayoutChangeEnabled = false
        host.applyLayout(3)
        #expect(host.currentVariant == 3)
        host.reload(CompiledLayout(Self.document(alternatives: ["a"])))
        #expect(host.currentVariant == 1)
        // A layout chosen by name is found again by name after the reload.
        host.reload(CompiledLayout(Self.document(alternatives: ["a", "b", "c"])))
        #expect(host.applyLayout(named: "c"))
        host.reload(CompiledLayout(Self.document(alternatives: ["c", "a"])))
        #expect(host.layout.variants[host.currentVariant].name == "c")
    }

    @Test func actionsAreFoundWithOrWithoutTheSenderAndReportedWhenMissing() {
        let host = LayoutHost(layout: CompiledLayout(Self.document()), frame: Self.portrait)
        var calls: [String] = []
        host.actionHandlers["followTapped:"] = { _ in calls.append("followTapped:") }
        let follow = host.outlet("follow", as: HeadlessControl.self)
        #expect(follow?.sendActions(for: "touchUpInside") == true)
        #expect(follow?.sendActions(for: "touchDown") == false)
        #expect(calls == ["followTapped:"])
        #expect(host.problems == [.actionNotFound(method: "pressed:forEvent:", event: "touchDown", viewID: "follow", layout: "Card")])
        #expect(host.problems.first?.message == "'Card' has no method 'pressed:forEvent:' for the touchDown action of view 'follow' in Card.layout.json; add @objc func pressed(_ sender: UIControl)")
        #expect(ActionSelector.candidates(for: "followTapped") == ["followTapped:", "followTapped"])
        #expect(ActionSelector.candidates(for: "pressed:forEvent:") == ["pressed:forEvent:"])
    }

    /// A scroll view with a grid of four 100×100 cells, two per row.
    static let gallery = LayoutDocument(
        viewClass: "Gallery", size: Size(width: 320, height: 480),
        root: ViewNode(subviews: [
            ViewNode(
                id: "scroll", viewClass: "UIScrollView", frame: Rect(x: 0, y: 0, width: 320, height: 150),
                grid: GridLayout(extension: .lastItem, extensionDirection: .down, viewsPerRow: 2),
                subviews: (0..<4).map { ViewNode(id: "cell\($0)", frame: Rect(x: 0, y: 0, width: 100, height: 100)) })
        ]))

    @Test func aGridReflowsWhenAViewIsHiddenAtRunTimeAndSizesItsScrollView() throws {
        let host = LayoutHost(layout: CompiledLayout(Self.gallery), frame: Self.portrait)
        let scroll = try #require(host.outlet("scroll"))
        let before = try #require(scroll.contentSize)
        #expect(before.height > 150)  // two rows of 100 do not fit in 150
        #expect(host.outlet("cell2")?.frame.y ?? 0 > 100)
        host.outlet("cell0")?.isHidden = true
        host.outlet("cell1")?.isHidden = true
        host.layoutSubviews()
        // The two hidden cells free their places: cells 2 and 3 move up into the first row.
        #expect(host.outlet("cell2")?.frame == host.layout.frames(variant: 0, bounds: Size(width: 320, height: 480))[1])
        #expect(scroll.contentSize == Size(width: 320, height: 150))
    }

    /// `Badge` has a layout of its own; `Screen` uses it, and compile composed it into `Screen`.
    static func nestedLibrary() throws -> (library: CompiledLayoutDirectory, screen: CompiledLayout) {
        let badge = LayoutDocument(
            viewClass: "Badge", size: Size(width: 60, height: 20),
            root: ViewNode(subviews: [
                ViewNode(id: "count", viewClass: "UILabel", frame: Rect(x: 4, y: 2, width: 52, height: 16))
            ]),
            layouts: [
                AlternativeLayout(
                    name: "tall", size: Size(width: 20, height: 60),
                    subviews: [LayoutNode(id: "count", frame: Rect(x: 2, y: 4, width: 16, height: 52))])
            ])
        let screen = LayoutDocument(
            viewClass: "Screen", size: Size(width: 320, height: 480),
            root: ViewNode(subviews: [
                ViewNode(id: "badge", viewClass: "Badge", frame: Rect(x: 10, y: 10, width: 60, height: 20))
            ]),
            layouts: [
                AlternativeLayout(
                    name: "landscape", size: Size(width: 480, height: 320),
                    subviews: [LayoutNode(id: "badge", frame: Rect(x: 10, y: 10, width: 20, height: 60))])
            ])
        let resolver = Resolver(documentForClass: { $0 == "Badge" ? badge : nil })
        let composed = resolver.resolve(screen, name: "Screen").document
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-nested-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try badge.compiledJSON().write(to: directory.appendingPathComponent("Badge.layout.json"))
        return (CompiledLayoutDirectory(directory: directory), CompiledLayout(composed))
    }

    @Test func aNestedViewBuildsItsOwnSubviewsOnceAndSwitchesByItsOwnShape() throws {
        let (library, screen) = try Self.nestedLibrary()
        // What tools see: the composed tree, with the badge's label inside the screen's layout.
        #expect(screen.ids == ["badge", "badge.count"])
        #expect(screen.nodes[0].composedSubviews == 1)
        let host = LayoutHost(layout: screen, frame: Self.portrait, library: library)
        let badge = try #require(host.outlet("badge", as: LayoutHost.self))
        #expect(badge.subviews.count == 1)  // its own label, not a second composed copy
        #expect(host.views[1] == nil)
        #expect(badge.outlet("count")?.frame == Rect(x: 4, y: 2, width: 52, height: 16))
        // The screen turns; the badge becomes tall and picks its own tall layout.
        host.apply(frame: Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(badge.frame == Rect(x: 10, y: 10, width: 20, height: 60))
        #expect(badge.layout.variants[badge.currentVariant].name == "tall")
        #expect(badge.outlet("count")?.frame == Rect(x: 2, y: 4, width: 16, height: 52))
    }

    @Test func withoutTheNestedLayoutTheComposedCopiesAreBuilt() throws {
        let (_, screen) = try Self.nestedLibrary()
        let host = LayoutHost(layout: screen, frame: Self.portrait)
        #expect(host.outlet("badge")?.subviews.count == 1)
        #expect(host.outlet("badge.count") != nil)
    }

    @Test func templatesAreMadeInAnyViewSystem() throws {
        let document = LayoutDocument(
            viewClass: "Keys", size: Size(width: 100, height: 100), root: ViewNode(),
            templates: [
                "key": ViewNode(
                    viewClass: "UIButton", frame: Rect(x: 0, y: 0, width: 40, height: 40),
                    subviews: [ViewNode(id: "glyph", viewClass: "UILabel", frame: Rect(x: 5, y: 5, width: 30, height: 30))])
            ])
        let factory = TemplateFactory(document)
        let key = try #require(factory.instantiate("key", with: HeadlessViewSystem()))
        #expect(key.className == "UIButton")
        #expect(key.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(key.subviews.first?.frame == Rect(x: 5, y: 5, width: 30, height: 30))
        #expect(factory.instantiate("missing") == nil)
        // Through a host, copies send their actions to it.
        var copy = document
        copy.templates["key"]?.actions = ["touchUpInside": "keyTapped"]
        let host = LayoutHost(layout: CompiledLayout(copy), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var taps = 0
        host.actionHandlers["keyTapped:"] = { _ in taps += 1 }
        let made = try #require(host.makeView(fromTemplate: "key") as? HeadlessControl)
        #expect(made.sendActions(for: "touchUpInside"))
        #expect(taps == 1)
        #expect(host.makeView(fromTemplate: "missing") == nil)
    }
}

/// How an app looks up the classes a layout names, and what it says when it cannot.
@Suite struct ViewClassNameTests {
    @Test func bareNamesAreAlsoTriedInTheHostsAndTheAppsModule() {
        #expect(ViewClassName.candidates(for: "ProfileCard", modules: ["Cards", "MyApp"]) == ["ProfileCard", "Cards.ProfileCard", "MyApp.ProfileCard"])
        #expect(ViewClassName.candidates(for: "Chart", modules: ["MyApp", "MyApp"]) == ["Chart", "MyApp.Chart"])
        #expect(ViewClassName.candidates(for: "Charts.Chart", modules: ["MyApp"]) == ["Charts.Chart"])
        #expect(ViewClassName.module(ofQualifiedName: "MyApp.ProfileCard") == "MyApp")
        #expect(ViewClassName.module(ofQualifiedName: "ProfileCard") == nil)
    }

    @Test(arguments: [("My App", "My_App"), ("Cards-iOS", "Cards_iOS"), ("2048", "_2048"), ("Plain", "Plain"), ("Café", "Café")])
    func appModulesAreNamedAsXcodeNamesThem(executable: String, module: String) {
        #expect(ViewClassName.moduleName(forExecutable: executable) == module)
    }

    @Test func problemsNameTheClassTheViewAndTheFile() {
        let missing = HostProblem.classNotFound(className: "Chart", viewID: "chart", layout: "Dashboard")
        #expect(missing.message == "class 'Chart' of view 'chart' in Dashboard.layout.json was not found; register it with NMView.register(Chart.self) or write it with its module (MyModule.Chart)")
        let notControl = HostProblem.actionsOnNonControl(className: "UIView", viewID: nil, layout: "Dashboard")
        #expect(notControl.message == "a view without an id in Dashboard.layout.json has actions but its class 'UIView' is not a UIControl")
        let font = HostProblem.fontNotFound(name: "Helvetica-Nope", viewID: "title", layout: "Dashboard")
        #expect(font.message == "font 'Helvetica-Nope' of view 'title' in Dashboard.layout.json is not installed; add it to the app and to UIAppFonts in Info.plist, or use a system font")
        let color = HostProblem.colorNotFound(name: "BrandPrimary", property: "backgroundColor", viewID: "card", layout: "Dashboard")
        #expect(color.message == "colour 'BrandPrimary' for backgroundColor of view 'card' in Dashboard.layout.json is not in the asset catalogs of NMView.colorBundle; add a colour set of that name to the app's asset catalog, or set NMView.colorBundle to the bundle that has it")
    }
}

/// A reload keeps the views whose ids both layouts have, updated in place.
@Suite struct ReloadInPlaceTests {
    static func document(titleText: String, titleClass: String = "UILabel", extra: Bool = false) -> LayoutDocument {
        var subviews = [
            ViewNode(
                id: "title", viewClass: titleClass, frame: Rect(x: 0, y: 0, width: 100, height: 20),
                properties: ["text": .string(titleText), "alpha": .number(0.5)]),
            ViewNode(id: "go", viewClass: "UIButton", frame: Rect(x: 0, y: 40, width: 100, height: 40), actions: ["touchUpInside": "go"]),
        ]
        if extra { subviews.insert(ViewNode(id: "new", frame: Rect(x: 0, y: 100, width: 10, height: 10)), at: 0) }
        return LayoutDocument(viewClass: "Card", size: Size(width: 320, height: 480), root: ViewNode(subviews: subviews))
    }

    @Test func viewsWithTheSameIDAreKeptAndUpdated() throws {
        let host = LayoutHost(layout: CompiledLayout(Self.document(titleText: "Hello")), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let title = try #require(host.outlet("title", as: HeadlessLabel.self))
        let go = try #require(host.outlet("go", as: HeadlessControl.self))
        title.alpha = 0.9  // as code or the user changed it
        host.reload(CompiledLayout(Self.document(titleText: "Hi", extra: true)))
        #expect(host.outlet("title") === title)
        #expect(host.outlet("go") === go)
        #expect(title.text == "Hi")
        #expect(title.alpha == 0.9)  // alpha is the same in both files, so it was left alone
        #expect(host.subviews.map(\.id) == ["new", "title", "go"])
        var taps = 0
        host.actionHandlers["go"] = { _ in taps += 1 }
        #expect(go.sendActions(for: "touchUpInside") && taps == 1)
    }

    @Test func aViewOfAnotherClassIsMadeAnew() throws {
        let host = LayoutHost(layout: CompiledLayout(Self.document(titleText: "Hello")), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let title = try #require(host.outlet("title"))
        host.reload(CompiledLayout(Self.document(titleText: "Hello", titleClass: "UIButton")))
        #expect(host.outlet("title") !== title)
        #expect(host.outlet("title")?.className == "UIButton")
        #expect(title.superview == nil)
    }
}
