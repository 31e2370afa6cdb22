import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// NMView on the shared host: what a storyboard gave it is kept, reloads keep the view's
/// identity, layouts can be chosen by name, templates become UIKit views, grids size their scroll
/// view and follow live `isHidden`, nested views build themselves, and what cannot be done is
/// shown in a red box instead of crashing.
@MainActor @Suite(.interfaceCheck) struct HostBehaviourTests {
    final class Screen: NMView {}
    final class Gallery: NMView {}
    final class Host: NMView {}
    final class Form: NMView {}
    /// Counts its viewDidLoad calls.
    class Loading: NMView {
        private(set) var loads: [Int] = []
        override func viewDidLoad() { loads.append(subviews.count) }
    }
    /// A class with no layout file.
    final class Unlaid: Loading {}
    /// A nested view with a layout of its own, registered, as an app registers a Swift class.
    final class Chip: NMView {}

    static let screen = LayoutDocument(
        viewClass: "Screen", size: Size(width: 320, height: 480),
        root: ViewNode(
            properties: ["tag": .number(3), "borderColor": .string("label"), "borderWidth": .number(1)],
            subviews: [
                ViewNode(id: "title", viewClass: "UILabel", frame: Rect(x: 20, y: 20, width: 280, height: 24), autoresizing: [.flexibleWidth]),
                ViewNode(id: "missing", viewClass: "NoSuchView", frame: Rect(x: 0, y: 50, width: 100, height: 100)),
                ViewNode(
                    id: "go", viewClass: "UIButton", frame: Rect(x: 0, y: 200, width: 100, height: 44),
                    actions: ["touchUpInside": "goTapped"]),
            ]),
        layouts: [
            AlternativeLayout(
                name: "landscape", size: Size(width: 480, height: 320),
                subviews: [LayoutNode(id: "title", frame: Rect(x: 160, y: 20, width: 300, height: 24))])
        ],
        templates: [
            "pill": ViewNode(
                viewClass: "UIButton", frame: Rect(x: 0, y: 0, width: 80, height: 30),
                properties: ["title": .string("Pill"), "cornerRadius": .number(15)],
                subviews: [ViewNode(id: "dot", frame: Rect(x: 4, y: 4, width: 6, height: 6))])
        ])

    @Test func aClassThatIsNotFoundIsARedBoxNotASilentView() throws {
        TestLayouts.use(["Screen": Self.screen])
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let missing = try #require(screen.outlet("missing"))
        #expect(type(of: missing) == UIView.self)
        let box = try #require(missing.subviews.first as? UILabel)
        #expect(box.accessibilityIdentifier == "NMView.problem")
        #expect(box.text?.contains("class 'NoSuchView' of view 'missing' in Screen.layout.json was not found") == true)
        #expect(box.frame == missing.bounds)
        #expect(screen.problems.contains(.classNotFound(className: "NoSuchView", viewID: "missing", layout: "Screen")))
    }

    @Test func anActionWithoutAMethodIsARedBoxAndTappingItDoesNotCrash() throws {
        TestLayouts.use(["Screen": Self.screen])
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let go = try #require(screen.outlet("go", as: UIButton.self))
        #expect(screen.problems.contains(.actionNotFound(method: "goTapped", event: "touchUpInside", viewID: "go", layout: "Screen")))
        #expect(go.allTargets.isEmpty)
        #expect((go.subviews.last as? UILabel)?.text?.contains("'goTapped:' or 'goTapped'") == true)
        go.sendActions(for: .touchUpInside)  // no unrecognized selector: the trait fails the test on one
    }

