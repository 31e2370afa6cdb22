#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

/// A UIView subclass that loads its own layout by class name and switches alternative layouts
/// by aspect ratio, taking only frames from them: the original NMView on the shared engine.
///
/// The layout's root describes this view itself: its properties are applied to `self` and its
/// subviews are added to `self`. `init(frame:)` keeps the frame given; `init(coder:)` keeps the
/// frame, tag and autoresizing mask of the containing storyboard or nib, as the original did.
///
/// Everything but making UIKit views and setting their properties is ``LayoutHostCore``'s, the
/// code the headless ``LayoutHost`` runs in the Linux tests.
open class NMView: UIView {
    /// Where layouts are loaded from; by default the compiled files in the main bundle.
    /// Cells and view controllers load from it through ``ReusableLayouts``, which reads each
    /// class's layout once; setting it forgets what they read.
    public static var library: any LayoutLibrary =
        CompiledLayoutDirectory(directory: Bundle.main.resourceURL ?? Bundle.main.bundleURL)
    {
        didSet { ReusableLayouts.cache = LayoutCache(library: library) }
    }

    /// Where the asset catalog colours layouts name (`backgroundColor: BrandPrimary`) are looked
    /// up, with `UIColor(named:in:compatibleWith:)`; by default the main bundle, which an app's
    /// `Assets.xcassets` is compiled into. Set it before views are made when the colour sets live
    /// in a framework or a Swift package (`Bundle.module`); views already made keep their colours
    /// until they are reloaded. It is not derived from ``library``: a library is a directory, a
    /// table in memory or a live-reload connection, and need not sit beside the catalog.
    /// Cells and view controllers use it too.
    public static var colorBundle: Bundle = .main

    /// Where the localized text layouts name (`title: {localized: Follow}`) is looked up, with
    /// `Bundle.localizedString(forKey:value:table:)` in the user's language; by default the main
    /// bundle, which an app's `Localizable.xcstrings` is compiled into. Set it before views are
    /// made when the strings live in a framework or a Swift package (`Bundle.module`). Cells and
    /// view controllers use it too.
    public static var stringsBundle: Bundle = .main

    /// The shared host logic, with this view as the actions' target.
    private lazy var core: LayoutHostCore<UIKitViewSystem> = {
        let core = LayoutHostCore(system: UIKitViewSystem(owner: self, view: self, layoutName: String(describing: type(of: self))))
        core.layoutDidChange = { [unowned self] change in
            layoutDidChange(to: change.name, aspectRatio: CGFloat(change.aspectRatio))
        }
        return core
    }()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        loadLayout(keepingIdentity: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadLayout(keepingIdentity: true)
    }

    /// Loads this class's layout from ``library`` and builds its subviews onto `self`; a class
    /// without one stays empty, for code to fill in ``viewDidLoad()``.
    private func loadLayout(keepingIdentity: Bool) {
        let name = String(describing: type(of: self))
        LiveReload.register(self, viewClass: name)
        if let loaded = try? Self.library.layout(for: name) {
            core.install(loaded, on: self, keepingIdentity: keepingIdentity)
            if let problem = HostProblem.kind(loaded.document.kind, loadedAs: .view, layout: name) {
                core.system.problems.report(problem, on: self)
            }
        }
        viewDidLoad()
    }

    /// Called exactly once, from the initialiser, after the layout's views were built (the
    /// original's `viewDidLoad`): the place for what a layout file cannot say.
    open func viewDidLoad() {}

    /// The layout in use, `nil` if none was found for this class.
    public var layout: CompiledLayout? { core.layout }
    /// Whether a layout pass picks the layout closest to the bounds by itself.
    public var automaticLayoutChangeEnabled: Bool {
        get { core.automaticLayoutChangeEnabled }
        set { core.automaticLayoutChangeEnabled = newValue }
    }
    /// The layout applied last, as an index into `layout.variants`.
    public var currentVariant: Int { core.currentVariant }
    /// The name of the layout applied last (`primary` for the main one).
    public var currentLayoutName: String? { layout.map { $0.variants[currentVariant].name } }

