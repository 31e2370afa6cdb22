#if canImport(UIKit)
import NMViewEngine
import UIKit

extension NMView {
    /// Installs every layout `source` delivers on each live `NMView` of the class it names, on
    /// the main actor, keeping the views whose ids both layouts have (so outlets and typed text
    /// survive) and a layout chosen by hand while the new one has it. A broken save changes
    /// nothing: DEBUG builds show its findings, with their notes' lines, in a red box over each
    /// view of the class until the next good save, as they show why the server cannot be
    /// reached. When the app comes back to the foreground the source connects again at once. One
    /// source at a time; enabling another stops the one before. The wiring is the engine's
    /// ``LiveReloadFollower``, which follows headless `LayoutHost`s in tests the same way.
    ///
    /// In a DEBUG build, with `NMViewLiveReload` linked:
    ///
    /// ```swift
    /// NMView.enableLiveReload(LiveReloadClient())   // the simulator: nmview watch --serve on the Mac
    /// ```
    public static func enableLiveReload(_ source: any LiveLayoutSource) {
        LiveReload.enable(source)
    }

    /// Stops the source ``enableLiveReload(_:)`` was given, leaving every view as it is.
    public static func disableLiveReload() {
        LiveReload.disable()
    }
}

/// The live hosts by class and the source reloading them: a ``LiveReloadFollower`` over the
/// ``LiveReloading`` hosts, which draws the problem box. Main-actor state: views register from
/// their initialisers, and the source's deliveries hop here before touching them.
@MainActor
enum LiveReload {
    /// What the box of live reload's problems is found by.
    static let problemsIdentifier = "NMView.liveReload"

    /// Holds the hosts as objects, as the registry's weak references need a class type; each is
    /// a ``LiveReloading``.
    private static let follower: LiveReloadFollower<AnyObject> = {
        let follower = LiveReloadFollower<AnyObject>(
            install: { host, layout in (host as? any LiveReloading)?.installReloaded(layout) },
            show: { host, problems in
                if let view = (host as? any LiveReloading)?.reloadedView { LiveReload.show(problems, over: view) }
            })
        // Cells and controllers made from now on build from the new layout too, those made while
        // it is installed included.
        follower.onLayout = { viewClass, layout in ReusableLayouts.cache.replace(layout, for: viewClass) }
        return follower
    }()
    /// Renews the source's connection when the app comes back from the background, whose
    /// sockets the system may have closed, instead of waiting out a backoff or a stall timeout.
    private static var foregroundObserver: (any NSObjectProtocol)?
    /// What release builds have logged already.
    private static var logged: Set<String> = []

    /// Keeps `view` for live reload; a source already running follows its class.
    static func register(_ view: any LiveReloading, viewClass: String) {
        follower.register(view, viewClass: viewClass)
    }

    static func enable(_ newSource: any LiveLayoutSource) {
        disable()
        follower.enable(newSource)
        foregroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
        ) { _ in newSource.reconnect() }
    }

    static func disable() {
        if let foregroundObserver { NotificationCenter.default.removeObserver(foregroundObserver) }
        foregroundObserver = nil
        follower.disable()
    }

    /// Shows `problems` in a box over `view`, each with its notes' lines (DEBUG builds; release
    /// builds log each once), or removes the box when there are none.
    private static func show(_ problems: [ReloadDiagnostic], over view: UIView) {
        let message = problems.map(\.report).joined(separator: "\n")
        #if !DEBUG
        // Once per message, not per view or per attempt: an unreachable server is shown to every class.
        if !problems.isEmpty, logged.insert(message).inserted { print("NMView live reload: \(message)") }
        #endif
        for box in view.subviews where box.accessibilityIdentifier == problemsIdentifier { box.removeFromSuperview() }
        #if DEBUG
        if !problems.isEmpty { view.addSubview(ProblemBox(message: message, covering: view.bounds, identifier: problemsIdentifier)) }
        #endif
    }
}
#endif