    @Test func aRegisteredClassIsMadeAndANestedNMViewBuildsItselfOnce() throws {
        let chip = LayoutDocument(
            viewClass: "Chip", size: Size(width: 100, height: 30),
            root: ViewNode(subviews: [ViewNode(id: "label", viewClass: "UILabel", frame: Rect(x: 5, y: 5, width: 90, height: 20))]),
            layouts: [
                AlternativeLayout(
                    name: "tall", size: Size(width: 30, height: 100),
                    subviews: [LayoutNode(id: "label", frame: Rect(x: 5, y: 5, width: 20, height: 90))])
            ])
        let host = LayoutDocument(
            viewClass: "Host", size: Size(width: 320, height: 480),
            root: ViewNode(subviews: [ViewNode(id: "chip", viewClass: "Chip", frame: Rect(x: 10, y: 10, width: 100, height: 30))]),
            layouts: [
                AlternativeLayout(
                    name: "landscape", size: Size(width: 480, height: 320),
                    subviews: [LayoutNode(id: "chip", frame: Rect(x: 10, y: 10, width: 30, height: 100))])
            ])
        // What `nmview compile` writes for Host: Chip's subviews composed in, counted.
        let composed = Resolver(documentForClass: { $0 == "Chip" ? chip : nil }).resolve(host, name: "Host").document
        TestLayouts.use(["Chip": chip, "Host": composed])
        NMView.register(Chip.self) { Chip(frame: $0) }
        let view = Host(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(view.problems.isEmpty, "\(view.problems.map(\.message))")
        let nested = try #require(view.outlet("chip", as: Chip.self))
        #expect(nested.subviews.count == 1)  // its own label, not the composed copy as well
        #expect(view.outlet("chip.label") == nil)
        #expect(nested.outlet("label")?.frame == CGRect(x: 5, y: 5, width: 90, height: 20))
        view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        view.layoutIfNeeded()
        #expect(nested.frame == CGRect(x: 10, y: 10, width: 30, height: 100))
        #expect(nested.currentLayoutName == "tall")
        #expect(nested.outlet("label")?.frame == CGRect(x: 5, y: 5, width: 20, height: 90))
    }

    @Test func aStoryboardsFrameTagAndMaskAreKeptAndSoAreAReloads() throws {
        TestLayouts.use(["Screen": Self.screen])
        let coder = InterfaceCheckCoder(frame: CGRect(x: 5, y: 6, width: 320, height: 480), tag: 9, autoresizingMask: [.flexibleHeight])
        let screen = try #require(Screen(coder: coder))
        #expect(screen.tag == 9 && screen.autoresizingMask == [.flexibleHeight])
        #expect(screen.frame == CGRect(x: 5, y: 6, width: 320, height: 480))
        #expect(screen.outlet("title")?.frame == CGRect(x: 20, y: 20, width: 280, height: 24))  // placed at once
        var narrower = Self.screen
        narrower.layouts = []
        narrower.root.subviews[0].frame = Rect(x: 20, y: 20, width: 100, height: 24)
        #expect(screen.applyLayout(named: "landscape"))
        screen.install(CompiledLayout(narrower))
        #expect(screen.tag == 9 && screen.autoresizingMask == [.flexibleHeight])
        #expect(screen.currentVariant == 0)  // the chosen layout is gone: clamped to the primary
        #expect(screen.outlet("title")?.frame.width == 100)
        #expect(screen.subviews.count == 3)  // the old views are gone
        // init(frame:) takes the layout's tag.
        #expect(Screen(frame: .zero).tag == 3)
    }

    @Test func viewDidLoadIsCalledOnceAfterTheViewsAreBuiltWithOrWithoutALayout() {
        TestLayouts.use(["Loading": Self.screen])
        #expect(Loading(frame: .zero).loads == [3])
        #expect(Unlaid(frame: .zero).loads == [0])
    }

    @Test func aReloadKeepsTheViewsAndWhatTheUserTyped() throws {
        let form = LayoutDocument(
            viewClass: "Form", size: Size(width: 320, height: 480),
            root: ViewNode(subviews: [
                ViewNode(
                    id: "email", viewClass: "UITextField", frame: Rect(x: 20, y: 20, width: 280, height: 44),
                    properties: ["placeholder": .string("Email"), "borderStyle": .string("roundedRect")])
            ]))
        TestLayouts.use(["Form": form])
        let view = Form(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let email = try #require(view.outlet("email", as: UITextField.self))
        email.text = "jane@example.com"  // typed by the user
        var saved = form
        saved.root.subviews[0].properties["placeholder"] = .string("Your email")
        saved.root.subviews[0].frame = Rect(x: 20, y: 40, width: 280, height: 44)
        let log = InterfaceRecorder.log
        log.removeAll()
        view.install(CompiledLayout(saved))
        #expect(view.outlet("email") === email)
        #expect(email.text == "jane@example.com")
        #expect(email.placeholder == "Your email")
        #expect(email.frame.origin.y == 40)
        #expect(log.events("UITextField.borderStyle", on: email).isEmpty)  // unchanged, not set again
    }

    /// Taking a text field out of the window ends its editing (the keyboard closes); a reload
    /// keeps the views it keeps where they are, and inserts only what is new.
    @Test func aReloadLeavesKeptViewsInTheWindow() throws {
        let form = LayoutDocument(
            viewClass: "Form", size: Size(width: 320, height: 480),
            root: ViewNode(subviews: [
                ViewNode(id: "email", viewClass: "UITextField", frame: Rect(x: 20, y: 20, width: 280, height: 44)),
                ViewNode(id: "send", viewClass: "UIButton", frame: Rect(x: 20, y: 80, width: 280, height: 44)),
            ]))
        TestLayouts.use(["Form": form])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = Form(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        let email = try #require(view.outlet("email", as: UITextField.self))
        let send = try #require(view.outlet("send", as: UIButton.self))
        var saved = form
        saved.root.subviews.insert(ViewNode(id: "hint", viewClass: "UILabel", frame: Rect(x: 20, y: 70, width: 280, height: 10)), at: 1)
        let log = InterfaceRecorder.log
        log.removeAll()
        view.install(CompiledLayout(saved))
        for kept in [email, send] as [UIView] {
            #expect(log.events(on: kept).allSatisfy { !$0.api.contains("removeFromSuperview") }, "\(log.events(on: kept).map(\.api))")
            #expect(kept.window === window)
        }
        let hint = try #require(view.outlet("hint", as: UILabel.self))
        #expect(view.subviews.map { $0 as AnyObject }.elementsEqual([email, hint, send] as [AnyObject]) { $0 === $1 })
        #expect(log.events(on: view).map(\.api).filter { $0.contains("Subview") } == ["UIView.insertSubview(_:at:)"])
    }

    @Test func aLayoutChosenByNameStays() throws {
        TestLayouts.use(["Screen": Self.screen])
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(screen.applyLayout(named: "landscape"))
        #expect(!screen.automaticLayoutChangeEnabled)
        screen.setNeedsLayout()
        screen.layoutIfNeeded()
        #expect(screen.currentLayoutName == "landscape")
        #expect(!screen.applyLayout(named: "iPad"))
    }

    @Test func templatesBecomeUIKitViews() throws {
        TestLayouts.use(["Screen": Self.screen])
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pill = try #require(screen.makeView(fromTemplate: "pill") as? UIButton)
        #expect(pill.title(for: .normal) == "Pill" && pill.layer.cornerRadius == 15)
        #expect(pill.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(pill.subviews.first?.frame == CGRect(x: 4, y: 4, width: 6, height: 6))
        let other = UIButton(type: .custom)
        other.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(screen.applyTemplate(named: "pill", to: other))
        #expect(other.title(for: .normal) == "Pill" && other.subviews.count == 1)
        #expect(other.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(screen.makeView(fromTemplate: "none") == nil)
    }

    @Test func layerColoursAreResolvedAgainInDarkMode() {
        TestLayouts.use(["Screen": Self.screen])
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let light = screen.layer.borderColor.map { TestLayouts.describe(UIColor(cgColor: $0)) }
        #expect(light == TestLayouts.describe(.black))
        let before = screen.traitCollection
        screen.overrideUserInterfaceStyle = .dark
        screen.traitCollectionDidChange(before)
        let dark = screen.layer.borderColor.map { UIColor(cgColor: $0) }
        #expect(TestLayouts.describe(dark) == TestLayouts.describe(.white))
    }

    static let gallery = LayoutDocument(
        viewClass: "Gallery", size: Size(width: 320, height: 480),
        root: ViewNode(subviews: [
            ViewNode(
                id: "scroll", viewClass: "UIScrollView", frame: Rect(x: 0, y: 0, width: 320, height: 150),
                grid: GridLayout(extension: .lastItem, extensionDirection: .down, viewsPerRow: 2),
                subviews: (0..<4).map { ViewNode(id: "cell\($0)", frame: Rect(x: 0, y: 0, width: 100, height: 100)) })
        ]))

    @Test func aGridSizesItsScrollViewAndClosesTheGapOfAHiddenCell() throws {
        TestLayouts.use(["Gallery": Self.gallery])
        let gallery = Gallery(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = try #require(gallery.outlet("scroll", as: UIScrollView.self))
        #expect(scroll.contentSize == CGSize(width: 320, height: 275))
        let firstCell = try #require(gallery.outlet("cell0")?.frame)
        gallery.outlet("cell0")?.isHidden = true
        gallery.outlet("cell1")?.isHidden = true
        gallery.setNeedsLayout()
        gallery.layoutIfNeeded()
        #expect(gallery.outlet("cell2")?.frame == firstCell)
        #expect(scroll.contentSize == CGSize(width: 320, height: 150))
    }
}