    /// Replaces the layout (a live reload) and rebuilds the subviews, keeping this view's frame,
    /// tag and mask, and a layout chosen by hand if the new one still has it.
    public func install(_ newLayout: CompiledLayout) {
        core.install(newLayout, on: self, keepingIdentity: true)
        // The new layout may have what a stand-in stood for; if not, it is reported again.
        core.system.standIns.byID = [:]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        core.layoutSubviews(of: self)
    }

    /// A layout that declares a safe area places the root's subviews in the safe area: lay out
    /// again when it changes (rotation, a bar shown or hidden), as UIKit calls this then.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Applies the layout closest to the current bounds, calling ``layoutDidChange(to:aspectRatio:)``
    /// if it changed.
    public func changeLayoutIfNecessary() {
        core.changeLayoutIfNecessary(of: self)
    }

    /// Applies the layout called `name` and keeps it: automatic changes turn off, so the next
    /// layout pass does not put the closest layout back. Whether the layout exists.
    @discardableResult
    public func applyLayout(named name: String) -> Bool {
        core.applyLayout(named: name, to: self)
    }

    /// Called after the layout changed to another one; never for the same one twice.
    open func layoutDidChange(to name: String, aspectRatio: CGFloat) {}

    /// The subview with `id`, if it has that type.
    public func outlet<View: UIView>(_ id: String, as type: View.Type = View.self) -> View? {
        core.view(withID: id) as? View
    }

    /// The subview with `id` as a `View`, never `nil`: what the accessors that `nmview generate
    /// swift` writes call. Every layout of a file has every view, so this finds the view unless
    /// the layout in use is not the one the code was generated from (a reload, an older bundled
    /// file) or its class was not found. Then `standIn` makes a view that is handed out for `id`
    /// from then on, off screen, and the problem is reported like any other: a red box over this
    /// view in DEBUG builds, the log in release builds. Never a crash.
    public func outlet<View: UIView>(_ id: String, as type: View.Type, standIn: () -> View) -> View {
        core.outlet(id, as: type, standIn: standIn)
    }

    /// A new view made from the layout's template `name`, with its subviews and their design
    /// frames, actions bound to this view (the original's view templates); `nil` if there is none.
    public func makeView(fromTemplate name: String) -> UIView? {
        core.makeView(fromTemplate: name)
    }

    /// Gives `view` the properties and subviews of template `name`, as the original's
    /// `applyViewTemplate:` did; its frame stays its own. Whether the template exists.
    @discardableResult
    public func applyTemplate(named name: String, to view: UIView) -> Bool {
        guard let copy = makeView(fromTemplate: name), let template = layout?.document.templates[name] else { return false }
        core.system.applyProperties(of: template, to: view)
        for subview in copy.subviews { view.addSubview(subview) }
        return true
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if core.system.traitCollectionDidChange(previousTraitCollection) { setNeedsLayout() }
    }

    /// Makes layouts that name `type` (`class: Chart`, or `name`) make their views with `make`.
    /// Classes in the host view's module and the app's are found without it on Apple platforms.
    public static func register<View: UIView>(
        _ type: View.Type, as name: String? = nil, make: @escaping @MainActor (CGRect) -> View
    ) {
        ViewClassResolver.register(name ?? String(describing: type)) { make($0) }
    }

    #if canImport(ObjectiveC)
    /// Makes layouts that name `type` (`class: Chart`, or `name`) make its views with `init(frame:)`.
    public static func register(_ type: UIView.Type, as name: String? = nil) {
        ViewClassResolver.register(name ?? String(describing: type)) { type.init(frame: $0) }
    }
    #endif

    /// What this view's layout asked for that could not be done: classes not found, actions
    /// without a method. DEBUG builds also show each in a red box over the view it concerns.
    public var problems: [HostProblem] { core.system.problems.all }
}
#endif
