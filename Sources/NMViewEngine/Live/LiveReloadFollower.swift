/// Follows a ``LiveLayoutSource`` for every live host of each view class: the hosts registered
/// (held weakly, in a ``LiveViewRegistry``), the hop from the source's thread to the main actor,
/// and each class's current problems. `NMView.enableLiveReload(_:)` is one of these over its
/// views; an app's unit tests, or any test on Linux, follow headless ``LayoutHost``s the same way:
///
/// ```swift
/// let follower = LiveReloadFollower<LayoutHost>(
///     install: { host, layout in host.reload(layout) },
///     show: { _, problems in print(problems.map(\.report)) })
/// follower.register(host, viewClass: "ProfileCard")
/// follower.enable(LiveReloadClient())
/// ```
@MainActor
public final class LiveReloadFollower<Host: AnyObject> {
    /// Installs a new layout on one host.
    public typealias Install = @MainActor (_ host: Host, _ layout: CompiledLayout) -> Void
    /// Shows one host its class's problems; an empty list takes them away.
    public typealias Show = @MainActor (_ host: Host, _ problems: [ReloadDiagnostic]) -> Void

    private var hosts = LiveViewRegistry<Host>()
    private var source: (any LiveLayoutSource)?
    private let install: Install
    private let show: Show
    /// Each class's problems as last delivered; a class without any has no entry.
    public private(set) var problems: [String: [ReloadDiagnostic]] = [:]
    /// Called with each layout delivered, before it is installed on the class's hosts: for a
    /// cache of layouts by class, or to make the first host of a class (which is then installed
    /// on too).
    public var onLayout: (@MainActor (_ viewClass: String, _ layout: CompiledLayout) -> Void)?

    /// Called with each class's problems as delivered, hosts or none: for a log, or a test.
    public var onProblems: (@MainActor (_ viewClass: String, _ problems: [ReloadDiagnostic]) -> Void)?

    /// A follower installing layouts with `install` and showing problems with `show`.
    public init(install: @escaping Install, show: @escaping Show) {
        self.install = install
        self.show = show
    }

    /// Keeps `host` for live reload under `viewClass` (module-qualified or not, as
    /// `NSStringFromClass` gives it); a source already running follows the class, and a problem
    /// it has shown already is shown on the new host too.
    public func register(_ host: Host, viewClass qualified: String) {
        let viewClass = ViewClassName.unqualified(qualified)
        hosts.register(host, viewClass: viewClass)
        source?.follow(viewClass)
        if let current = problems[viewClass] { show(host, current) }
    }

    /// The live hosts of `viewClass`, in the order they registered.
    public func hosts(of viewClass: String) -> [Host] {
        hosts.views(of: viewClass)
    }

    /// Follows `newSource` for every class with a live host, and each class registered later,
    /// stopping the source enabled before and taking away the problems it showed, which the new
    /// source will report again if they stand. The source's deliveries hop to the main actor, in
    /// order.
    public func enable(_ newSource: any LiveLayoutSource) {
        disable()
        for viewClass in problems.keys.sorted() { deliver([], viewClass: viewClass) }
        source = newSource
        for viewClass in hosts.viewClasses() { newSource.follow(viewClass) }
        newSource.start(
            onLayout: { [weak self] viewClass, layout in Task { @MainActor in self?.deliver(layout, viewClass: viewClass) } },
            onProblems: { [weak self] viewClass, problems in Task { @MainActor in self?.deliver(problems, viewClass: viewClass) } })
    }

    /// Stops the source ``enable(_:)`` was given, leaving every host as it is.
    public func disable() {
        source?.stop()
        source = nil
    }

    /// The source being followed, if one is: an app renews its connection through it.
    public var enabledSource: (any LiveLayoutSource)? { source }

    /// Installs `layout` on every live host of `viewClass`; a good layout has no problems.
    public func deliver(_ layout: CompiledLayout, viewClass: String) {
        let hadProblems = problems.removeValue(forKey: viewClass) != nil
        onLayout?(viewClass, layout)
        for host in hosts.views(of: viewClass) {
            if hadProblems { show(host, []) }
            install(host, layout)
        }
    }

    /// Shows `problems` on every live host of `viewClass`, or takes them away when there are none.
    public func deliver(_ problems: [ReloadDiagnostic], viewClass: String) {
        self.problems[viewClass] = problems.isEmpty ? nil : problems
        onProblems?(viewClass, problems)
        for host in hosts.views(of: viewClass) { show(host, problems) }
    }
}
